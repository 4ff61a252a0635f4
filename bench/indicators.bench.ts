/**
 * Indicator speed: nanoseconds per bar for Chartbench, trading-signals and technicalindicators on the same
 * 1,000,000 random-walk bars. Each library is warmed up first, then timed several times; the table shows the
 * median. Peers that would take too long on a million bars are timed on fewer, and the table says so.
 */
import * as ti from 'technicalindicators';
import * as ts from 'trading-signals';
import { calculateIndicator } from '../packages/chart-engine/src/indicators/index';
import { randomWalkBars } from '../packages/chart-engine/src/indicators/testing/fixtures';
import type { Bars } from '@chartbench/core';

const BAR_COUNT = 1_000_000;
/** A peer whose single run would exceed this is measured on fewer bars. */
const PEER_BUDGET_MS = 4_000;
const RUNS = 5;
const PEER_RUNS = 3;

interface Inputs {
  readonly bars: Bars;
  readonly close: number[];
  readonly high: number[];
  readonly low: number[];
  readonly candles: { high: number; low: number; close: number }[];
}

type Job = (input: Inputs) => number;

interface Row {
  readonly name: string;
  readonly ours: Job;
  readonly tradingSignals: Job;
  readonly technicalIndicators: Job;
  readonly note?: string;
}

function inputsOf(bars: Bars): Inputs {
  const close = Array.from(bars.close);
  const high = Array.from(bars.high);
  const low = Array.from(bars.low);
  const candles = close.map((c, i) => ({ high: high[i]!, low: low[i]!, close: c }));
  return { bars, close, high, low, candles };
}

/** Reads one value of every output so no engine can skip the work. */
function touch(out: Record<string, Float64Array>): number {
  let sum = 0;
  for (const line of Object.values(out)) sum += line[line.length - 1]!;
  return sum;
}

/** Streams a trading-signals indicator and keeps one value per bar, as a chart must (and as Chartbench does). */
function stream<I, R>(
  indicator: { add(input: I): R | null },
  inputs: readonly I[],
  pick: (result: R) => number,
): number {
  const out = new Float64Array(inputs.length);
  for (let i = 0; i < inputs.length; i++) {
    const result = indicator.add(inputs[i]!);
    out[i] = result === null ? NaN : pick(result);
  }
  return out[out.length - 1]!;
}

const value = (result: number): number => result;

const ROWS: Row[] = [
  {
    name: 'SMA 20',
    ours: ({ bars }) => touch(calculateIndicator('sma', '20', bars)),
    tradingSignals: ({ close }) => stream(new ts.SMA(20), close, value),
    technicalIndicators: ({ close }) => ti.SMA.calculate({ period: 20, values: close }).length,
  },
  {
    name: 'EMA 20',
    ours: ({ bars }) => touch(calculateIndicator('ema', '20', bars)),
    tradingSignals: ({ close }) => stream(new ts.EMA(20), close, value),
    technicalIndicators: ({ close }) => ti.EMA.calculate({ period: 20, values: close }).length,
  },
  {
    name: 'RSI 14',
    ours: ({ bars }) => touch(calculateIndicator('rsi', '14', bars)),
    tradingSignals: ({ close }) => stream(new ts.RSI(14), close, value),
    technicalIndicators: ({ close }) => ti.RSI.calculate({ period: 14, values: close }).length,
  },
  {
    name: 'MACD 12,26,9',
    ours: ({ bars }) => touch(calculateIndicator('macd', '12,26,9', bars)),
    tradingSignals: ({ close }) =>
      stream(new ts.MACD(new ts.EMA(12), new ts.EMA(26), new ts.EMA(9)), close, (r) => r.macd),
    technicalIndicators: ({ close }) =>
      ti.MACD.calculate({
        values: close,
        fastPeriod: 12,
        slowPeriod: 26,
        signalPeriod: 9,
        SimpleMAOscillator: false,
        SimpleMASignal: false,
      }).length,
  },
  {
    name: 'Bollinger 20,2',
    ours: ({ bars }) => touch(calculateIndicator('bollingerBands', '20,2', bars)),
    tradingSignals: ({ close }) => stream(new ts.BollingerBands(20, 2), close, (r) => r.middle),
    technicalIndicators: ({ close }) =>
      ti.BollingerBands.calculate({ period: 20, values: close, stdDev: 2 }).length,
  },
  {
    name: 'ATR 14',
    ours: ({ bars }) => touch(calculateIndicator('atr', '14', bars)),
    tradingSignals: ({ candles }) => stream(new ts.ATR(14), candles, value),
    technicalIndicators: ({ high, low, close }) => ti.ATR.calculate({ high, low, close, period: 14 }).length,
  },
  {
    name: 'Stochastics 14,3,3',
    ours: ({ bars }) => touch(calculateIndicator('fullStochastics', '14,3,3', bars)),
    tradingSignals: ({ candles }) => stream(new ts.StochasticOscillator(14, 3, 3), candles, (r) => r.stochK),
    technicalIndicators: ({ high, low, close }) =>
      ti.Stochastic.calculate({ high, low, close, period: 14, signalPeriod: 3 }).length,
    note: 'technicalindicators has no %K smoothing: its row is fast 14,3',
  },
];

function timeOnce(job: Job, input: Inputs): number {
  const start = process.hrtime.bigint();
  job(input);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface Measurement {
  readonly nsPerBar: number;
  readonly bars: number;
}

/** Warms up, then times `runs` runs; a peer slower than the budget on the full input is measured on less. */
function measure(job: Job, full: Inputs, small: Inputs, runs: number): Measurement {
  const probe = timeOnce(job, small);
  const projected = probe * (full.close.length / small.close.length);
  const input = projected > PEER_BUDGET_MS ? small : full;
  timeOnce(job, input);
  const times: number[] = [];
  for (let r = 0; r < runs; r++) times.push(timeOnce(job, input));
  return { nsPerBar: (median(times) * 1e6) / input.close.length, bars: input.close.length };
}

function cell(m: Measurement): string {
  const value = m.nsPerBar.toFixed(1);
  return m.bars === BAR_COUNT ? value : `${value} (on ${m.bars.toLocaleString('en-US')} bars)`;
}

/** Prints the ns-per-bar table of Chartbench against trading-signals and technicalindicators. */
export async function run(): Promise<void> {
  const full = inputsOf(randomWalkBars(BAR_COUNT, 7));
  const small = inputsOf(randomWalkBars(100_000, 7));
  const header = [
    'Indicator',
    'Chartbench ns/bar',
    'trading-signals ns/bar',
    'technicalindicators ns/bar',
    'vs fastest peer',
  ];
  const lines: string[][] = [];
  const notes: string[] = [];
  for (const row of ROWS) {
    const ours = measure(row.ours, full, small, RUNS);
    const tradingSignals = measure(row.tradingSignals, full, small, PEER_RUNS);
    const technicalIndicators = measure(row.technicalIndicators, full, small, PEER_RUNS);
    const fastestPeer = Math.min(tradingSignals.nsPerBar, technicalIndicators.nsPerBar);
    lines.push([
      row.name,
      cell(ours),
      cell(tradingSignals),
      cell(technicalIndicators),
      `${(fastestPeer / ours.nsPerBar).toFixed(1)}x faster`,
    ]);
    if (row.note) notes.push(`${row.name}: ${row.note}`);
  }
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (line: string[]) => `| ${line.map((text, i) => text.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    `\nIndicators: ns per bar on ${BAR_COUNT.toLocaleString('en-US')} bars (median of ${RUNS} runs, ${PEER_RUNS} for peers, after a warm-up)`,
  );
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  for (const note of notes) console.log(`Note: ${note}`);
  console.log(
    `Node ${process.version}; peers: trading-signals (streaming add per bar, one value per bar kept), technicalindicators (calculate on arrays).`,
  );
}
