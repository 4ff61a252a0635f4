import { createContext, useContext } from 'react';
import type { MenuProps } from 'react-aria-components';
import { MenuBox } from './Menu.styles';

/** The id of the element that names the menu of the enclosing {@link MenuButton}. */
export const MenuLabelContext = createContext<string | undefined>(undefined);

/**
 * A menu (React Aria's `Menu`, styled): entries are `MenuEntry`s, or `MenuRow`s of them; long menus go inside a
 * React Aria `Virtualizer`. Inside a {@link MenuButton} it is named by the button's label (without the ▾ the
 * button shows), not by the whole button text as React Aria would name it. However it opened, the focus goes to
 * its checked entry, else its first (React Aria focuses the menu itself after a click), so the arrows start
 * from an entry, as they always did here.
 */
export function MenuList<T extends object>(props: MenuProps<T>) {
  const labelledBy = useContext(MenuLabelContext);
  return <MenuBox aria-labelledby={labelledBy} autoFocus="first" {...(props as MenuProps<unknown>)} />;
}
