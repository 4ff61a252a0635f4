/**
 * Timing helpers shared by the benchmark modules: medians after a warm-up, repeated until two rounds agree
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

/** A figure that settled: its value, and how many rounds it took (more than 2 means the machine was busy). */
export interface Stable {
  readonly ms: number;
  readonly rounds: number;
}

/** Rounds stop once two consecutive medians are within this fraction of each other. */
const AGREE = 0.1;
const MAX_ROUNDS = 6;

/**
 * Times `jobs` together, round after round, until every job's median agrees with its previous round's within
 * 10% (or six rounds pass); returns the last round's medians. Timing the jobs in the same rounds keeps a
 * load spike from favouring one of them.
 */
export function stableMs(jobs: readonly (() => unknown)[], runs: number): Stable[] {
  let previous: number[] | undefined;
  for (let round = 1; ; round++) {
    const current = jobs.map((job) => medianMs(job, runs));
    const settled = previous?.every(
      (ms, i) => Math.abs(current[i]! - ms) <= AGREE * Math.max(ms, current[i]!),
    );
    if (settled || round === MAX_ROUNDS) return current.map((ms) => ({ ms, rounds: round }));
    previous = current;
  }
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
