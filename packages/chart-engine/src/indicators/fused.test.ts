import { calculateAtr } from './atr';
import { calculateBollingerBands } from './bollinger-bands';
import { calculateMacd } from './macd';
import { subtract } from './primitives/arrays';
import { ema, sma, wilder } from './primitives/moving-averages';
import { trueRange } from './primitives/prices';
import { rollingStdDev } from './primitives/windows';
import { calculateRsi } from './rsi';
import { calculateStochasticK, calculateStochastics } from './stochastics';
import { randomWalkBars } from './testing/fixtures';
import type { Bars } from '@chartbench/core';

/** Random-walk bars with NaN gaps in every column (a gap must restart windows exactly as the stages do). */
function gappyBars(length: number): Bars {
  const bars = randomWalkBars(length, 11);
  for (const column of [bars.high, bars.low, bars.close]) {
    for (let i = 40; i < length; i += 97) column[i] = NaN;
  }
  bars.close.fill(NaN, 300, 330);
  return bars;
}

const bars = gappyBars(2_000);

function lastCloseNaN(series: Bars): Bars {
  series.close[series.close.length - 1] = NaN;
  return series;
}

describe('fused one-pass indicators give what their stage-by-stage definitions give', () => {
  it.each([
    [12, 26, 9],
    [5, 35, 5],
    [12, 26, 1],
  ])('MACD %i,%i,%i: macd, signal and histogram identical', (fast, slow, signal) => {
    const macd = subtract(ema(bars.close, fast), ema(bars.close, slow));
    const signalLine = signal > 1 ? ema(macd, signal) : new Float64Array(macd.length).fill(NaN);
    expect(calculateMacd(bars.close, fast, slow, signal)).toEqual({
      macd,
      signal: signalLine,
      histogram: subtract(macd, signalLine),
    });
  });

  it.each([
    [20, 2],
    [5, 1.5],
  ])('Bollinger %i,%d: middle, upper and lower identical', (period, k) => {
    const middle = sma(bars.close, period);
    const deviation = rollingStdDev(bars.close, period);
    expect(calculateBollingerBands(bars.close, period, k)).toEqual({
      middle,
      upper: middle.map((m, i) => m + k * deviation[i]!),
      lower: middle.map((m, i) => m - k * deviation[i]!),
    });
  });

  it.each([1, 14])('ATR %i identical to Wilder smoothing of the true range', (period) => {
    expect(calculateAtr(bars, period)).toEqual(wilder(trueRange(bars), period));
  });

  it.each([
    [14, 3, 3],
    [14, 1, 3],
    [5, 5, 2],
  ])('Stochastics %i,%i,%i: %K and %D identical', (period, smoothing, dPeriod) => {
    const raw = calculateStochasticK(bars, period);
    const k = smoothing > 1 ? sma(raw, smoothing) : raw;
    expect(calculateStochastics(bars, period, smoothing, dPeriod)).toEqual({ k, d: sma(k, dPeriod) });
  });

  it.each([
    ['without gaps', randomWalkBars(2_000, 5)],
    ['with one NaN, in the last close', lastCloseNaN(randomWalkBars(2_000, 5))],
  ])('Stochastics 14,3,3 %s: %K and %D identical (the loop without NaN bookkeeping)', (_, series) => {
    const raw = calculateStochasticK(series, 14);
    const k = sma(raw, 3);
    expect(calculateStochastics(series, 14, 3, 3)).toEqual({ k, d: sma(k, 3) });
  });

  it('RSI within 1e-9 of the textbook Wilder recurrence (it only moved the division out of the loop)', () => {
    const close = randomWalkBars(5_000, 3).close;
    const rsi = calculateRsi(close, 14);
    let gain = 0;
    let loss = 0;
    for (let i = 1; i < close.length; i++) {
      const change = close[i]! - close[i - 1]!;
      const up = change > 0 ? change : 0;
      const down = change < 0 ? -change : 0;
      if (i <= 14) {
        gain += up / 14;
        loss += down / 14;
      } else {
        gain = (gain * 13 + up) / 14;
        loss = (loss * 13 + down) / 14;
      }
      if (i >= 14) expect(rsi[i]).toBeCloseTo(100 - 100 / (1 + gain / loss), 9);
    }
  });
});
