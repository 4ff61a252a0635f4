import { createDefaultChartSettings, VISITOR } from '../../model/index';
import type { Member } from '../../model/index';
import { clearIndicators, clearOverlays } from './clear-rows';
import { gateRowCounts, settingsRowCounts } from './panel-gates';
import { moveIndicatorRow, moveOverlayRow, movePerfSymbol } from './move-rows';
import { editPerfSymbols, normalizePerfSymbols, perfSymbolRowsForView } from './perf-symbols';

const withSymbols = (...symbols: string[]) => ({
  ...createDefaultChartSettings(),
  chartType: 'perfChart',
  perfChartSymbols: symbols.map((symbol, i) => ({ id: i + 1, symbol })),
});

describe('spec 2 §4 PerfChart comparison symbols', () => {
  it.each([
    ['reformats and upper-cases', [' msft ', 'ibm.n'], 9, ['MSFT', 'IBM']],
    ['drops blanks and repeats', ['', 'SPY', 'spy', '  '], 9, ['SPY']],
    ['caps at the maximum', ['A', 'B', 'C', 'D', 'E'], 4, ['A', 'B', 'C', 'D']],
  ])('%s', (_name, input, max, expected) => {
    const rows = input.map((symbol, i) => ({ id: i + 1, symbol }));
    expect(normalizePerfSymbols(rows, max).map((r) => r.symbol)).toEqual(expected);
  });

  it.each([
    ['moveUp', 2, ['IBM', 'MSFT', 'SPY']],
    ['moveDown', 1, ['IBM', 'MSFT', 'SPY']],
    ['delete', 2, ['MSFT', 'SPY']],
  ] as const)('%s of row %i', (kind, id, expected) => {
    const next = editPerfSymbols(withSymbols('MSFT', 'IBM', 'SPY'), { kind, id }, 9);
    expect(next.perfChartSymbols.map((r) => r.symbol)).toEqual(expected);
  });

  it('a move past either end changes nothing', () => {
    const settings = withSymbols('MSFT', 'IBM');
    expect(editPerfSymbols(settings, { kind: 'moveUp', id: 1 }, 9)).toBe(settings);
    expect(editPerfSymbols(settings, { kind: 'moveDown', id: 2 }, 9)).toBe(settings);
  });

  it('editing the blank row adds a symbol; editing to blank removes it', () => {
    const settings = withSymbols('MSFT');
    const added = editPerfSymbols(settings, { kind: 'edit', id: 7, patch: { symbol: 'ibm' } }, 9);
    expect(added.perfChartSymbols).toEqual([
      { id: 1, symbol: 'MSFT' },
      { id: 7, symbol: 'IBM' },
    ]);
    expect(
      editPerfSymbols(added, { kind: 'edit', id: 1, patch: { symbol: ' ' } }, 9).perfChartSymbols,
    ).toEqual([{ id: 7, symbol: 'IBM' }]);
  });

  it('shows one blank row until the maximum', () => {
    expect(perfSymbolRowsForView(withSymbols('A').perfChartSymbols, 4)).toEqual([
      { id: 1, symbol: 'A' },
      { id: 2, symbol: '' },
    ]);
    expect(perfSymbolRowsForView(withSymbols('A', 'B').perfChartSymbols, 2)).toHaveLength(2);
  });
});

describe('spec 2 §6 panel row gates', () => {
  const free: Member = { ...VISITOR, chartCode: 1, memberType: 'FREE' };
  const pro: Member = { ...VISITOR, chartCode: 2, memberType: 'PRO', isPro: true };
  const base = createDefaultChartSettings();
  const oneMore = {
    ...base,
    sortedIndicators: [
      ...base.sortedIndicators,
      { ...base.sortedIndicators[0]!, id: 99, indicatorName: 'rsi' },
    ],
  };

  it('the default chart holds 3 indicators and 3 overlays', () => {
    expect(settingsRowCounts(base)).toEqual({ indicators: 3, overlays: 3, comparisonSymbols: 0 });
  });

  it.each([
    ['a visitor', null, false, 'createAccount'],
    ['a free member', free, false, 'upgradeToExtra'],
    ['a pro member', pro, true, null],
  ])('%s adding a 4th indicator', (_name, member, allowed, modal) => {
    const gated = gateRowCounts(member, base, oneMore);
    expect(gated.allowed).toBe(allowed);
    expect(gated.modal).toBe(modal);
    expect(gated.settings).toBe(allowed ? oneMore : base);
  });

  it('a change that does not add is never refused', () => {
    expect(gateRowCounts(null, oneMore, base)).toEqual({ settings: base, modal: null, allowed: true });
  });

  it('a visitor may not add a 5th comparison symbol', () => {
    expect(
      gateRowCounts(null, withSymbols('A', 'B', 'C', 'D'), withSymbols('A', 'B', 'C', 'D', 'E')).modal,
    ).toBe('createAccount');
  });
});

describe('spec 2 §2 Clear buttons', () => {
  it('clear all indicators and overlays leaves 3 blank rows', () => {
    const indicators = clearIndicators(createDefaultChartSettings()).sortedIndicators;
    const overlays = clearOverlays(createDefaultChartSettings()).sortedOverlays;
    expect(indicators.map((r) => r.indicatorName)).toEqual(['', '', '']);
    expect(overlays.map((r) => r.overlayName)).toEqual(['', '', '']);
  });
});

describe('spec 2 §2 drag and drop reordering', () => {
  it('moves an overlay to another place', () => {
    const next = moveOverlayRow(createDefaultChartSettings(), 3, 0);
    expect(next.sortedOverlays.slice(0, 3).map((r) => r.parameters)).toEqual(['200', '20', '50']);
  });

  it('an indicator moved keeps the position groups in order (normalised)', () => {
    const settings = createDefaultChartSettings();
    const [first, , third] = settings.sortedIndicators;
    const next = moveIndicatorRow(settings, third!.id, 0);
    expect(next.sortedIndicators[0]?.indicatorPosition).not.toBe('below');
    expect(next.sortedIndicators.filter((r) => r.indicatorName).map((r) => r.id)).toContain(first!.id);
  });

  it.each([
    ['an unknown row', 99, 0],
    ['an index past the end', 1, 40],
    ['the same place', 1, 0],
  ])('%s changes nothing', (_name, id, to) => {
    const settings = createDefaultChartSettings();
    expect(moveOverlayRow(settings, id, to)).toBe(settings);
  });

  it('moves a comparison symbol', () => {
    expect(movePerfSymbol(withSymbols('A', 'B', 'C'), 3, 0, 9).perfChartSymbols.map((r) => r.symbol)).toEqual(
      ['C', 'A', 'B'],
    );
  });
});
