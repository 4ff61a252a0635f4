import {
  CHARTS_AND_TOOLS_LINKS,
  CHART_CONTEXT_MENU,
  HELP_LINKS,
  LOWER_BAR_ACTIONS,
  MEMBER_MENU_LINKS,
  SCANS_AND_ALERTS_LINKS,
  UPPER_BAR_ACTIONS,
} from './menus';

describe('spec 3 §2.13 tool bars and menus', () => {
  it('has the lower bar actions in order', () => {
    expect(LOWER_BAR_ACTIONS.map((a) => a.title)).toEqual([
      'ChartStyles',
      'Save ChartStyle',
      'Set As Default',
      'Create Alert',
      'Link To Chart',
      'Print',
      'Share',
      'More',
    ]);
  });

  it('has the right-click menu in order', () => {
    expect(CHART_CONTEXT_MENU.map((a) => a.title)).toEqual([
      'Save Chart',
      'Save ChartStyle',
      'Annotate',
      'Create Alert',
      'Download Chart Image',
      'Open Image In New Tab',
      'Copy Chart Image',
      'Delete Chart',
      'Link To Chart',
    ]);
  });

  it('names each action once per bar', () => {
    for (const list of [UPPER_BAR_ACTIONS, LOWER_BAR_ACTIONS, CHART_CONTEXT_MENU]) {
      expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
    }
  });

  it('has the member menu paths in order, all members only', () => {
    expect(MEMBER_MENU_LINKS.map((l) => l.path)).toEqual([
      '/panels/',
      '/panels/#chartlists',
      '/def/servlet/ScanUI',
      '/h-mem/useralertsummary.html',
      '/h-mem/notificationhistory.html',
      '/marketplace/',
      '/youracct',
      '/logout',
    ]);
    expect(MEMBER_MENU_LINKS.every((l) => l.isMembersOnly)).toBe(true);
  });

  it('marks only the marketplace members only in Charts & Tools', () => {
    expect(CHARTS_AND_TOOLS_LINKS.filter((l) => l.isMembersOnly).map((l) => l.path)).toEqual([
      '/marketplace/',
    ]);
    expect(CHARTS_AND_TOOLS_LINKS).toHaveLength(19);
  });

  it('uses site-relative paths only', () => {
    for (const l of [
      ...CHARTS_AND_TOOLS_LINKS,
      ...SCANS_AND_ALERTS_LINKS,
      ...HELP_LINKS,
      ...MEMBER_MENU_LINKS,
    ]) {
      expect(l.path.startsWith('/')).toBe(true);
    }
  });
});
