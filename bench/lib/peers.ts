/**
 * The seven headline indicators as Chartbench, a hand loop and four JS peers compute them. Every job returns
 * the output line the agreement check compares (aligned from the end: peers drop or pad the warm-up
 * differently, and seeds are forgotten long before the last bars of a million).
 */
import { IndicatorsSync } from '@ixjb94/indicators';
import * as its from 'indicatorts';
import * as ti from 'technicalindicators';
import * as ts from 'trading-signals';
import type { Bars } from '@chartbench/core';
import { calculateIndicator } from '../../packages/chart-engine/src/indicators/index';
import * as hand from './hand-loops';

/** The same bars as typed columns (Chartbench, hand loops) and as plain arrays (the peers' input). */
export interface Inputs {
  readonly bars: Bars;
  readonly close: number[];
  readonly high: number[];
  readonly low: number[];
  readonly candles: { high: number; low: number; close: number }[];
}

/** One timed computation; returns the line the agreement check reads. */
export type Job = (input: Inputs) => ArrayLike<number>;

/** Peer column names, in table order. */
export const PEERS = ['trading-signals', 'technicalindicators', 'indicatorts', '@ixjb94/indicators'] as const;
/** One of {@link PEERS}. */
export type Peer = (typeof PEERS)[number];

/** A headline indicator: Chartbench's job, the hand loop, and each peer's job (absent when it lacks one). */
export interface Row {
  readonly name: string;
  readonly ours: Job;
  readonly hand: Job;
  readonly peers: Partial<Record<Peer, Job>>;
  /** Peers whose values follow another definition, so the agreement check does not apply (with why). */
  readonly differs?: Partial<Record<Peer, string>>;
}

/** Plain-array copies of the bars for the peers. */
export function inputsOf(bars: Bars): Inputs {
  const close = Array.from(bars.close);
  const high = Array.from(bars.high);
  const low = Array.from(bars.low);
  const candles = close.map((c, i) => ({ high: high[i]!, low: low[i]!, close: c }));
  return { bars, close, high, low, candles };
}

/** Streams a trading-signals indicator and keeps one value per bar, as a chart must (and as Chartbench does). */
function stream<I, R>(
  indicator: { add(input: I): R | null },
  inputs: readonly I[],
  pick: (result: R) => number,
): Float64Array {
  const out = new Float64Array(inputs.length);
  for (let i = 0; i < inputs.length; i++) {
    const result = indicator.add(inputs[i]!);
    out[i] = result === null ? NaN : pick(result);
  }
  return out;
}

const value = (result: number): number => result;
const ix = new IndicatorsSync();
const line = (id: string, params: string, name: string) => (input: Inputs) =>
  calculateIndicator(id, params, input.bars)[name]!;
const rounded = 'rounds its values to 2 decimals';

/** The headline rows of the issue, in its order. */
export const ROWS: readonly Row[] = [
  {
    name: 'SMA 20',
    ours: line('sma', '20', 'sma'),
    hand: ({ bars }) => hand.handSma(bars.close, 20),
    peers: {
      'trading-signals': ({ close }) => stream(new ts.SMA(20), close, value),
      technicalindicators: ({ close }) => ti.SMA.calculate({ period: 20, values: close }),
      indicatorts: ({ close }) => its.sma(close, { period: 20 }),
      '@ixjb94/indicators': ({ close }) => ix.sma(close, 20),
    },
  },
  {
    name: 'EMA 20',
    ours: line('ema', '20', 'ema'),
    hand: ({ bars }) => hand.handEma(bars.close, 20),
    peers: {
      'trading-signals': ({ close }) => stream(new ts.EMA(20), close, value),
      technicalindicators: ({ close }) => ti.EMA.calculate({ period: 20, values: close }),
      indicatorts: ({ close }) => its.ema(close, { period: 20 }),
      '@ixjb94/indicators': ({ close }) => ix.ema(close, 20),
    },
  },
  {
    name: 'RSI 14',
    ours: line('rsi', '14', 'rsi'),
    hand: ({ bars }) => hand.handRsi(bars.close, 14),
    peers: {
      'trading-signals': ({ close }) => stream(new ts.RSI(14), close, value),
      technicalindicators: ({ close }) => ti.RSI.calculate({ period: 14, values: close }),
      indicatorts: ({ close }) => its.rsi(close, { period: 14 }),
      '@ixjb94/indicators': ({ close }) => ix.rsi(close, 14),
    },
    differs: { technicalindicators: rounded },
  },
  {
    name: 'MACD 12,26,9',
    ours: line('macd', '12,26,9', 'signal'),
    hand: ({ bars }) => hand.handMacd(bars.close, 12, 26, 9)[1]!,
    peers: {
      'trading-signals': ({ close }) =>
        stream(new ts.MACD(new ts.EMA(12), new ts.EMA(26), new ts.EMA(9)), close, (r) => r.signal),
      technicalindicators: ({ close }) =>
        ti.MACD.calculate({
          values: close,
          fastPeriod: 12,
          slowPeriod: 26,
          signalPeriod: 9,
          SimpleMAOscillator: false,
          SimpleMASignal: false,
        }).map((r) => r.signal ?? NaN),
      indicatorts: ({ close }) => its.macd(close, { fast: 12, slow: 26, signal: 9 }).signalLine,
      '@ixjb94/indicators': ({ close }) => ix.macd(close, 12, 26, 9)[1]!,
    },
  },
  {
    name: 'Bollinger 20,2',
    ours: line('bollingerBands', '20,2', 'upper'),
    hand: ({ bars }) => hand.handBollinger(bars.close, 20, 2)[1]!,
    peers: {
      'trading-signals': ({ close }) => stream(new ts.BollingerBands(20, 2), close, (r) => r.upper),
      technicalindicators: ({ close }) =>
        ti.BollingerBands.calculate({ period: 20, values: close, stdDev: 2 }).map((r) => r.upper),
      indicatorts: ({ close }) => its.bollingerBands(close, { period: 20 }).upper,
      '@ixjb94/indicators': ({ close }) => ix.bbands(close, 20, 2)[2]!,
    },
  },
  {
    name: 'ATR 14',
    ours: line('atr', '14', 'atr'),
    hand: ({ bars }) => hand.handAtr(bars, 14),
    peers: {
      'trading-signals': ({ candles }) => stream(new ts.ATR(14), candles, value),
      technicalindicators: ({ high, low, close }) => ti.ATR.calculate({ high, low, close, period: 14 }),
      indicatorts: ({ high, low, close }) => its.atr(high, low, close, { period: 14 }).atrLine,
      '@ixjb94/indicators': ({ high, low, close }) => ix.atr(high, low, close, 14),
    },
    differs: { indicatorts: "averages the true range with an SMA, not Wilder's smoothing" },
  },
  {
    name: 'Stochastics 14,3,3',
    ours: line('fullStochastics', '14,3,3', 'k'),
    hand: ({ bars }) => hand.handStochastics(bars, 14, 3, 3)[0]!,
    peers: {
      'trading-signals': ({ candles }) =>
        stream(new ts.StochasticOscillator(14, 3, 3), candles, (r) => r.stochK),
      technicalindicators: ({ high, low, close }) =>
        ti.Stochastic.calculate({ high, low, close, period: 14, signalPeriod: 3 }).map((r) => r.k),
      indicatorts: ({ high, low, close }) => its.stoch(high, low, close, { kPeriod: 14, dPeriod: 3 }).k,
      '@ixjb94/indicators': ({ high, low, close }) => ix.stoch(high, low, close, 14, 3, 3)[0]!,
    },
    differs: {
      technicalindicators: 'has no %K smoothing (its row is fast 14,3)',
      indicatorts: 'has no %K smoothing (its row is fast 14,3)',
    },
  },
];
