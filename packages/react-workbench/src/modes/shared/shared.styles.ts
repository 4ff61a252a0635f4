import { keyframes, styled } from 'styled-components';
import { token } from '../../theme/tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StatusBox = styled.div<{ $tone?: 'danger' | 'muted' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space2')};
  padding: ${token('space4')};
  text-align: center;
  color: ${({ $tone }) => ($tone === 'danger' ? token('colorDanger') : token('colorTextMuted'))};
`;

export const StatusText = styled.p`
  margin: 0;
`;

export const Spinner = styled.span`
  width: 20px;
  height: 20px;
  border: 2px solid ${token('colorBorder')};
  border-top-color: ${token('colorAccent')};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export const ModeHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space2')};
  padding: ${token('space2')} 0;
`;

export const ModeTitle = styled.h3`
  margin: 0;
  margin-right: auto;
  font-size: 16px;
  font-weight: 600;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('fontSizeSmall')};

  & th,
  & td {
    padding: ${token('space1')} ${token('space2')};
    border-bottom: 1px solid ${token('colorBorder')};
    text-align: left;
    white-space: nowrap;
  }

  & th {
    background: ${token('colorSurface')};
    font-weight: 600;
  }

  & td[data-numeric='true'],
  & th[data-numeric='true'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A wide table's scroller: in the tab order, so a keyboard can scroll it (a table of text has no other stop).
 * Positioned, so visually hidden headings inside it stay inside it and do not widen the page on a phone.
 */
export const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  position: relative;
  overflow-x: auto;
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

export const SmallButton = styled(Button)`
  height: 24px;
  padding: 0 ${token('space2')};
  font-size: ${token('fontSizeSmall')};
`;

export const TextLink = styled.a`
  color: ${token('colorAccent')};
`;

export const Select = styled.select`
  height: ${token('controlHeight')};
  padding: 0 ${token('space2')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  font: inherit;
`;

export const Field = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${token('space1')};
  font-size: ${token('fontSizeSmall')};
`;

export const Message = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: ${token('space2')} 0;
  color: ${({ $tone }) => ($tone === 'danger' ? token('colorDanger') : token('colorSuccess'))};
`;

export const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 2px);
  left: 0;
  min-width: 200px;
  max-height: calc(28px * 15);
  overflow-y: auto;
  padding: ${token('space1')} 0;
  background: ${token('colorBackground')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  box-shadow: ${token('shadow')};
`;

export const PopupWrap = styled.div`
  position: relative;
  display: inline-block;
`;

export const PopupItem = styled.label`
  display: flex;
  align-items: center;
  gap: ${token('space2')};
  min-height: 28px;
  padding: 0 ${token('space3')};
  white-space: nowrap;
  cursor: pointer;
`;

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
