import { styled } from 'styled-components';
import { Popover } from 'react-aria-components';
import { token } from '../theme/tokens';

export const Panel = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space3')};
  padding: ${token('space3')};
  background: ${token('colorSurface')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  color: ${token('colorText')};
`;

export const Section = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space2')} ${token('space3')};
  margin: 0;
  padding: ${token('space3')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
`;

export const Legend = styled.legend`
  padding: 0 ${token('space1')};
  font-size: ${token('fontSizeSmall')};
  font-weight: 700;
  letter-spacing: 0.06em;
  color: ${token('colorTextMuted')};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const FieldLabel = styled.label`
  font-size: ${token('fontSizeSmall')};
  color: ${token('colorTextMuted')};
`;

export const TextInput = styled.input`
  width: 120px;
  height: ${token('controlHeight')};
  padding: 0 ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${token('colorDanger')};
    outline-color: ${token('colorDanger')};
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

export const Checks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${token('space1')} ${token('space3')};
  width: 100%;
`;

export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${token('space1')};
  font-size: ${token('fontSizeSmall')};
`;

export const Row = styled.li<{ $dragOver?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space2')};
  padding: ${token('space1')} 0;
  border-top: 2px solid ${({ $dragOver }) => ($dragOver ? token('colorAccent') : 'transparent')};
`;

export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const IconButton = styled.button`
  min-width: ${token('controlHeight')};
  height: ${token('controlHeight')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  cursor: pointer;

  &:disabled {
    opacity: 0.4;
    cursor: default;
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

export const DragHandle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: ${token('controlHeight')};
  color: ${token('colorTextMuted')};
  cursor: grab;
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space2')};
`;

export const Button = styled.button<{ $primary?: boolean }>`
  height: ${token('controlHeight')};
  padding: 0 ${token('space3')};
  border: 1px solid ${({ $primary }) => ($primary ? token('colorAccent') : token('colorBorder'))};
  border-radius: ${token('radius')};
  background: ${({ $primary }) => ($primary ? token('colorAccent') : token('colorBackground'))};
  color: ${({ $primary }) => ($primary ? token('colorAccentText') : token('colorText'))};
  font: inherit;
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

export const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 20px);
  gap: ${token('space1')};
`;

export const Swatch = styled.button<{ $color: string }>`
  width: 20px;
  height: 20px;
  padding: 0;
  border: 1px solid ${token('colorBorder')};
  border-radius: 2px;
  background: ${({ $color }) => $color};
  cursor: pointer;

  &[aria-pressed='true'] {
    outline: 2px solid ${token('colorFocus')};
  }
`;

/** The colour picker's popover (React Aria's); its dialog lays out the swatches, the hex field and Default. */
export const PickerPopover = styled(Popover)`
  z-index: 10;
  padding: ${token('space2')};
  background: ${token('colorBackground')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  box-shadow: ${token('shadow')};

  & [role='dialog'] {
    display: flex;
    flex-direction: column;
    gap: ${token('space2')};
    outline: none;
  }
`;

/**
 * A colour picker: its label, button and, portalled into it, its popover. Not positioned: React Aria keeps a
 * popover 12 px inside its offset parent, so with this box as that parent a picker near the window's right edge
 * opened past it, and a page scrolled sideways closes a non-modal popover (story `AtTheRightEdge`).
 */
export const PickerWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;
