/**
 * The period catalogue (spec 1 §3.1, §6; spec 2 §6). A period's `value` is the chart-engine code: it is what
 * the chart query's `p` parameter carries and what SharpCharts XML stores.
 */
export interface PeriodOption {
  /** Stable identifier used by the UI. */
  readonly id: string;
  /** Menu title. */
  readonly title: string;
  /** Compact title for narrow menus. */
  readonly shortTitle: string;
  /** Chart-engine code, the value of `p` in a chart query. */
  readonly value: string;
  /** Minutes per bar for intraday periods; 0 for daily and longer. */
  readonly minutes: number;
  readonly isIntraday: boolean;
  readonly isPayingMemberOnly: boolean;
  readonly isProOnly: boolean;
  readonly isCryptoOnly: boolean;
  readonly isNonCryptoOnly: boolean;
  /** A divider is drawn above this entry in the period menu. */
  readonly hasDividerBefore: boolean;
}

type PeriodSeed = Pick<PeriodOption, 'id' | 'title' | 'shortTitle' | 'value'> & Partial<PeriodOption>;

function period(seed: PeriodSeed): PeriodOption {
  const minutes = seed.minutes ?? 0;
  const isIntraday = minutes > 0;
  return {
    minutes,
    isIntraday,
    // Every intraday minute period (and hourly) is for paying members (spec 1 §6).
    isPayingMemberOnly: isIntraday,
    isProOnly: false,
    isCryptoOnly: false,
    isNonCryptoOnly: false,
    hasDividerBefore: false,
    ...seed,
  };
}

function minutePeriod(minutes: number, extra: Partial<PeriodOption> = {}): PeriodOption {
  return period({
    id: `${minutes}min`,
    title: `${minutes} Minute`,
    shortTitle: `${minutes}m`,
    value: String(minutes),
    minutes,
    ...extra,
  });
}

/** Every period, in menu order. Daily is the default. */
export const PERIODS: readonly PeriodOption[] = [
  minutePeriod(1),
  minutePeriod(2),
  minutePeriod(3),
  minutePeriod(5),
  minutePeriod(10),
  minutePeriod(15),
  minutePeriod(30),
  // Bar-count periods divide the 390-minute US session into whole bars; crypto trades around the clock.
  minutePeriod(39, { title: '39 Minute (10 per day)', isNonCryptoOnly: true, hasDividerBefore: true }),
  minutePeriod(65, { title: '65 Minute (6 per day)', isNonCryptoOnly: true }),
  minutePeriod(78, { title: '78 Minute (5 per day)', isNonCryptoOnly: true }),
  minutePeriod(130, { title: '130 Minute (3 per day)', isNonCryptoOnly: true }),
  minutePeriod(195, { title: '195 Minute (2 per day)', isNonCryptoOnly: true }),
  period({
    id: 'hourly',
    title: 'Hourly',
    shortTitle: '1h',
    value: '60',
    minutes: 60,
    hasDividerBefore: true,
  }),
  minutePeriod(120, { title: '120 Minute', shortTitle: '2h' }),
  minutePeriod(240, { title: '240 Minute', shortTitle: '4h', isCryptoOnly: true }),
  period({ id: 'daily', title: 'Daily', shortTitle: 'D', value: 'D', hasDividerBefore: true }),
  period({ id: 'weekly', title: 'Weekly', shortTitle: 'W', value: 'W' }),
  period({ id: 'monthly', title: 'Monthly', shortTitle: 'M', value: 'M', isPayingMemberOnly: true }),
  period({
    id: 'quarterly',
    title: 'Quarterly',
    shortTitle: 'Q',
    value: 'Q',
    isPayingMemberOnly: true,
    isProOnly: true,
  }),
  period({
    id: 'yearly',
    title: 'Yearly',
    shortTitle: 'Y',
    value: 'Y',
    isPayingMemberOnly: true,
    isProOnly: true,
  }),
];

/** The default period: daily. */
export const DEFAULT_PERIOD_VALUE = 'D';

const PERIOD_BY_VALUE = new Map(PERIODS.map((p) => [p.value, p]));
const PERIOD_BY_ID = new Map(PERIODS.map((p) => [p.id, p]));

/**
 * Finds a period by its chart-engine code (`D`, `W`, `60`, `5`...) or by its id (`daily`, `5min`...),
 * case-insensitively for letter codes.
 */
export function findPeriod(valueOrId: string): PeriodOption | undefined {
  const key = valueOrId.trim();
  return (
    PERIOD_BY_VALUE.get(key.toUpperCase()) ?? PERIOD_BY_VALUE.get(key) ?? PERIOD_BY_ID.get(key.toLowerCase())
  );
}
