export { SearchToolMenu } from './SearchToolMenu';
export type { SearchToolMenuProps } from './SearchToolMenu';
