import {
  buildChartXml,
  createDefaultChartSettings,
  createIndicatorRow,
  parseChartXml,
} from '@chartbench/core';
import { planChartImage } from '../charts/chart-image';
import { createSyntheticMarketData, SYMBOLS } from './index';

const NOW = '2026-03-18T15:00:00Z';
const market = createSyntheticMarketData({ now: () => new Date(NOW) });
const last = (values: Float64Array) => values[values.length - 1] as number;

describe('spec 2 §3 SCTR ranked against its universe (the server knows every symbol of it)', () => {
  const large = SYMBOLS.filter((s) => s.sctrUniverse === 'lrg').map((s) => s.symbol);

  it('on a day the large caps rank from 0 (the weakest) to 99.9 (the strongest), each once', () => {
    const today = large.map((symbol) => last(market.sctrRanks?.(symbol)?.rank ?? new Float64Array(0)));
    expect(today.every(Number.isFinite)).toBe(true);
    expect(Math.max(...today)).toBeCloseTo(99.9, 9);
    expect(Math.min(...today)).toBe(0);
    expect(new Set(today).size).toBe(large.length);
  });

  it('a symbol in no universe has no ranks', () => {
    const none = SYMBOLS.find((s) => s.sctrUniverse === '');
    expect(none && market.sctrRanks?.(none.symbol)).toBeUndefined();
  });

  it("the Symbol Summary's SCTR is that rank", () => {
    const symbol = large[0] as string;
    const rank = last(market.sctrRanks?.(symbol)?.rank ?? new Float64Array(0));
    expect(market.symbolSummary(symbol)?.lastSctr).toBeCloseTo(rank, 1);
  });
});

describe('spec 2 §3 a chart image with SCTR gets the universe ranks', () => {
  const deps = { market, styleXml: () => undefined, now: () => new Date(NOW) };
  const parseStyle = () => ({ symbol: '', settings: createDefaultChartSettings() });

  it('passes the ranks to the drawing only when an SCTR row is charted', () => {
    const xml = buildChartXml({
      symbol: 'AAPL',
      settings: {
        ...createDefaultChartSettings(),
        sortedIndicators: [createIndicatorRow(1, { indicatorName: 'sctr' })],
      },
    });
    const withSctr = planChartImage(
      { ...deps, styleXml: () => xml },
      new URLSearchParams('s=AAPL&i=t1'),
      (text) => parseChartXml(text, { today: '2026-03-18' }),
    );
    expect(last(withSctr.input.sctrRanks?.rank ?? new Float64Array(0))).toBeCloseTo(
      last(market.sctrRanks?.('AAPL')?.rank ?? new Float64Array(0)),
      9,
    );
    const without = planChartImage(deps, new URLSearchParams('s=AAPL'), parseStyle);
    expect(without.input.sctrRanks).toBeUndefined();
  });
});
