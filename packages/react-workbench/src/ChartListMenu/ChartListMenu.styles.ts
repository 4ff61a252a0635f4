import { styled } from 'styled-components';
import { MENU_ROW_PX, MenuEntry } from '../Menu/index';
import { token } from '../theme/tokens';

export const Nav = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${token('space1')};
`;

export const NavButton = styled.button`
  height: ${token('controlHeight')};
  max-width: 16rem;
  padding: 0 ${token('space2')};
  overflow: hidden;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  font: inherit;
  text-overflow: ellipsis;
  white-space: nowrap;
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

/** A row of a virtual menu: exactly one row high, the text cut with an ellipsis (the whole name is its title). */
export const VirtualEntry = styled(MenuEntry)`
  height: ${MENU_ROW_PX}px;
  line-height: ${MENU_ROW_PX - 8}px;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The viewed saved chart's classic chart page link (spec 3 §2.15). */
export const NavLink = styled.a`
  padding: 0 ${token('space1')};
  color: ${token('colorAccent')};
  font-size: ${token('fontSizeSmall')};
  white-space: nowrap;
`;

/** A box that is no box (`display: contents`): it only takes a button's key presses before React Aria does. */
export const KeyGuard = styled.span`
  display: contents;
`;
