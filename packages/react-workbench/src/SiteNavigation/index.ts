export { SiteNavigation } from './SiteNavigation';
export type { SiteNavigationParts, SiteNavigationProps } from './SiteNavigation';
export { NavMenu } from './NavMenu';
export type { NavMenuProps } from './NavMenu';
