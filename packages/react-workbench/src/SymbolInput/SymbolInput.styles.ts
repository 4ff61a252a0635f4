import { keyframes, styled } from 'styled-components';
import {
  ComboBox,
  Input as AriaInput,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  TextField,
} from 'react-aria-components';
import { listPopoverSurface, listScroll } from '../theme/listPopover';
import { token } from '../theme/tokens';

export const Form = styled.form`
  display: inline-flex;
  align-items: center;
  gap: ${token('space1')};
`;

export const VisuallyHidden = styled(Label)`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export const Input = styled(AriaInput)`
  width: 140px;
  height: ${token('controlHeight')};
  padding: 0 ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  font: inherit;
  text-transform: uppercase;
  color: ${token('colorText')};
  background: ${token('colorBackground')};

  &[data-focus-visible] {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

/** The refresh lock's turn of the Go button (spec 3 §4: the refresh icon rotates for about a second). */
const turn = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

export const GoButton = styled.button<{ $refreshing: boolean }>`
  height: ${token('controlHeight')};
  padding: 0 ${token('space3')};
  border: 1px solid ${token('colorAccent')};
  border-radius: ${token('radius')};
  background: ${token('colorAccent')};
  color: ${token('colorAccentText')};
  font: inherit;
  font-weight: 600;
  cursor: ${(p) => (p.$refreshing ? 'progress' : 'pointer')};

  &::after {
    /* Decorative: the empty alternative text keeps the button's name "Go". */
    content: ${(p) => (p.$refreshing ? "'↻' / ''" : 'none')};
    display: inline-block;
    margin-left: 4px;
    animation: ${turn} 1s linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

/** The plain field (no suggestions): React Aria's TextField. */
export const PlainField = styled(TextField)`
  position: relative;
`;

/** The field with its suggestion box, React Aria's ComboBox; the box is portalled into it and hangs below. */
export const Field = styled(ComboBox)`
  position: relative;
`;

export const OptionsPopover = styled(Popover)`
  ${listPopoverSurface}
  min-width: 320px;
`;

export const Options = styled(ListBox)`
  ${listScroll}
`;

/** One suggestion; `data-more` is More Results, a link to the symbol search. */
export const Option = styled(ListBoxItem)`
  padding: ${token('space1')} ${token('space2')};
  cursor: pointer;
  white-space: nowrap;
  border-top: 0;
  display: block;
  color: inherit;
  text-decoration: none;
  outline: none;

  &[data-more] {
    border-top: 1px solid ${token('colorBorder')};
    color: ${token('colorAccent')};
  }

  &[data-focused] {
    background: ${token('colorSurface')};
    outline: 1px solid ${token('colorFocus')};
    outline-offset: -1px;
  }
`;

export const Mark = styled.mark`
  background: transparent;
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
`;

export const Muted = styled.span`
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
`;
