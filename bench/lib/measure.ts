/**
 * Timing helpers shared by the benchmark modules: medians after a warm-up, repeated passes with their spread
 * (a loaded machine moves figures by several times), and a note of how loaded the machine was.
 */
import { cpus, loadavg } from 'node:os';

/**
 * Milliseconds of CPU time (user + system) one call takes. CPU time rather than wall time: on a shared machine
 * the process is descheduled for whole time slices, which wall time would count as the indicator's.
 */
export function timeOnce(job: () => unknown): number {
  const start = process.cpuUsage();
  job();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e3;
}

/** The middle value (upper middle for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median milliseconds of `runs` calls after three warm-up calls (V8 optimises a hot loop on the second or third). */
export function medianMs(job: () => unknown, runs: number): number {
  for (let w = 0; w < 3; w++) job();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) times.push(timeOnce(job));
  return median(times);
}

/** "load 0.42 / 2 cores": the one-minute load average against the core count, to judge how idle a run was. */
export function loadNote(): string {
  const [one, five] = loadavg();
  return `load average ${one!.toFixed(2)} (1 min), ${five!.toFixed(2)} (5 min) on ${cpus().length} cores`;
}

/** A Markdown table with padded columns. */
export function table(header: readonly string[], lines: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (line: readonly string[]) =>
    `| ${line.map((text, i) => text.padEnd(widths[i]!)).join(' | ')} |`;
  return [format(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(format)].join(
    '\n',
  );
}

/** A figure over repeated passes: the median, and the spread (max - min) as a share of it. */
export interface Repeated {
  readonly ms: number;
  readonly spread: number;
}

/** Median and spread of several passes' figures. */
export function repeated(passes: readonly number[]): Repeated {
  const ms = median(passes);
  return { ms, spread: (Math.max(...passes) - Math.min(...passes)) / ms };
}

/** "2.12 ±8%": a figure with its spread over the passes. */
export function withSpread(value: number, spread: number, digits = 2): string {
  return `${value.toFixed(digits)} ±${Math.round(spread * 100)}%`;
}
