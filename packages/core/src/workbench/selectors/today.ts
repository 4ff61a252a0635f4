import { toIsoDate } from '../../rules/index';
import type { Clock } from '../ports/workbench-ports';

/**
 * Today as YYYY-MM-DD read from the workbench's clock port, the same reading the store's date rules make, so
 * components and the store agree on the day (and tests with a fake clock get a fixed one).
 */
export function todayFromClock(clock: Pick<Clock, 'now'>): string {
  return toIsoDate(new Date(clock.now()));
}
