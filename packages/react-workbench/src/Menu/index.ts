export { MenuButton } from './MenuButton';
export type { MenuButtonProps } from './MenuButton';
export { MenuList } from './MenuList';
export { MENU_ROW_PX, MENU_ROWS_SHOWN, MenuEntry, MenuNote, MenuRow, MenuSubEntry } from './Menu.styles';
