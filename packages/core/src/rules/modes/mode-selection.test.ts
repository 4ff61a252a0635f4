import { MODES } from '../../catalogues/modes';
import { VISITOR, type Member } from '../../model/member';
import { isModeEnabled, modeMenuGroups, selectMode } from './mode-selection';

const member: Member = { ...VISITOR, chartCode: 42, memberType: 'FREE' };

describe('spec 3 §2.2 mode selection', () => {
  it.each([
    ['visitor, members-only mode', 'priceAlerts', null, true, { kind: 'createAccount' }],
    [
      'visitor, members-only mode, symbol not found',
      'advancedAlerts',
      VISITOR,
      false,
      { kind: 'createAccount' },
    ],
    [
      'visitor, Symbol Summary is open (spec 3 §6)',
      'symbolSummary',
      null,
      true,
      { kind: 'switch', mode: 'symbolSummary' },
    ],
    ['visitor, Symbol Summary, symbol not found', 'symbolSummary', null, false, { kind: 'none' }],
    [
      'visitor, Historical Price Data is open (spec 3 §6)',
      'historicalPriceData',
      VISITOR,
      true,
      { kind: 'switch', mode: 'historicalPriceData' },
    ],
    ['visitor, open mode', 'chartListSummary', null, true, { kind: 'switch', mode: 'chartListSummary' }],
    ['member, members-only mode', 'advancedAlerts', member, true, { kind: 'switch', mode: 'advancedAlerts' }],
    ['member, invalid symbol, unavailable mode', 'options', member, false, { kind: 'none' }],
    ['member, invalid symbol, comments', 'chartComments', member, false, { kind: 'none' }],
    [
      'member, invalid symbol, available mode',
      'chartListLibrary',
      member,
      false,
      { kind: 'switch', mode: 'chartListLibrary' },
    ],
    [
      'visitor, invalid symbol, members-only but available',
      'predefinedAlerts',
      null,
      false,
      { kind: 'createAccount' },
    ],
    ['unknown mode', 'nope', member, true, { kind: 'none' }],
    ['the current mode', 'chartSettings', member, true, { kind: 'none' }],
  ] as const)('%s', (_name, requested, who, symbolFound, expected) => {
    expect(selectMode(requested, { member: who, symbolFound, currentMode: 'chartSettings' })).toEqual(
      expected,
    );
  });

  it('groups the eleven modes in the table order', () => {
    const groups = modeMenuGroups();
    expect(groups.map((g) => [g.group, g.modes.map((m) => m.id)])).toEqual([
      ['Settings', ['chartSettings', 'chartStyleLibrary']],
      ['Saved Charts', ['chartListSummary', 'chartComments', 'chartListLibrary']],
      ['Alerts', ['priceAlerts', 'advancedAlerts', 'predefinedAlerts']],
      ['Tools and Resources', ['options', 'symbolSummary', 'historicalPriceData']],
    ]);
  });

  it.each(MODES.map((mode) => [mode.id, mode] as const))(
    '%s is enabled with a found symbol, and without one only when available',
    (_id, mode) => {
      expect(isModeEnabled(mode, true)).toBe(true);
      expect(isModeEnabled(mode, false)).toBe(!mode.isUnavailableForInvalidSymbol);
    },
  );
});
