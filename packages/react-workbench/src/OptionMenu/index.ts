export { OptionMenu } from './OptionMenu';
export type { MenuOption, OptionMenuProps } from './OptionMenu';
