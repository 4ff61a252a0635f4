import { CONSTANTS } from '../../catalogues/constants';
import { appendLogEntry, createBufferedLog, isLogged, type LogEntry } from './index';

const entry = (n: number): LogEntry => ({ level: 'info', timestamp: n, messages: [`line ${n}`] });

describe('spec 3 §9 log buffer', () => {
  it('drops the oldest 20 once it holds 7500 entries', () => {
    const buffer: LogEntry[] = [];
    for (let n = 0; n < CONSTANTS.logs.bufferMax; n++) appendLogEntry(buffer, entry(n));
    expect(buffer).toHaveLength(7500);
    appendLogEntry(buffer, entry(7500));
    expect(buffer).toHaveLength(7500 - 20 + 1);
    expect(buffer[0]!.timestamp).toBe(20);
    expect(buffer.at(-1)!.timestamp).toBe(7500);
  });
});

describe('spec 3 §8 log levels', () => {
  it.each([
    ['debug', 'info', false],
    ['info', 'info', true],
    ['warn', 'info', true],
    ['error', 'warn', true],
    ['info', 'error', false],
  ] as const)('%s at threshold %s is kept: %s', (level, threshold, kept) => {
    expect(isLogged(level, threshold)).toBe(kept);
  });

  it('keeps info and above by default, with the time and the messages, and passes them to the sink', () => {
    const sunk: LogEntry[] = [];
    const log = createBufferedLog({ now: () => 42, sink: (e) => sunk.push(e) });
    log.debug('tracing');
    log.info('started');
    log.warn('dropped 2 items', { count: 2 });
    log.error('copy failed');
    expect(log.entries()).toEqual([
      { level: 'info', timestamp: 42, messages: ['started'] },
      { level: 'warn', timestamp: 42, messages: ['dropped 2 items', { count: 2 }] },
      { level: 'error', timestamp: 42, messages: ['copy failed'] },
    ]);
    expect(sunk).toEqual(log.entries());
  });

  it('keeps debug when asked to', () => {
    const log = createBufferedLog({ now: () => 1, level: 'debug' });
    log.debug('tracing');
    expect(log.entries().map((e) => e.level)).toEqual(['debug']);
  });
});
