import { LOWER_BAR_ACTIONS } from '../../catalogues/menus';
import { DEFAULT_STYLE_BUTTON_COLOR } from '../../catalogues/style-buttons';
import type { ChartStyle } from '../../model/chart-style';
import { isLowerBarOpenByDefault, lowerBarEffect, styleButtonRow } from './lower-bar';

const style = (recid: number): ChartStyle => ({
  recid,
  name: `Style ${recid}`,
  styleCacheId: `p${recid}`,
  thumbnailUrl: '',
  buttonIndex: -1,
  buttonColor: DEFAULT_STYLE_BUTTON_COLOR,
  buttonTextColor: '#ffffff',
  buttonLabel: `S${recid}`,
  isForPayingMembersOnly: false,
  chartCode: 1,
});

describe('spec 3 §2.13 lower bar open or collapsed', () => {
  it.each([
    [false, 1280, true],
    [false, 768, true],
    [false, 767, false],
    [false, 360, false],
    [true, 1280, false],
    [true, 500, false],
  ])('logged in %s at %i px: open %s', (loggedIn, width, open) => {
    expect(isLowerBarOpenByDefault(loggedIn, width)).toBe(open);
  });
});

describe('spec 3 §2.13 lower bar actions', () => {
  it.each([
    ['saveChartStyle', { kind: 'modal', modal: 'saveChartStyle', variant: 'saveAsNew' }],
    ['setAsDefault', { kind: 'modal', modal: 'saveChartStyle', variant: 'setAsDefault' }],
    ['createAlert', { kind: 'modal', modal: 'createPriceAlert' }],
    ['linkToChart', { kind: 'modal', modal: 'linkToChart' }],
    ['share', { kind: 'modal', modal: 'emailChart' }],
    ['print', { kind: 'print' }],
    ['chartStyles', { kind: 'menu' }],
    ['more', { kind: 'menu' }],
  ])('%s', (id, effect) => {
    expect(lowerBarEffect(id)).toEqual(effect);
  });

  it('covers every action of the catalogue', () => {
    for (const action of LOWER_BAR_ACTIONS) expect(() => lowerBarEffect(action.id)).not.toThrow();
  });

  it('refuses an unknown action', () => {
    expect(() => lowerBarEffect('fly')).toThrow('Unknown lower bar action: fly');
  });
});

describe('spec 1 §3.6, spec 2 §4 StyleButtons row', () => {
  it('lists filled slots in slot order, Ctrl+digit naming the slot as the store applies it', () => {
    const slots = [null, style(1), null, style(2), ...Array.from({ length: 8 }, () => null)];
    expect(styleButtonRow(slots).map((b) => [b.slot, b.style.recid, b.shortcut])).toEqual([
      [1, 1, 'Ctrl+2'],
      [3, 2, 'Ctrl+4'],
    ]);
  });

  it('holds at most 12; the 10th to 12th have no shortcut', () => {
    const row = styleButtonRow(Array.from({ length: 14 }, (_, i) => style(i + 1)));
    expect(row).toHaveLength(12);
    expect(row.map((b) => b.shortcut).slice(8)).toEqual(['Ctrl+9', null, null, null]);
  });

  it('is empty without styles on buttons', () => {
    expect(styleButtonRow([])).toEqual([]);
  });
});
