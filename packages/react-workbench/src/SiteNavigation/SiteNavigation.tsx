import { useEffect, useRef, useState } from 'react';
import type { SiteLink, SiteMenu } from '@chartbench/core';
import {
  HELP_LINKS,
  MEMBER_MENU_LINKS,
  SITE_LINKS,
  SITE_MENUS,
  siteMenuLinks,
  siteSearchUrl,
} from '@chartbench/core';
import { ActionButton } from '../ChartActions/ChartActions.styles';
import { WorkbenchRoot } from '../theme/Root';
import { useWorkbench } from '../WorkbenchProvider/WorkbenchProvider';
import { NavMenu } from './NavMenu';
import { LinkButton, Menus, Nav, SearchForm, Spacer } from './SiteNavigation.styles';

/** Which parts of the site navigation show; each is on unless turned off. */
export interface SiteNavigationParts {
  /** The five site menus (Charts & Tools ... ChartSchool). */
  readonly menus?: boolean;
  /** The site search toggle. */
  readonly search?: boolean;
  /** The help menu. */
  readonly help?: boolean;
  /** Log In and Free Trial for visitors, the account menu for members. */
  readonly account?: boolean;
}

/** Props of {@link SiteNavigation}. */
export interface SiteNavigationProps {
  /** Parts to leave out, e.g. `{ search: false }`; everything shows by default. */
  readonly parts?: SiteNavigationParts;
  /** The menus; the product's catalogue when omitted (a host puts its own pages here). */
  readonly menus?: readonly SiteMenu[];
  /** The help menu's links; the product's 8 when omitted. */
  readonly helpLinks?: readonly SiteLink[];
}

/**
 * The site navigation around the workbench (spec 3 §2.13): the site menus (members-only entries such as the
 * marketplace only for members), the site search that toggles and takes focus when shown, the help menu, and
 * Log In / Free Trial for visitors or the account menu for members. Each part can be turned off by a host.
 */
export function SiteNavigation({
  parts = {},
  menus = SITE_MENUS,
  helpLinks = HELP_LINKS,
}: SiteNavigationProps) {
  const member = useWorkbench((state) => state.member);
  const loggedIn = member !== null;
  const [searchShown, setSearchShown] = useState(false);
  const [query, setQuery] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (searchShown) searchInput.current?.focus();
  }, [searchShown]);

  return (
    <WorkbenchRoot>
      <Nav aria-label="Site">
        <a href={SITE_LINKS.home}>Home</a>
        {parts.menus !== false && (
          <Menus>
            {menus.map((menu) => (
              <NavMenu key={menu.id} title={menu.title} links={siteMenuLinks(menu, loggedIn)} />
            ))}
          </Menus>
        )}
        <Spacer />
        {parts.search !== false && (
          <>
            <ActionButton
              type="button"
              aria-expanded={searchShown}
              onClick={() => setSearchShown(!searchShown)}
            >
              Search
            </ActionButton>
            {searchShown && (
              <SearchForm
                role="search"
                action={SITE_LINKS.search}
                method="get"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (query.trim() !== '') window.location.assign(siteSearchUrl(query));
                }}
              >
                <input
                  ref={searchInput}
                  name="q"
                  aria-label="Search the site"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
                <ActionButton type="submit">Go</ActionButton>
              </SearchForm>
            )}
          </>
        )}
        {parts.help !== false && (
          <Menus>
            <NavMenu title="Help" links={helpLinks} />
          </Menus>
        )}
        {parts.account !== false &&
          (loggedIn ? (
            <Menus>
              <NavMenu
                title={`Account: ${member.firstName || member.fullName || 'Member'}`}
                links={MEMBER_MENU_LINKS}
              />
            </Menus>
          ) : (
            <>
              <LinkButton href={SITE_LINKS.login}>Log In</LinkButton>
              <LinkButton href={SITE_LINKS.freeTrial}>Free Trial</LinkButton>
            </>
          ))}
      </Nav>
    </WorkbenchRoot>
  );
}
