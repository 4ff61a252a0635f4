import { screen, within } from '@testing-library/react';
import { HELP_LINKS } from '@chartbench/core';
import { MEMBERS } from '../test/members';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { SiteNavigation } from './SiteNavigation';

const nav = () => within(screen.getByRole('navigation', { name: 'Site' }));

describe('spec 3 §2.13 site navigation', () => {
  it('a visitor sees the five menus, Log In and Free Trial, and no marketplace', async () => {
    const { user } = renderWithWorkbench(<SiteNavigation />);
    for (const title of [
      'Charts & Tools',
      'Scans & Alerts',
      'Market Analysis',
      'Articles & Videos',
      'ChartSchool',
    ]) {
      expect(nav().getByRole('button', { name: `${title} ▾` })).toBeInTheDocument();
    }
    expect(nav().getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login/');
    expect(nav().getByRole('link', { name: 'Free Trial' })).toHaveAttribute('href', '/checkout/freetrial/');
    await user.click(nav().getByRole('button', { name: 'Charts & Tools ▾' }));
    // Menu entries that are links: anchors with the menu item role.
    expect(nav().getByRole('menuitem', { name: 'SharpCharts Workbench' })).toHaveAttribute(
      'href',
      '/sc3/ui/',
    );
    expect(nav().queryByRole('menuitem', { name: 'Marketplace' })).not.toBeInTheDocument();
  });

  it('a member gets the account menu and the marketplace, not Log In', async () => {
    const { user } = renderWithWorkbench(<SiteNavigation />, { member: MEMBERS.pro });
    expect(nav().queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    await user.click(nav().getByRole('button', { name: 'Account: Pat ▾' }));
    expect(
      within(nav().getByRole('menu', { name: 'Account: Pat' }))
        .getAllByRole('menuitem')
        .map((a) => a.textContent),
    ).toEqual([
      'Dashboard',
      'ChartLists',
      'Scans',
      'Alerts',
      'Notifications',
      'Add-ons',
      'Account',
      'Log Out',
    ]);
    await user.click(nav().getByRole('button', { name: 'Charts & Tools ▾' }));
    expect(nav().getByRole('menuitem', { name: 'Marketplace' })).toHaveAttribute('href', '/marketplace/');
  });

  it('the help menu has its 8 entries; a click outside closes a menu', async () => {
    const { user } = renderWithWorkbench(<SiteNavigation />);
    await user.click(nav().getByRole('button', { name: 'Help ▾' }));
    expect(within(nav().getByRole('menu', { name: 'Help' })).getAllByRole('menuitem')).toHaveLength(
      HELP_LINKS.length,
    );
    expect(HELP_LINKS).toHaveLength(8);
    await user.click(document.body);
    expect(nav().queryByRole('menu', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('the site search toggles and takes focus when shown', async () => {
    const { user } = renderWithWorkbench(<SiteNavigation />);
    expect(nav().queryByRole('search')).not.toBeInTheDocument();
    await user.click(nav().getByRole('button', { name: 'Search' }));
    expect(nav().getByRole('textbox', { name: 'Search the site' })).toHaveFocus();
    await user.click(nav().getByRole('button', { name: 'Search' }));
    expect(nav().queryByRole('search')).not.toBeInTheDocument();
  });

  it('a host turns parts off', () => {
    renderWithWorkbench(
      <SiteNavigation parts={{ menus: false, search: false, help: false, account: false }} />,
    );
    expect(nav().queryAllByRole('button')).toEqual([]);
    expect(nav().queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });
});
