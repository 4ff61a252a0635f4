export { appendLogEntry, isLogged } from './log-buffer';
export type { LogEntry } from './log-buffer';
export { createBufferedLog } from './log';
export type { BufferedLog, BufferedLogOptions } from './log';
