import type { LogPort } from '../ports/workbench-ports';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, type LogLevel } from '../../catalogues/ui';
import type { LogEntry } from './log-buffer';
import { appendLogEntry, isLogged } from './log-buffer';

/** Options of {@link createBufferedLog}. */
export interface BufferedLogOptions {
  /** The time of an entry in ms; the host's clock. */
  readonly now: () => number;
  /** Entries below this level are neither kept nor passed on; info by default (spec 3 §9). */
  readonly level?: LogLevel;
  /** Where each kept entry also goes (a browser console); nowhere when omitted. */
  readonly sink?: (entry: LogEntry) => void;
}

/** A {@link LogPort} that keeps its entries in the spec's bounded buffer, readable for support and tests. */
export interface BufferedLog extends LogPort {
  /** The kept entries, oldest first. */
  entries(): readonly LogEntry[];
}

/**
 * A log port with the four levels of spec 3 §8 and the buffer of §9 (7500 entries, the oldest 20 dropped at
 * the maximum).
 */
export function createBufferedLog({ now, level = DEFAULT_LOG_LEVEL, sink }: BufferedLogOptions): BufferedLog {
  const buffer: LogEntry[] = [];
  const write = (entryLevel: LogLevel) => (message: string, detail?: unknown) => {
    if (!isLogged(entryLevel, level)) return;
    const entry: LogEntry = {
      level: entryLevel,
      timestamp: now(),
      messages: detail === undefined ? [message] : [message, detail],
    };
    appendLogEntry(buffer, entry);
    sink?.(entry);
  };
  const port = Object.fromEntries(
    LOG_LEVELS.map((entryLevel) => [entryLevel, write(entryLevel)]),
  ) as unknown as LogPort;
  return { ...port, entries: () => buffer };
}
