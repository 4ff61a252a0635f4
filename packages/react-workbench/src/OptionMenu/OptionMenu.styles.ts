import { styled } from 'styled-components';
import { Button, Header, ListBox, ListBoxItem, Popover, Select } from 'react-aria-components';
import { listPopoverSurface, listScroll } from '../theme/listPopover';
import { token } from '../theme/tokens';

/**
 * Holds the trigger and, portalled into it, the popover: both stay inside the workbench root and its tokens. Not
 * positioned: React Aria keeps a popover 12 px inside its offset parent, so with this box as that parent a list
 * wider than its button hung past the window's right edge (the story `AtTheRightEdge`).
 */
export const MenuWrap = styled(Select)`
  display: inline-block;
`;

export const MenuButton = styled(Button)`
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

  &[data-focus-visible] {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 1px;
  }

  &[data-disabled] {
    cursor: default;
    opacity: 0.6;
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

export const MenuPopover = styled(Popover)`
  ${listPopoverSurface}
`;

export const List = styled(ListBox)`
  ${listScroll}
`;

export const GroupHeading = styled(Header)`
  padding: ${token('space1')} ${token('space3')};
  font-size: ${token('fontSizeSmall')};
  font-weight: 600;
  color: ${token('colorTextMuted')};
  text-transform: uppercase;
`;

/** One entry: `data-divider` draws a line above it, `data-locked` greys it (the lock label says why). */
export const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space3')};
  height: 28px;
  padding: 0 ${token('space3')};
  white-space: nowrap;
  cursor: pointer;
  border-top: 1px solid transparent;
  outline: none;

  &[data-divider] {
    border-top-color: ${token('colorBorder')};
  }

  &[data-focused] {
    background: ${token('colorSurface')};
  }

  &[data-focus-visible] {
    outline: 1px solid ${token('colorFocus')};
    outline-offset: -1px;
  }

  &[data-selected] {
    font-weight: 600;
    color: ${token('colorAccent')};
  }

  &[data-locked] {
    color: ${token('colorTextMuted')};
  }
`;

export const Lock = styled.span`
  color: ${token('colorLock')};
  font-size: ${token('fontSizeSmall')};
`;
