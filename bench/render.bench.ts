/**
 * Render speed of the chart engine: milliseconds per chart (median of several runs after a warm-up) for the
 * default one-year daily chart (three overlays and three indicators, volume behind price, full quote), and
 * for 10,000 and 100,000 daily bars drawn whole. Decimation keeps cost linear in the bar count.
 */
import { cpus, loadavg } from 'node:os';
import { createDefaultChartSettings, type ChartSettings } from '@chartbench/core';
import { createSampleBars, renderChart, type RenderChartInput } from '@chartbench/chart-engine';

interface Case {
  readonly name: string;
  readonly input: RenderChartInput;
  /**
   * Renders before timing. A server draws thousands of charts: V8 optimises the engine's loops only after some
   * hundreds of calls, so a small chart timed after 5 (as until 2026-11-30) measured code still warming up.
   */
  readonly warmUp: number;
  readonly runs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Wall-clock and CPU time per render. On a shared machine the wall clock also counts time spent waiting for a
 * core; the process's CPU time (user + system) does not, so it is the fairer figure there.
 */
function time(
  input: RenderChartInput,
  warmUp: number,
  runs: number,
): { ms: number; cpuMs: number; svgBytes: number } {
  let svgBytes = 0;
  for (let i = 0; i < warmUp; i++) svgBytes = renderChart(input).svg.length;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    renderChart(input);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ms: median(wall), cpuMs: median(cpu), svgBytes };
}

function withCompare(count: number, settings: ChartSettings): RenderChartInput {
  return {
    symbol: 'AAPL',
    settings,
    bars: createSampleBars({ seed: 1, count }),
    compare: [{ symbol: 'SPY', bars: createSampleBars({ seed: 2, count, startPrice: 450 }) }],
  };
}

/** Prints the render table. */
export async function run(): Promise<void> {
  const defaults = createDefaultChartSettings();
  const whole = { ...createDefaultChartSettings(), range: '100y' };
  const cases: Case[] = [
    // Two years of history: the one-year range plus warm-up for the 200-day average.
    {
      name: 'default 1-year daily chart (3 overlays, 3 indicators)',
      input: withCompare(504, defaults),
      warmUp: 400,
      runs: 201,
    },
    {
      name: '10,000 bars, same settings, all drawn',
      input: withCompare(10_000, whole),
      warmUp: 40,
      runs: 21,
    },
    {
      name: '100,000 bars, same settings, all drawn',
      input: withCompare(100_000, whole),
      warmUp: 5,
      runs: 9,
    },
  ];
  // Timings are only comparable on an idle machine: say how busy this one was.
  const [load] = loadavg();
  console.log(`machine: ${cpus().length} cores, load average ${(load ?? 0).toFixed(1)} at start`);
  const rows = cases.map((c) => ({ ...c, ...time(c.input, c.warmUp, c.runs) }));
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(
    `${'chart'.padEnd(width)}  ${'median ms'.padStart(9)}  ${'CPU ms'.padStart(7)}  ${'runs'.padStart(4)}  ${'SVG KB'.padStart(7)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(width)}  ${row.ms.toFixed(2).padStart(9)}  ${row.cpuMs.toFixed(2).padStart(7)}  ${String(row.runs).padStart(4)}  ${(row.svgBytes / 1024).toFixed(1).padStart(7)}`,
    );
  }
  const [, tenK, hundredK] = rows;
  if (tenK && hundredK)
    console.log(
      `100,000 / 10,000 bars time ratio: ${(hundredK.ms / tenK.ms).toFixed(1)} (linear = 10; aim: 1-year chart < 5 ms)`,
    );
}
