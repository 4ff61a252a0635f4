/**
 * The workbench log (spec 3 §3 "Log entry", §8 "Log levels", §9 "Log buffer"): entries of a level, a time and
 * messages, kept in a bounded buffer so that a long session cannot grow it without end.
 */
import { CONSTANTS } from '../../catalogues/constants';
import { LOG_LEVELS, type LogLevel } from '../../catalogues/ui';

/** One logged entry: its level, when (ms since epoch) and what was said. */
export interface LogEntry {
  readonly level: LogLevel;
  readonly timestamp: number;
  readonly messages: readonly unknown[];
}

/** Whether an entry of `level` is kept when the log's threshold is `threshold`. */
export function isLogged(level: LogLevel, threshold: LogLevel): boolean {
  return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(threshold);
}

/**
 * Appends `entry` to `buffer` in place: once it holds the maximum (7500), the oldest 20 are dropped first, so
 * the buffer never passes the maximum and trimming happens once per 20 entries rather than on every one.
 * In place because a busy page would otherwise copy 7500 entries per line.
 */
export function appendLogEntry(buffer: LogEntry[], entry: LogEntry): void {
  const { bufferMax, dropOldest } = CONSTANTS.logs;
  if (buffer.length >= bufferMax) buffer.splice(0, dropOldest);
  buffer.push(entry);
}
