import { DEFAULT_MODE_ID, MODES, MODE_GROUPS, findMode } from './modes';
import { MODALS, findModal } from './modals';

describe('spec 3 §2.2 modes', () => {
  it.each([
    ['Settings', 'Chart Settings', false, false],
    ['Settings', 'ChartStyle Library', false, true],
    ['Saved Charts', 'ChartList Summary', false, false],
    ['Saved Charts', 'Chart Comments', false, true],
    ['Saved Charts', 'ChartList Library', false, false],
    ['Alerts', 'Price Alerts', true, false],
    ['Alerts', 'Advanced Alerts', true, false],
    ['Alerts', 'Predefined Alerts', true, false],
    ['Tools and Resources', 'Options', false, true],
    // Spec 3 §6 (visitors view Symbol Summary and Daily historical data) wins over the §2.2 table's mark.
    ['Tools and Resources', 'Symbol Summary', false, true],
    ['Tools and Resources', 'Historical Price Data', false, true],
  ])(
    '%s / %s: members only %s, unavailable for invalid symbol %s',
    (group, title, membersOnly, unavailable) => {
      expect(MODES.find((m) => m.title === title)).toMatchObject({
        group,
        isMembersOnly: membersOnly,
        isUnavailableForInvalidSymbol: unavailable,
      });
    },
  );

  it('has 11 modes in table order, grouped, Chart Settings by default', () => {
    expect(MODES).toHaveLength(11);
    expect(MODE_GROUPS).toEqual(['Settings', 'Saved Charts', 'Alerts', 'Tools and Resources']);
    expect(findMode(DEFAULT_MODE_ID)?.title).toBe('Chart Settings');
    expect(findMode('nope')).toBeUndefined();
  });
});

describe('spec 3 §2.14 modals', () => {
  it('has the 20 modal types, each id once', () => {
    expect(MODALS).toHaveLength(20);
    expect(new Set(MODALS.map((m) => m.id)).size).toBe(20);
  });

  it.each(MODALS.map((m) => [m.id, m.closesOnBackgroundClick] as const))(
    '%s closes on background click: %s',
    (id, closes) => {
      const stayOpen = [
        'createChartList',
        'createPriceAlert',
        'editChartName',
        'editChartStyleName',
        'emailChart',
        'saveChart',
        'addToChartList',
      ];
      expect(closes).toBe(!stayOpen.includes(id));
    },
  );

  it('titles the link modal Share Chart and lets save serve save-as and set-as-default', () => {
    expect(findModal('linkToChart')?.title).toBe('Share Chart');
    expect(findModal('saveChart')?.variants).toEqual(['saveAsNewChart', 'saveChart', 'moveChart']);
    expect(findModal('saveChartStyle')?.variants).toContain('setAsDefault');
  });

  it('needs no login for the account, upgrade, preferences, tour and coming-soon modals', () => {
    expect(
      MODALS.filter((m) => !m.requiresLogin)
        .map((m) => m.id)
        .sort(),
    ).toEqual([
      'comingSoon',
      'createAccount',
      'endTour',
      'startTour',
      'upgradeToExtra',
      'upgradeToPro',
      'workbenchPreferences',
    ]);
  });
});
