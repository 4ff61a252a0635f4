export { SiteFooter } from './SiteFooter';
export type { SiteFooterProps } from './SiteFooter';
