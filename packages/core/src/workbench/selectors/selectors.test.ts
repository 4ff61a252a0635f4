import { createDefaultChartSettings, parseMember, type Member } from '../../model/index';
import { toIsoDate } from '../../rules/index';
import { createInitialState } from '../store/create-workbench';
import {
  selectChartHeight,
  selectChartWidth,
  selectGate,
  selectIsCryptoSymbol,
  selectSaveButtonLook,
  todayFromClock,
} from './index';

const withSettings = (changes: Partial<ReturnType<typeof createDefaultChartSettings>>) =>
  createInitialState({ settings: { ...createDefaultChartSettings(), ...changes } });

describe('selectChartWidth and selectChartHeight', () => {
  it.each([
    [{ chartSize: '900' }, 900],
    [{ chartSize: 'custom', customWidth: 640, customHeight: 380 }, 640],
    [{ chartSize: 'no such size' }, 900],
  ])('%o is %i wide', (changes, width) => {
    expect(selectChartWidth(withSettings(changes))).toBe(width);
  });

  it.each([
    [{ chartSize: 'custom', customWidth: 640, customHeight: 380 }, 380],
    [{ chartSize: '900' }, selectChartHeight(withSettings({ chartSize: 'unknown' }))],
  ])('%o is %i high', (changes, height) => {
    expect(selectChartHeight(withSettings(changes))).toBe(height);
  });
});

describe('selectGate', () => {
  const free: Member = parseMember({ chartCode: 1, memberType: 'FREE' });
  it.each<[Member | null, string, string]>([
    [null, 'D', 'allowed'],
    [null, '60', 'createAccount'],
    [free, '60', 'upgradeToExtra'],
    [free, '7', 'unavailable'],
  ])('member %o choosing period %s: %s', (member, period, expected) => {
    expect(selectGate(createInitialState({ member }), { kind: 'period', period })).toBe(expected);
  });
});

describe('selectIsCryptoSymbol', () => {
  const state = createInitialState();
  it.each([
    [null, null],
    [{ exchange: 'NYSE', isEOD: false, name: 'Apple' }, false],
  ])('company info %o: %o', (companyInfo, expected) => {
    expect(selectIsCryptoSymbol({ ...state, chart: { ...state.chart, companyInfo } })).toBe(expected);
  });
});

describe('todayFromClock', () => {
  it.each([Date.UTC(2026, 0, 5, 15, 0), Date.UTC(2024, 1, 29, 12, 0), 1_700_000_000_000])(
    'reads %i as the store does',
    (now) => {
      expect(todayFromClock({ now: () => now })).toBe(toIsoDate(new Date(now)));
    },
  );

  it('reads a midday clock as its calendar day', () => {
    expect(todayFromClock({ now: () => Date.UTC(2026, 10, 20, 12, 0) })).toBe('2026-11-20');
  });
});

describe('selectSaveButtonLook (issue #17 item 12: grey with a check only for a viewed, unchanged saved chart)', () => {
  const saved = { recid: 7 } as unknown as NonNullable<ReturnType<typeof createInitialState>['savedChart']>;
  it.each([
    ['a chart never saved', null, false, 'unsaved'],
    ['a viewed saved chart without changes', saved, false, 'saved'],
    ['a viewed saved chart with changes', saved, true, 'unsaved'],
  ] as const)('%s is %s', (_name, savedChart, unsavedChanges, look) => {
    expect(selectSaveButtonLook({ savedChart, unsavedChanges })).toBe(look);
  });
});
