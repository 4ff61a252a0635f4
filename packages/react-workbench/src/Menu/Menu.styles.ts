import type { ReactElement, RefAttributes } from 'react';
import { styled } from 'styled-components';
import { Menu, MenuItem, MenuSection, Popover, type MenuProps } from 'react-aria-components';
import { token } from '../theme/tokens';

/** A menu row's height: fixed, so a virtual list knows where every row lies without measuring (spec 3 §9). */
export const MENU_ROW_PX = 28;

/** The most rows a menu shows before it scrolls (spec 3 §9). */
export const MENU_ROWS_SHOWN = 15;

/**
 * Where a menu hangs: its button and, portalled into it, its popover, so the popover stays under the workbench
 * root and its tokens. Not positioned: React Aria places the popover against its offset parent and keeps it
 * inside the window, but with this box as the offset parent it kept the popover 12 px from this box's left
 * edge, not the window's, so a menu at the bar's right end reached past the window. The page then scrolled
 * sideways as the focus entered the menu, and React Aria closes a non-modal popover on any scroll: the Help
 * and Account menus closed as they opened.
 */
export const MenuAnchor = styled.div`
  display: inline-block;
`;

/**
 * The popup of every menu (React Aria's Popover): bordered, shadowed, above the page. It does not scroll; its
 * menu does, so a virtual menu's scroll box is the menu itself.
 */
export const MenuPopover = styled(Popover)`
  z-index: 30;
  display: flex;
  flex-direction: column;
  min-width: 14rem;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  box-shadow: ${token('shadow')};
  outline: none;
`;

/**
 * React Aria's Menu, typed through its public props: the type styled() infers for it names a module of React
 * Aria's that the package's declaration build cannot reach, so the styled menu is given this one.
 */
const AriaMenu: (props: MenuProps<unknown> & RefAttributes<HTMLDivElement>) => ReactElement | null = Menu;

/** The menu (React Aria's Menu): scrolls past 15 rows. Use it through {@link MenuList}. */
export const MenuBox = styled(AriaMenu)`
  box-sizing: border-box;
  min-height: 0;
  max-height: calc(${MENU_ROW_PX}px * ${MENU_ROWS_SHOWN});
  margin: 0;
  padding: ${token('space1')} 0;
  overflow-y: auto;
  outline: none;
` as typeof AriaMenu;

/**
 * One entry (React Aria's MenuItem, a link when given an href). React Aria marks its state with data
 * attributes: data-focused, data-hovered, data-disabled, data-selected (the checked entry of a menu that
 * keeps one).
 */
export const MenuEntry = styled(MenuItem)`
  display: block;
  box-sizing: border-box;
  padding: ${token('space1')} ${token('space3')};
  color: ${token('colorText')};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &[data-focused],
  &[data-hovered] {
    background: ${token('colorSurface')};
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${token('colorFocus')};
  }

  /* The checked entry of a menu that keeps one, or the entry of what is being viewed. */
  &[data-selected],
  &[data-current] {
    font-weight: 600;
  }

  &[data-disabled] {
    color: ${token('colorTextMuted')};
    cursor: not-allowed;
  }
`;

/** A row of entries that belong together (a named group), laid out side by side: a name, then its actions. */
export const MenuRow = styled(MenuSection)`
  display: flex;
  align-items: center;

  & > :first-child {
    flex: 1;
  }
`;

/** A small action beside an entry in a `MenuRow` (Rename, Delete, Make default). */
export const MenuSubEntry = styled(MenuEntry)`
  padding: ${token('space1')} ${token('space2')};
  color: ${token('colorAccent')};
  font-size: ${token('fontSizeSmall')};
`;

/** A line of text in place of entries: loading, none, failed (a menu's empty state). */
export const MenuNote = styled.p`
  margin: 0;
  padding: ${token('space1')} ${token('space3')};
  color: ${token('colorTextMuted')};
  white-space: nowrap;
`;
