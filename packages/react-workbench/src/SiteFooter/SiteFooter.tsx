import type { SiteLink } from '@chartbench/core';
import { DATA_VENDORS, DELAYED_DATA_NOTICE, FOOTER_LINKS } from '@chartbench/core';
import { ActionButton } from '../ChartActions/ChartActions.styles';
import { WorkbenchRoot } from '../theme/Root';
import { useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { Bottom, Footer, Links, Notice } from './SiteFooter.styles';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** The version label at the page bottom; none when omitted. */
  readonly version?: string;
  /** The footer's links; the product's when omitted (a host adds its app-store and social pages here). */
  readonly links?: readonly SiteLink[];
  /** The data vendors named; the reference backend's when omitted. */
  readonly vendors?: readonly string[];
  /** Show the page-bottom Refresh button (on by default). */
  readonly refreshButton?: boolean;
}

/**
 * The page footer (spec 3 §2.13): the site links, the data vendors, the delayed-data notice, and at the page
 * bottom the Refresh button (the chart's refresh, with its 1000 ms lock, spec 3 §4) and the version label.
 */
export function SiteFooter({
  version,
  links = FOOTER_LINKS,
  vendors = DATA_VENDORS,
  refreshButton = true,
}: SiteFooterProps) {
  const actions = useWorkbenchActions();
  return (
    <WorkbenchRoot>
      <Footer aria-label="Site footer">
        <Links>
          {links.map((link) => (
            <li key={link.path + link.title}>
              <a href={link.path}>{link.title}</a>
            </li>
          ))}
        </Links>
        <Notice>Market data provided by {vendors.join(', ')}.</Notice>
        <Notice>{DELAYED_DATA_NOTICE}</Notice>
        <Bottom>
          {refreshButton && (
            <ActionButton type="button" onClick={() => actions.refresh()}>
              Refresh
            </ActionButton>
          )}
          {version !== undefined && <span>Version {version}</span>}
        </Bottom>
      </Footer>
    </WorkbenchRoot>
  );
}
