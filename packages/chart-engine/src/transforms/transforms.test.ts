import { createDefaultChartSettings } from '@chartbench/core';
import { createSampleBars } from '../sample-bars';
import { cumulative } from './cumulative';
import { heikinAshi } from './heikin-ashi';
import { kagi } from './kagi';
import { renko } from './renko';
import { threeLineBreak } from './three-line-break';
import { alignCloses, perfChartLines, percentFrom } from './performance';
import { kagiReversalAmount, percentBars, renkoBoxSize, transformSeries } from './index';
import { barsFrom, closesOnly } from './test-bars';

describe('spec 1 §3.3 Heikin-Ashi', () => {
  it('averages prices: close (O+H+L+C)/4, open the midpoint of the previous HA candle', () => {
    const ha = heikinAshi(
      barsFrom([
        [10, 14, 8, 12, 1],
        [12, 16, 11, 15, 2],
      ]),
    );
    // Bar 0: close (10+14+8+12)/4 = 11; open (10+12)/2 = 11.
    expect(ha.close[0]).toBe(11);
    expect(ha.open[0]).toBe(11);
    // Bar 1: close (12+16+11+15)/4 = 13.5; open (11+11)/2 = 11; high max(16, 11, 13.5) = 16; low min(11, 11, 13.5) = 11.
    expect(ha.close[1]).toBe(13.5);
    expect(ha.open[1]).toBe(11);
    expect(ha.high[1]).toBe(16);
    expect(ha.low[1]).toBe(11);
    expect(ha.volume[1]).toBe(2);
  });
});

describe('spec 1 §3.3 Cumulative', () => {
  it('is the running total of the closes', () => {
    expect(Array.from(cumulative(closesOnly([1, -2, 5, 0.5])).close)).toEqual([1, -1, 4, 4.5]);
  });
});

describe('spec 1 §3.3 Renko (spec 2 §3 box size and price field)', () => {
  it('adds a brick per whole box and needs two boxes to reverse', () => {
    // Box 1, bricks start at level 10. 12.5 -> up bricks 10-11 and 11-12 (last brick 11-12). 11.2 -> nothing:
    // a down brick needs a close at or below the last brick's bottom minus a box, 11 - 1 = 10. 9.9 -> down brick
    // 11-10. 13.1 -> up bricks need the last top (11) plus a box: 11-12 and 12-13.
    const bricks = renko(closesOnly([10, 12.5, 11.2, 9.9, 13.1]), 1, 'close');
    const pairs = Array.from(bricks.open, (o, i) => [o, bricks.close[i]]);
    expect(pairs).toEqual([
      [10, 11],
      [11, 12],
      [11, 10],
      [11, 12],
      [12, 13],
    ]);
  });

  it('uses highs for up bricks and lows for down bricks with the High/Low field', () => {
    const bricks = renko(
      barsFrom([
        [10, 10, 10, 10, 1],
        [10, 12.2, 9.5, 10, 1],
      ]),
      1,
      'highLow',
    );
    expect(Array.from(bricks.close)).toEqual([11, 12]);
  });

  it('rejects a box size that is not positive', () => {
    expect(() => renko(closesOnly([1, 2]), 0, 'close')).toThrow(/box size must be a positive number/);
  });

  it('sizes boxes in points or by the latest ATR', () => {
    const history = createSampleBars({ seed: 1, count: 100 });
    expect(renkoBoxSize({ renkoUnit: 'points', renkoBoxSize: 2 }, history)).toBe(2);
    const atr = renkoBoxSize({ renkoUnit: 'atr', renkoBoxSize: 14 }, history);
    expect(atr).toBeGreaterThan(0);
    expect(atr).toBeLessThan(history.close.at(-1) as number);
  });
});

describe('spec 1 §3.3 Three Line Break', () => {
  it('continues on a new extreme and reverses only past three lines', () => {
    // Closes: 10 -> 11 (up 10-11), 12 (up 11-12), 13 (up 12-13), 11.5 (no: needs < 10, the low of the last 3),
    // 9 (reversal: down line from 12, the far end of the last line, to 9).
    const lines = threeLineBreak(closesOnly([10, 11, 12, 13, 11.5, 9]));
    const pairs = Array.from(lines.open, (o, i) => [o, lines.close[i]]);
    expect(pairs).toEqual([
      [10, 11],
      [11, 12],
      [12, 13],
      [12, 9],
    ]);
  });
});

describe('spec 1 §3.3 Kagi (spec 2 §3 reversal unit)', () => {
  it('turns after a reversal amount and thickens above the previous shoulder', () => {
    // Reversal 2 points. 10 -> 13 (up line 10-13), 10.5 (turn down: 13-10.5, shoulder 13), 14 (turn up: 10.5-14).
    // The first line is yang by convention and no waist was broken, so every line stays thick: no switch.
    const series = kagi(closesOnly([10, 13, 10.5, 14]), () => 2, 'close');
    const lines = Array.from(series.bars.open, (o, i) => [o, series.bars.close[i]]);
    expect(lines).toEqual([
      [10, 13],
      [13, 10.5],
      [10.5, 14],
    ]);
    expect(series.switchLevel[2]).toBeNaN();
  });

  it('turns thin when falling below the previous waist and thick again above the shoulder', () => {
    const series = kagi(closesOnly([10, 13, 11, 12.5, 9, 14]), () => 1, 'close');
    // Lines: 10-13 up (thick), 13-11 down (waist 11 later), 11-12.5 up, 12.5-9 down crosses the waist 11: thin
    // from 11; 9-14 up crosses the shoulder 12.5: thick from 12.5.
    expect(Array.from(series.bars.close)).toEqual([13, 11, 12.5, 9, 14]);
    expect(series.switchLevel[3]).toBe(11);
    expect(series.startThick[3]).toBe(1);
    expect(series.switchLevel[4]).toBe(12.5);
    expect(series.startThick[4]).toBe(0);
  });

  it('reads the reversal in points, percent or ATR', () => {
    const history = createSampleBars({ seed: 1, count: 60 });
    expect(kagiReversalAmount({ kagiUnit: 'points', kagiReversal: 1 }, history)(0, 50)).toBe(1);
    expect(kagiReversalAmount({ kagiUnit: 'percentage', kagiReversal: 0.5 }, history)(0, 200)).toBe(1);
    expect(kagiReversalAmount({ kagiUnit: 'atr', kagiReversal: 14 }, history)(0, 50)).toBeGreaterThan(0);
  });
});

describe('spec 1 §3.3 Performance and PerfChart', () => {
  it('measures percent change from a base', () => {
    expect(Array.from(percentFrom([50, 55, 45], 50))).toEqual([0, 10, -10]);
    expect(Array.from(percentFrom([1, 2], 0)).every(Number.isNaN)).toBe(true);
  });

  it('turns bars into percent of the first close', () => {
    const bars = percentBars(closesOnly([20, 25, 10]));
    expect(Array.from(bars.close)).toEqual([0, 25, -50]);
  });

  it('aligns another symbol by time, carrying its last close forward', () => {
    const main = closesOnly([1, 2, 3, 4]);
    const other = closesOnly([10, 20]);
    other.time[1] = main.time[2] as number;
    expect(Array.from(alignCloses(main.time, other))).toEqual([10, 10, 20, 20]);
  });

  it('draws every symbol from the first visible bar, and against the main symbol with a baseline', () => {
    const main = closesOnly([100, 110, 120]);
    const other = closesOnly([50, 50, 60]);
    const plain = perfChartLines('A', main, [{ symbol: 'B', bars: other }], 0, 3, false);
    expect(Array.from(plain[0]?.values ?? [])).toEqual([0, 10, 20]);
    expect(Array.from(plain[1]?.values ?? [])).toEqual([0, 0, 20]);
    const based = perfChartLines('A', main, [{ symbol: 'B', bars: other }], 0, 3, true);
    expect(Array.from(based[0]?.values ?? []).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([0, 0, 0]);
    // B grew 20% while A grew 20%: equal; at bar 1, B 0% vs A 10%: 1/1.1 - 1 = -9.0909%.
    expect(based[1]?.values[1]).toBeCloseTo(-9.0909, 3);
    expect(based[1]?.values[2]).toBeCloseTo(0, 9);
  });
});

describe('transformSeries picks the chart type transform', () => {
  const bars = createSampleBars({ seed: 4, count: 200 });
  const settings = createDefaultChartSettings();
  it.each(['heikinAshi', 'cumulative', 'renko', 'threeLineBreak', 'kagi', 'performance'] as const)(
    '%s',
    (type) => {
      const out = transformSeries(type, settings, bars, bars);
      expect(out.bars.close.length).toBeGreaterThan(0);
      if (type === 'kagi') expect(out.kagi?.startThick.length).toBe(out.bars.close.length);
    },
  );
  it('draws other types as they are', () => {
    expect(transformSeries('candle', settings, bars, bars).bars).toBe(bars);
  });
});
