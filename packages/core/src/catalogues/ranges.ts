/**
 * The range catalogue (spec 1 §3.2, §6; spec 2 §4 and §6). A range is one of three kinds: bar-and-gap (Fill
 * the Chart: as many bars as fit), a length in days, months and years, or start and end dates.
 */
export type RangeKind = 'barGap' | 'length' | 'dates';

/** One range of the range menu, with the values it sets and who may choose it. */
export interface RangeOption {
  readonly id: string;
  readonly title: string;
  readonly shortTitle: string;
  readonly kind: RangeKind;
  /** Uses the bar and gap values (b, g). */
  readonly usesBarAndGap: boolean;
  /** Uses numberOfDays/Months/Years (dy, mn, yr). */
  readonly usesNumberOfDays: boolean;
  /** Uses start and end dates (st, en). */
  readonly usesStartEndDates: boolean;
  /** 0-30. */
  readonly numberOfDays: number;
  /** 0-11. */
  readonly numberOfMonths: number;
  readonly numberOfYears: number;
  /** Default bar value (b) when this range is chosen. */
  readonly barValue: number;
  /** Default gap value (g) when this range is chosen. */
  readonly gapValue: number;
  readonly allowedForFreeUsers: boolean;
  readonly allowedForBasicMembers: boolean;
  readonly allowedForExtraMembers: boolean;
  /** A plain preset (a fixed length) rather than one whose values the user sets. */
  readonly isSimpleRangeSetting: boolean;
}

/** Default bar width for bar-and-gap ranges (spec 1 §5.4). */
export const DEFAULT_BAR_VALUE = 5;
/** Default gap width for bar-and-gap ranges (spec 1 §5.4). */
export const DEFAULT_GAP_VALUE = 0;

const base = {
  usesBarAndGap: false,
  usesNumberOfDays: false,
  usesStartEndDates: false,
  numberOfDays: 0,
  numberOfMonths: 0,
  numberOfYears: 0,
  barValue: DEFAULT_BAR_VALUE,
  gapValue: DEFAULT_GAP_VALUE,
  allowedForFreeUsers: true,
  allowedForBasicMembers: true,
  allowedForExtraMembers: true,
  isSimpleRangeSetting: true,
} as const;

function length(
  id: string,
  title: string,
  shortTitle: string,
  days: number,
  months: number,
  years: number,
): RangeOption {
  // Free users reach up to one year; basic and extra members up to the years menu's '40' value, which among
  // the presets means up to 25 years; longer ranges are for pro members (spec 1 §6).
  const totalYears = years + months / 12 + days / 365;
  return {
    ...base,
    id,
    title,
    shortTitle,
    kind: 'length',
    usesNumberOfDays: true,
    numberOfDays: days,
    numberOfMonths: months,
    numberOfYears: years,
    allowedForFreeUsers: totalYears <= 1,
    allowedForBasicMembers: totalYears <= 40,
    allowedForExtraMembers: totalYears <= 40,
  };
}

const days = (n: number) => length(`${n}d`, n === 1 ? '1 Day' : `${n} Days`, `${n}D`, n, 0, 0);
const months = (n: number) => length(`${n}m`, n === 1 ? '1 Month' : `${n} Months`, `${n}M`, 0, n, 0);
const years = (n: number) => {
  const whole = Math.floor(n);
  const extraMonths = Math.round((n - whole) * 12);
  return length(`${n}y`, n === 1 ? '1 Year' : `${n} Years`, `${n}Y`, 0, extraMonths, whole);
};

/** Every range, in menu order. */
export const RANGES: readonly RangeOption[] = [
  { ...base, id: 'fill', title: 'Fill the Chart', shortTitle: 'Fill', kind: 'barGap', usesBarAndGap: true },
  ...[1, 2, 5, 10, 15].map(days),
  ...[1, 3, 6, 9].map(months),
  { ...base, id: 'ytd', title: 'Year-to-Date', shortTitle: 'YTD', kind: 'dates', usesStartEndDates: true },
  ...[1, 1.5, 2, 3, 5, 10, 15, 20, 25, 50, 75, 100].map(years),
  {
    ...base,
    id: 'predefined',
    title: 'Predefined Range',
    shortTitle: 'Predefined',
    kind: 'length',
    usesNumberOfDays: true,
    numberOfYears: 1,
    isSimpleRangeSetting: false,
  },
  {
    ...base,
    id: 'custom',
    title: 'Select Start/End',
    shortTitle: 'Custom',
    kind: 'dates',
    usesStartEndDates: true,
    isSimpleRangeSetting: false,
  },
];

/** The default range: one year. */
export const DEFAULT_RANGE_ID = '1y';

const RANGE_BY_ID = new Map(RANGES.map((r) => [r.id, r]));

/** Finds a range by id (`1y`, `6m`, `fill`, `ytd`, `custom`...). */
export function findRange(id: string): RangeOption | undefined {
  return RANGE_BY_ID.get(id);
}

/**
 * Finds the preset whose days, months and years are exactly these (spec 2 §4: a custom combination that
 * matches a preset switches to it).
 */
export function findRangeByLength(
  daysValue: number,
  monthsValue: number,
  yearsValue: number,
): RangeOption | undefined {
  return RANGES.find(
    (r) =>
      r.kind === 'length' &&
      r.isSimpleRangeSetting &&
      r.numberOfDays === daysValue &&
      r.numberOfMonths === monthsValue &&
      r.numberOfYears === yearsValue,
  );
}
