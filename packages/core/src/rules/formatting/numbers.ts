/**
 * Number formatting (spec 2 §9, spec 3 §2.11, §9): prices with 2 decimals and thousands separators, large
 * numbers as K, M, B, T with 3 decimals, SCTR with 1 decimal, option values and implied volatility.
 */

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A number with fixed decimals and thousands separators; '' for anything that is not a finite number.
 * @example formatNumber(1234567.891, 2) // '1,234,567.89'
 */
export function formatNumber(value: unknown, decimals: number): string {
  if (!isNumber(value)) return '';
  return numberFormat(decimals).format(value);
}

const FORMATS = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let format = FORMATS.get(decimals);
  if (!format) {
    // signDisplay 'negative' keeps -0.001 from showing as '-0.00'.
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    FORMATS.set(decimals, format);
  }
  return format;
}

/** A price: 2 decimals with thousands separators (spec 3 §9). */
export function formatPrice(value: unknown): string {
  return formatNumber(value, 2);
}

/** An SCTR value: 1 decimal (spec 2 §9). */
export function formatSctr(value: unknown): string {
  return formatNumber(value, 1);
}

const SCALES: ReadonlyArray<[number, string]> = [
  [1e3, 'K'],
  [1e6, 'M'],
  [1e9, 'B'],
  [1e12, 'T'],
];

/**
 * A large number abbreviated with K, M, B or T and 3 decimals (spec 3 §2.11, §9); below a thousand, the number
 * itself (2 decimals unless whole).
 * @example formatLargeNumber(2_345_678_901) // '2.346B'
 */
export function formatLargeNumber(value: unknown): string {
  if (!isNumber(value)) return '';
  const magnitude = Math.abs(value);
  let index = SCALES.findLastIndex(([scale]) => magnitude >= scale);
  if (index < 0) return formatNumber(value, Number.isInteger(value) ? 0 : 2);
  // 999,999.9 would read 1000.000K: it is shown in the scale it rounds into, 1.000M.
  if (index < SCALES.length - 1 && Number((magnitude / SCALES[index]![0]).toFixed(3)) >= 1000) index += 1;
  const [scale, suffix] = SCALES[index]!;
  return `${value < 0 ? '-' : ''}${(magnitude / scale).toFixed(3)}${suffix}`;
}

/** A value shown blank when it is 0 or missing (volume, market cap, dividends, yields: spec 2 §9). */
export function blankWhenZero(value: unknown, format: (value: number) => string): string {
  if (!isNumber(value) || value === 0) return '';
  return format(value);
}

/** A signed percent with 2 decimals, e.g. '+1.25%' or '-0.50%'. */
export function formatPercentChange(value: unknown): string {
  if (!isNumber(value)) return '';
  const text = formatNumber(value, 2);
  return `${value > 0 && text !== '0.00' ? '+' : ''}${text}%`;
}

/** Implied volatility as a percent with 2 decimals (spec 3 §9): 0.2534 is '25.34%'. */
export function formatImpliedVolatility(value: unknown): string {
  if (!isNumber(value)) return '';
  return `${formatNumber(value * 100, 2)}%`;
}

/** Earnings revenue in millions with 2 decimals (spec 3 §9): 1234500000 is '1,234.50M'. */
export function formatRevenueMillions(value: unknown): string {
  if (!isNumber(value)) return '';
  return `${formatNumber(value / 1e6, 2)}M`;
}
