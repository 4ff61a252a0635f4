/**
 * Every indicator of the catalogue at its default parameters on 1,000,000 bars: ns per bar beside the floor
 * the machine's memory bandwidth sets for the columns it reads and the lines it writes, flagged above 5x that
 * floor. Which columns an indicator reads is observed (the bars' columns are counted as they are touched).
 */
import type { Bars } from '@chartbench/core';
import {
  CCI_DIRECT_MAX_PERIOD,
  calculateCciDirect,
  calculateCciRanked,
} from '../packages/chart-engine/src/indicators/cci';
import { calculateIndicator, listIndicatorIds } from '../packages/chart-engine/src/indicators/index';
import { randomWalkBars } from '../packages/chart-engine/src/indicators/testing/fixtures';
import { loadNote, medianMs, table } from './lib/measure';

const BAR_COUNT = 1_000_000;
const RUNS = 5;
const FLAG_ABOVE = 5;
/**
 * Indicators whose work per bar depends on the period, found by reading their loops (the others are O(n)):
 * none is left O(n*p). CCI re-reads short windows and switches to ranked sums above its crossover.
 */
const COMPLEXITY: Record<string, string> = {
  cci: `O(n*min(p, ${CCI_DIRECT_MAX_PERIOD})): window re-read up to p = ${CCI_DIRECT_MAX_PERIOD}, O(n log n) ranked sums above`,
};
/** CCI periods timed with both methods, to show where the crossover lies. */
const CCI_PERIODS = [20, 200, 600, 1000, 2000, 5000];

/** Bytes per nanosecond one core streams through (one read and one write per element, as a `set` copy does). */
function bandwidth(): number {
  const source = new Float64Array(BAR_COUNT * 4).fill(1);
  const target = new Float64Array(source.length);
  const ms = medianMs(() => target.set(source), 9);
  return (source.byteLength * 2) / (ms * 1e6);
}

/** Prints one row per catalogue id: ns/bar, columns read, lines written, floor and the ratio to it. */
export async function run(): Promise<void> {
  console.log(`Before: ${loadNote()}`);
  const bars = randomWalkBars(BAR_COUNT, 7);
  // Comparison indicators read another symbol: a second walk stands in for it.
  const other = randomWalkBars(BAR_COUNT, 8);
  const context = { symbolBars: () => other };
  const bytesPerNs = bandwidth();
  const lines: string[][] = [];
  const skipped: string[] = [];
  for (const id of listIndicatorIds().sort()) {
    const read = new Set<string>();
    const seen = Object.defineProperties(
      {},
      Object.fromEntries(
        Object.entries(bars).map(([column, values]) => [
          column,
          { enumerable: true, get: () => (read.add(column), values) },
        ]),
      ),
    ) as Bars;
    let output: Record<string, Float64Array>;
    try {
      output = calculateIndicator(id, '', seen, context);
    } catch (error) {
      skipped.push(`${id} (${(error as Error).message})`);
      continue;
    }
    if (Object.keys(output).length === 0) {
      skipped.push(`${id} (computes no line from the bars)`);
      continue;
    }
    const ms = medianMs(() => calculateIndicator(id, '', bars, context), RUNS);
    const nsPerBar = (ms * 1e6) / BAR_COUNT;
    const written = Object.keys(output).length;
    const floor = ((read.size + written) * 8) / bytesPerNs;
    const ratio = nsPerBar / floor;
    lines.push([
      id,
      nsPerBar.toFixed(2),
      `${read.size} in, ${written} out`,
      floor.toFixed(2),
      `${ratio.toFixed(1)}x${ratio > FLAG_ABOVE ? ' FLAG' : ''}`,
      COMPLEXITY[id] ?? 'O(n)',
    ]);
  }
  console.log(
    `\nCatalogue: every indicator at its default parameters, ${BAR_COUNT.toLocaleString('en-US')} bars, median of ${RUNS} runs; memory bandwidth ${bytesPerNs.toFixed(1)} bytes/ns (one core, copy)`,
  );
  console.log(
    table(
      [
        'Indicator',
        'ns/bar',
        'columns',
        'bandwidth floor ns/bar',
        `vs floor (flag > ${FLAG_ABOVE}x)`,
        'complexity',
      ],
      lines,
    ),
  );
  const flagged = lines.filter((line) => line[4]!.endsWith('FLAG')).map((line) => line[0]);
  console.log(`Above ${FLAG_ABOVE}x the floor: ${flagged.length} of ${lines.length} (${flagged.join(', ')})`);
  if (skipped.length > 0) console.log(`Not timed: ${skipped.join('; ')}`);
  const cci = CCI_PERIODS.map((p) => {
    const direct = (medianMs(() => calculateCciDirect(bars, p), 1) * 1e6) / BAR_COUNT;
    const ranked = (medianMs(() => calculateCciRanked(bars, p), 1) * 1e6) / BAR_COUNT;
    const used = p <= CCI_DIRECT_MAX_PERIOD ? 'direct' : 'ranked';
    return [String(p), direct.toFixed(1), ranked.toFixed(1), used];
  });
  console.log(
    `\nCCI by period, ns/bar on ${BAR_COUNT.toLocaleString('en-US')} bars (one run after a warm-up):`,
  );
  console.log(table(['period', 'direct re-read O(n*p)', 'ranked sums O(n log n)', 'calculateCci uses'], cci));
  console.log(`After: ${loadNote()}`);
}
