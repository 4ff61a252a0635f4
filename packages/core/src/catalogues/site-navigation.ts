/**
 * The site around the workbench (spec 3 §2.13): the top navigation's menus, the footer's links, the data
 * vendors and the delayed-data notice. Paths the specification names are used as given; where it only names a
 * page ("market summary", "about"), the path is the host's and a host passes its own links to the components.
 */
import { CHARTS_AND_TOOLS_LINKS, HELP_LINKS, SCANS_AND_ALERTS_LINKS, type SiteLink } from './menus';

const links = (entries: readonly (readonly [string, string, boolean?])[]): SiteLink[] =>
  entries.map(([title, path, isMembersOnly = false]) => ({ title, path, isMembersOnly }));

/** The Market Analysis menu: the market, sector, industry, group, SCTR, earnings, IPO and crypto summaries. */
export const MARKET_ANALYSIS_LINKS: readonly SiteLink[] = links([
  ['Market Summary', '/freecharts/marketsummary.html'],
  ['Sector Summary', '/freecharts/sectorsummary.html'],
  ['Industry Summary', '/freecharts/industrysummary.html'],
  ['Group Summary', '/freecharts/groupsummary.html'],
  ['SCTR Reports', '/freecharts/sctr.html'],
  ['Earnings Summary', '/h-hd/earnings.html'],
  ['IPO Summary', '/h-ud/ud'],
  ['Crypto Summary', '/freecharts/cryptosummary.html'],
  ['Data Adjustments', '/freecharts/adjustments.html'],
]);

/** The Articles & Videos menu: the articles site, the newsletter archive, TV and the video channel. */
export const ARTICLES_AND_VIDEOS_LINKS: readonly SiteLink[] = links([
  ['Articles', '/articles/'],
  ['Newsletter Archives', '/newsletter/archives.html'],
  ['TV', '/tv/'],
  ['Video Channel', '/videos/'],
  ['Authors', '/articles/authors/'],
]);

/** The ChartSchool menu: its table of contents and two of its sections. */
export const CHARTSCHOOL_LINKS: readonly SiteLink[] = links([
  ['ChartSchool', '/chartschool/'],
  ['Journal', '/articles/journal/'],
  ['Dancing with the Trend', '/articles/dancing/'],
]);

/** One menu of the site navigation. */
export interface SiteMenu {
  readonly id: 'chartsAndTools' | 'scansAndAlerts' | 'marketAnalysis' | 'articlesAndVideos' | 'chartSchool';
  readonly title: string;
  readonly links: readonly SiteLink[];
}

/** The site navigation's menus, in order (spec 3 §2.13). */
export const SITE_MENUS: readonly SiteMenu[] = [
  { id: 'chartsAndTools', title: 'Charts & Tools', links: CHARTS_AND_TOOLS_LINKS },
  { id: 'scansAndAlerts', title: 'Scans & Alerts', links: SCANS_AND_ALERTS_LINKS },
  { id: 'marketAnalysis', title: 'Market Analysis', links: MARKET_ANALYSIS_LINKS },
  { id: 'articlesAndVideos', title: 'Articles & Videos', links: ARTICLES_AND_VIDEOS_LINKS },
  { id: 'chartSchool', title: 'ChartSchool', links: CHARTSCHOOL_LINKS },
];

/** The footer's links (spec 3 §2.13), app-store and social pages aside (those are the host's). */
export const FOOTER_LINKS: readonly SiteLink[] = links([
  ['Charts & Tools', '/freecharts/'],
  ['Articles', '/articles/'],
  ['TV', '/tv/'],
  ['ChartSchool', '/chartschool/'],
  ['Help Center', HELP_LINKS[0]?.path ?? '/support/'],
  ['FAQs', '/support/faq.html'],
  ['Pricing', '/pricing/'],
  ['About', '/about/'],
  ["What's New", '/new/'],
  ['Careers', '/careers/'],
  ['Terms', '/terms/'],
  ['Privacy', '/privacy/'],
  ['Site Map', '/sitemap.html'],
]);

/** The data vendors the footer names; the reference backend's data is synthetic, so it names its generator. */
export const DATA_VENDORS: readonly string[] = ['Chartbench synthetic market data'];

/** The footer's notice on delayed data (spec 3 §2.13). */
export const DELAYED_DATA_NOTICE = 'Data delayed 15 minutes unless otherwise stated.';

/** A menu as a viewer sees it: members-only entries (the marketplace) are left out for visitors (spec 3 §6). */
export function siteMenuLinks(menu: Pick<SiteMenu, 'links'>, loggedIn: boolean): SiteLink[] {
  return menu.links.filter((link) => loggedIn || !link.isMembersOnly);
}

/** The site search's address for a query; the symbol section when `symbol` (spec 3 §2.13). */
export function siteSearchUrl(query: string, symbol = false): string {
  const q = encodeURIComponent(query.trim());
  return symbol ? `/search/?section=symbol&q=${q}` : `/search/?q=${q}`;
}
