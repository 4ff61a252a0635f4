import { styled } from 'styled-components';
import { dropdownSurface } from '../theme/dropdown';
import { token } from '../theme/tokens';

export const MenuWrap = styled.div`
  position: relative;
  display: inline-block;
`;

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${token('space2')};
  min-width: 120px;
  height: ${token('controlHeight')};
  padding: 0 ${token('space3')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  font: inherit;
  cursor: pointer;
  justify-content: space-between;

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }

  &::after {
    content: '';
    border: 4px solid transparent;
    border-top-color: currentColor;
    margin-top: 4px;
  }
`;

export const MenuLabel = styled.span`
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
  margin-right: ${token('space1')};
`;

export const ListBox = styled.ul`
  ${dropdownSurface}
  top: calc(100% + 2px);
  min-width: 100%;

  &:focus {
    outline: none;
  }
`;

export const GroupHeading = styled.li`
  padding: ${token('space1')} ${token('space3')};
  font-size: ${token('fontSizeSmall')};
  font-weight: 600;
  color: ${token('colorTextMuted')};
  text-transform: uppercase;
`;

export const Option = styled.li<{ $active: boolean; $divider: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space3')};
  height: 28px;
  padding: 0 ${token('space3')};
  white-space: nowrap;
  cursor: pointer;
  border-top: ${(p) => (p.$divider ? `1px solid ${token('colorBorder')}` : '1px solid transparent')};
  background: ${(p) => (p.$active ? token('colorSurface') : 'transparent')};

  &[aria-selected='true'] {
    font-weight: 600;
    color: ${token('colorAccent')};
  }

  &[aria-disabled='true'] {
    color: ${token('colorTextMuted')};
  }
`;

export const Lock = styled.span`
  color: ${token('colorLock')};
  font-size: ${token('fontSizeSmall')};
`;
