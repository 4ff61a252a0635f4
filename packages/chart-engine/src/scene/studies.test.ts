import {
  INDICATORS,
  OVERLAYS,
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
} from '@chartbench/core';
import { buildChartModel } from '../chart/model';
import { renderChart } from '../render-chart';
import { createSampleBars } from '../sample-bars';
import { computeOverlayOnLine, computeStudy, rawFromVisible } from './studies';

const history = createSampleBars({ seed: 21, count: 700 });
const others = new Map(
  ['$SPX', 'SPY', '$NYADV', '$NYDEC'].map((symbol, i) => [
    symbol,
    createSampleBars({ seed: 30 + i, count: 700, startPrice: 100 + i * 50 }),
  ]),
);
const context = { symbolBars: (symbol: string) => others.get(symbol) };
const window = { history, start: 448, end: 700, extraSlots: 10, context };

describe('spec 2 §3 every catalogue indicator and overlay is drawn through calculateIndicator', () => {
  it.each(INDICATORS.map((d) => [d.id, d.defaultParameters] as const))(
    'indicator %s (%s)',
    (id, parameters) => {
      const study = computeStudy(id, parameters, window);
      expect(study.error).toBeUndefined();
      expect(study.lines.length).toBeGreaterThan(0);
      for (const line of study.lines) expect(line.values.length).toBe(252 + 10);
      const settings = {
        ...createDefaultChartSettings(),
        sortedOverlays: [],
        sortedIndicators: [createIndicatorRow(1, { indicatorName: id, parameters })],
      };
      const { svg } = renderChart({
        symbol: 'AAPL',
        settings,
        bars: history,
        compare: [...others].map(([symbol, bars]) => ({ symbol, bars })),
      });
      expect(svg).toContain('data-role="panel-ind1"');
    },
  );

  it.each(OVERLAYS.map((d) => [d.id, d.id === 'horizontalLine' ? '60,70' : d.defaultParameters] as const))(
    'overlay %s (%s)',
    (id, parameters) => {
      const study = computeStudy(id, parameters, window);
      expect(study.error).toBeUndefined();
      const settings = {
        ...createDefaultChartSettings(),
        sortedIndicators: [],
        sortedOverlays: [createOverlayRow(1, { overlayName: id, parameters })],
      };
      const { svg } = renderChart({
        symbol: 'AAPL',
        settings,
        bars: history,
        compare: [...others].map(([symbol, bars]) => ({ symbol, bars })),
      });
      // An intraday-only overlay (VWAP) is not drawn on this daily chart: its legend says why (spec 2 §3).
      if (OVERLAYS.find((d) => d.id === id)?.isIntradayOnly) expect(svg).toContain('intraday charts only');
      else expect(svg).toMatch(/data-role="overlay-(1|vbp)/);
    },
  );

  it('cuts lines to the visible window, warmed up on the history before it', () => {
    const sma = computeStudy('sma', '200', window);
    expect(Number.isFinite(sma.lines[0]?.values[0] as number)).toBe(true);
  });

  it('returns a failure as an error message instead of throwing', () => {
    expect(computeStudy('nope', '', window).error).toMatch(/nope/);
    expect(computeStudy('rsi', '-3', window).error).toMatch(/RSI/);
    expect(computeStudy('priceRelative', 'MISSING', window).error).toMatch(/MISSING/);
  });

  it('computes an overlay on an indicator line, skipping its warm-up', () => {
    const rsi = computeStudy('rsi', '14', { ...window, start: 0 });
    const smoothed = computeOverlayOnLine('sma', '5', rsi.lines[0]?.values as Float64Array, context);
    const values = smoothed.lines[0]?.values as Float64Array;
    expect(Number.isNaN(values[0] as number)).toBe(true);
    const firstRsi = (rsi.lines[0]?.values as Float64Array).findIndex((v) => Number.isFinite(v));
    expect(Number.isFinite(values[firstRsi + 4] as number)).toBe(true);
    const mean =
      [0, 1, 2, 3, 4].reduce(
        (sum, k) => sum + ((rsi.lines[0]?.values as Float64Array)[firstRsi + k] as number),
        0,
      ) / 5;
    expect(values[firstRsi + 4]).toBeCloseTo(mean, 9);
  });

  describe('a long history: studies with a bounded run-in start there, with the same values (issue #20)', () => {
    // Thirty years of bars and a one-year chart, as the server draws its default chart.
    const long = createSampleBars({ seed: 22, count: 7_600 });
    const oneYear = { history: long, start: 7_600 - 252, end: 7_600, extraSlots: 0, context };

    it.each([
      ['ema', '20'],
      ['sma', '50'],
      ['sma', '200'],
      ['volume', ''],
      ['macd', '12,26,9'],
    ])('%s (%s) computes from its run-in, not the first bar, and draws the same lines', (id, parameters) => {
      const fromRunIn = computeStudy(id, parameters, oneYear);
      const whole = computeStudy(id, parameters, { ...oneYear, wholeHistory: true });
      expect(whole.rawStart).toBe(0);
      expect(fromRunIn.rawStart).toBeGreaterThan(6_000);
      expect(fromRunIn.lines.map((line) => line.name)).toEqual(whole.lines.map((line) => line.name));
      fromRunIn.lines.forEach((line, index) => {
        const expected = whole.lines[index]?.values as Float64Array;
        line.values.forEach((value, i) => expect(value).toBeCloseTo(expected[i] as number, 9));
      });
    });

    it("reads a raw output from the first visible bar wherever the study's computation started", () => {
      const fromRunIn = computeStudy('volume', '', oneYear);
      const whole = computeStudy('volume', '', { ...oneYear, wholeHistory: true });
      expect(rawFromVisible(fromRunIn, 'direction', oneYear.start)).toEqual(
        rawFromVisible(whole, 'direction', oneYear.start),
      );
      expect(rawFromVisible(fromRunIn, 'direction', oneYear.start)?.length).toBe(252);
    });

    it('computes an indicator drawn as Elder Impulse bars over the whole history: the bars smooth its line again', () => {
      const rawStart = (indicatorPriceStyle: string) => {
        const settings = {
          ...createDefaultChartSettings(),
          sortedOverlays: [],
          sortedIndicators: [
            createIndicatorRow(1, { indicatorName: 'macd', parameters: '12,26,9', indicatorPriceStyle }),
          ],
        };
        return buildChartModel({ symbol: 'AAPL', settings, bars: long }).indicators[0]?.study.rawStart;
      };
      expect(rawStart('elderImpulse')).toBe(0);
      expect(rawStart('auto')).toBeGreaterThan(6_000);
    });

    it('computes a study it has no run-in for over the whole history', () => {
      expect(computeStudy('obv', '', oneYear).rawStart).toBe(0);
      expect(computeStudy('performance', 'SPY', oneYear).rawStart).toBe(oneYear.start);
    });
  });
});
