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

export const SaveButton = styled(ActionButton)<{ $unsaved: boolean }>`
  ${({ $unsaved }) =>
    $unsaved
      ? `border-color: ${token('colorSuccess')}; background: ${token('colorSuccess')}; color: #fff; font-weight: 600;`
      : `color: ${token('colorTextMuted')}; background: ${token('colorSurface')};`}
`;

export const Check = styled.span`
  margin-right: ${token('space1')};
`;

export const ToggleButton = styled(ActionButton)`
  &[aria-pressed='true'] {
    border-color: ${token('colorFocus')};
    background: ${token('colorSurface')};
    font-weight: 600;
  }
`;

export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${token('space1')};
  padding: 0 ${token('space2')};
  color: ${token('colorText')};
  white-space: nowrap;
  cursor: pointer;
`;
