import { styled } from 'styled-components';
import { dropdownSurface } from '../theme/dropdown';
import { token } from '../theme/tokens';

export const Nav = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${token('space1')};
`;

export const MenuWrap = styled.div`
  position: relative;
  display: inline-block;
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

export const Popup = styled.div`
  ${dropdownSurface}
  top: calc(100% + 2px);
  min-width: 14rem;
`;

/** A menu row's height: fixed, so a virtual list knows where every row lies without measuring (spec 3 §9). */
export const ITEM_HEIGHT_PX = 28;

/** A row, placed by the virtual list (absolutely, at its offset) inside a list as tall as all rows. */
export const Item = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  height: ${ITEM_HEIGHT_PX}px;
  line-height: ${ITEM_HEIGHT_PX - 8}px;
  overflow: hidden;
  text-overflow: ellipsis;
  padding: ${token('space1')} ${token('space3')};
  color: ${token('colorText')};
  white-space: nowrap;
  cursor: pointer;

  &[aria-checked='true'] {
    font-weight: 600;
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${token('colorTextMuted')};
  }

  &:focus,
  &:hover {
    outline: none;
    background: ${token('colorSurface')};
  }
`;

export const MenuList = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;

  &:focus {
    outline: none;
  }
`;

export const Note = styled.p`
  margin: 0;
  padding: ${token('space1')} ${token('space3')};
  color: ${token('colorTextMuted')};
  white-space: nowrap;
`;

/** The viewed saved chart's classic chart page link (spec 3 §2.15). */
export const NavLink = styled.a`
  padding: 0 ${token('space1')};
  color: ${token('colorAccent')};
  font-size: ${token('fontSizeSmall')};
  white-space: nowrap;
`;
