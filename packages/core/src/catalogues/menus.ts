/**
 * The workbench's action menus and the site navigation (spec 3 §2.13): the upper and lower tool bars, the
 * chart's right-click menu, the site menus and the member menu. Titles of site-menu entries the specification
 * gives only as paths are the pages' usual names.
 */

/** One action of a tool bar or context menu. */
export interface MenuAction {
  readonly id: string;
  readonly title: string;
}

const actions = (entries: readonly (readonly [string, string])[]): MenuAction[] =>
  entries.map(([id, title]) => ({ id, title }));

/** The upper tool bar, in order (spec 3 §2.13). */
export const UPPER_BAR_ACTIONS: readonly MenuAction[] = actions([
  ['symbol', 'Symbol'],
  ['go', 'Go'],
  ['period', 'Period'],
  ['range', 'Range'],
  ['chartList', 'ChartList'],
  ['chart', 'Chart'],
  ['previous', 'Previous'],
  ['next', 'Next'],
  ['save', 'Save'],
  ['saveAs', 'Save As'],
  ['annotate', 'Annotate'],
  ['inspect', 'Inspect'],
  ['delete', 'Delete'],
  ['autoSize', 'Auto-Size Charts'],
  ['preferences', 'Workbench Preferences'],
  ['help', 'Help'],
]);

/** The lower tool bar, in order (spec 3 §2.13). */
export const LOWER_BAR_ACTIONS: readonly MenuAction[] = actions([
  ['chartStyles', 'ChartStyles'],
  ['saveChartStyle', 'Save ChartStyle'],
  ['setAsDefault', 'Set As Default'],
  ['createAlert', 'Create Alert'],
  ['linkToChart', 'Link To Chart'],
  ['print', 'Print'],
  ['share', 'Share'],
  ['more', 'More'],
]);

/** The chart's right-click menu, in order; Copy Chart Image only where the clipboard supports images. */
export const CHART_CONTEXT_MENU: readonly MenuAction[] = actions([
  ['saveChart', 'Save Chart'],
  ['saveChartStyle', 'Save ChartStyle'],
  ['annotate', 'Annotate'],
  ['createAlert', 'Create Alert'],
  ['downloadImage', 'Download Chart Image'],
  ['openImage', 'Open Image In New Tab'],
  ['copyImage', 'Copy Chart Image'],
  ['deleteChart', 'Delete Chart'],
  ['linkToChart', 'Link To Chart'],
]);

/** One link of a site menu. */
export interface SiteLink {
  readonly title: string;
  readonly path: string;
  readonly isMembersOnly: boolean;
}

const links = (entries: readonly (readonly [string, string, boolean?])[]): SiteLink[] =>
  entries.map(([title, path, isMembersOnly = false]) => ({ title, path, isMembersOnly }));

/** The Charts & Tools menu (spec 3 §2.13). */
export const CHARTS_AND_TOOLS_LINKS: readonly SiteLink[] = links([
  ['SharpCharts Workbench', '/sc3/ui/'],
  ['Advanced Charting Platform', '/acp/'],
  ['Point & Figure Charts', '/freecharts/pnf.php'],
  ['Symbol Summary', '/freecharts/symbolsummary.html'],
  ['GalleryView', '/freecharts/gallery.html'],
  ['Seasonality', '/freecharts/seasonality.php'],
  ['CandleGlance', '/freecharts/candleglance.html'],
  ['MarketCarpets', '/marketcarpet/'],
  ['PerfCharts', '/freecharts/perf.php'],
  ['Relative Rotation Graphs', '/freecharts/rrg/'],
  ['Yield Curve', '/freecharts/yieldcurve.php'],
  ['Option Chains', '/freecharts/options/'],
  ['Options Strategy', '/freecharts/options/strategy/'],
  ['Marketplace', '/marketplace/', true],
  ['Sample Chart Gallery', '/freecharts/sample/chart-gallery.html'],
  ['Historical Data', '/freecharts/historical/'],
  ['DecisionPoint Chart Gallery', '/freecharts/dpgallery.html'],
  ['Public ChartLists', '/public/'],
  ['Free Charts', '/freecharts/'],
]);

/** The Scans & Alerts menu (spec 3 §2.13). */
export const SCANS_AND_ALERTS_LINKS: readonly SiteLink[] = links([
  ['Scan Workbench', '/def/servlet/ScanUI'],
  ['Scheduled Scans', '/scheduled-scans/sscans'],
  ['Sample Scan Library', '/freecharts/sample/scan-library.html'],
  ['Predefined Scans', '/def/servlet/SC.scan'],
  ['Your Alerts', '/h-mem/useralertsummary.html'],
  ['Price Alert Workbench', '/h-mem/price-alert-workbench.html'],
  ['Advanced Alert Workbench', '/h-al/al'],
  ['Alert Summary', '/freecharts/alertsummary.html'],
]);

/**
 * The Help menu's 8 entries (spec 3 §2.13). The spec names the help centre and the status site without an
 * address: these are the host's own paths, which a host replaces through the menu's `helpLinks`.
 */
export const HELP_LINKS: readonly SiteLink[] = links([
  ['Help Center', '/support/'],
  ['Technical Support', '/support/techsupport.html'],
  ['Site Map', '/sitemap.html'],
  ["What's New", '/new/'],
  ['Welcome', '/welcome/'],
  ['Catalog', '/freecharts/catalog/'],
  ['Symbol Request', '/support/symbolrequest.html'],
  ['Site Status', '/status/'],
]);

/** The member menu, in order (spec 3 §2.13). */
export const MEMBER_MENU_LINKS: readonly SiteLink[] = links([
  ['Dashboard', '/panels/', true],
  ['ChartLists', '/panels/#chartlists', true],
  ['Scans', '/def/servlet/ScanUI', true],
  ['Alerts', '/h-mem/useralertsummary.html', true],
  ['Notifications', '/h-mem/notificationhistory.html', true],
  ['Add-ons', '/marketplace/', true],
  ['Account', '/youracct', true],
  ['Log Out', '/logout', true],
]);

/** Top-level site links (spec 3 §2.13). */
export const SITE_LINKS = {
  home: '/',
  login: '/login/',
  freeTrial: '/checkout/freetrial/',
  dashboard: '/panels/',
  search: '/search/',
  /** The link to request a symbol, shown on the invalid-symbol screen (spec 3 §2.1). */
  symbolRequest: '/support/symbolrequest.html',
} as const;
