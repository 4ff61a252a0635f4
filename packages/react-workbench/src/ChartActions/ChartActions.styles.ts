import { styled } from 'styled-components';
import { token } from '../theme/tokens';

export const Group = styled.div`
  display: inline-flex;
  gap: ${token('space1')};
`;

export const ActionButton = styled.button`
  height: ${token('controlHeight')};
  padding: 0 ${token('space3')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  font: inherit;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    color: ${token('colorTextMuted')};
    background: ${token('colorSurface')};
  }

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;
