import { monthName } from '../util/dates';

/** One label of the date axis. */
export interface TimeTick {
  /** Index of the bar the label sits on. */
  readonly index: number;
  readonly label: string;
  /** Starts a larger unit (a new year on a monthly axis...): drawn stronger. */
  readonly major: boolean;
}

type Unit = 'hour' | 'day' | 'month' | 'quarter' | 'year' | 'fiveYears';

const UNITS: readonly Unit[] = ['hour', 'day', 'month', 'quarter', 'year', 'fiveYears'];
const PARENT: Record<Unit, Unit | undefined> = {
  hour: 'day',
  day: 'month',
  month: 'year',
  quarter: 'year',
  year: undefined,
  fiveYears: undefined,
};

/** Calendar fields of one bar, read once so each unit's key is plain arithmetic. */
interface Calendar {
  readonly time: number;
  readonly year: number;
  readonly month: number;
}

function unitKey(date: Calendar, unit: Unit): number {
  switch (unit) {
    case 'hour':
      return Math.floor(date.time / 3_600_000);
    case 'day':
      return Math.floor(date.time / 86_400_000);
    case 'month':
      return date.year * 12 + date.month;
    case 'quarter':
      return date.year * 4 + Math.floor(date.month / 3);
    case 'year':
      return date.year;
    case 'fiveYears':
      return Math.floor(date.year / 5);
  }
}

function unitLabel(date: Date, unit: Unit, major: boolean): string {
  switch (unit) {
    case 'hour':
      return major
        ? `${monthName(date.getUTCMonth())} ${date.getUTCDate()}`
        : `${date.getUTCHours()}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
    case 'day':
      return major ? `${monthName(date.getUTCMonth())} ${date.getUTCDate()}` : String(date.getUTCDate());
    case 'month':
    case 'quarter':
      return major ? String(date.getUTCFullYear()) : monthName(date.getUTCMonth());
    case 'year':
    case 'fiveYears':
      return String(date.getUTCFullYear());
  }
}

/**
 * Chooses date-axis labels: the finest calendar unit (hour, day, month, quarter, year, five years) whose
 * boundaries leave at least `minSpacing` pixels per label, labelled at the first bar of each unit. Linear in
 * the number of bars given (pass decimated times for long series).
 */
export function timeTicks(times: ArrayLike<number>, slotWidth: number, minSpacing = 44): TimeTick[] {
  const count = times.length;
  if (count < 2 || !(slotWidth > 0)) return [];
  const dates: Calendar[] = new Array<Calendar>(count);
  // A Date is asked only when a bar leaves the month of the one before: bars are in time order, and a Date per
  // bar was most of the axis's time. Any bar outside the month (or a NaN time) asks again.
  let year = NaN;
  let month = NaN;
  let monthStart = NaN;
  let monthEnd = NaN;
  for (let i = 0; i < count; i++) {
    const time = times[i] ?? 0;
    if (!(time >= monthStart && time < monthEnd)) {
      const d = new Date(time);
      year = d.getUTCFullYear();
      month = d.getUTCMonth();
      monthStart = Date.UTC(year, month, 1);
      monthEnd = Date.UTC(year, month + 1, 1);
    }
    dates[i] = { time, year, month };
  }
  for (const unit of UNITS) {
    const boundaries: number[] = [];
    let previous = unitKey(dates[0] as Calendar, unit);
    for (let i = 1; i < count; i++) {
      const key = unitKey(dates[i] as Calendar, unit);
      if (key !== previous) boundaries.push(i);
      previous = key;
    }
    if (boundaries.length === 0) continue;
    let tightest = Infinity;
    for (let k = 1; k < boundaries.length; k++) {
      tightest = Math.min(tightest, ((boundaries[k] as number) - (boundaries[k - 1] as number)) * slotWidth);
    }
    // Allow a few tight spots (short months at a holiday) as long as the average spacing is comfortable.
    const average =
      boundaries.length > 1
        ? (((boundaries.at(-1) as number) - (boundaries[0] as number)) * slotWidth) / (boundaries.length - 1)
        : Infinity;
    if (average < minSpacing || tightest < minSpacing * 0.45) continue;
    const parent = PARENT[unit];
    return boundaries.map((index, k) => {
      const date = dates[index] as Calendar;
      const before = dates[index - 1] as Calendar;
      // The first hour or day label also names its date, so a short intraday axis still says which day it shows.
      const major =
        parent !== undefined &&
        ((k === 0 && (unit === 'hour' || unit === 'day')) ||
          unitKey(date, parent) !== unitKey(before, parent));
      return { index, label: unitLabel(new Date(date.time), unit, major), major };
    });
  }
  return [];
}
