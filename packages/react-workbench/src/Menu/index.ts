export { MenuButton } from './MenuButton';
export type { MenuButtonProps } from './MenuButton';
export { MenuList } from './MenuList';
export {
  MENU_ROW_PX,
  MENU_ROWS_SHOWN,
  MenuEntry,
  MenuNote,
  MenuPopover,
  MenuRow,
  MenuSubEntry,
} from './Menu.styles';
export { usePointerOutside } from './usePointerOutside';
