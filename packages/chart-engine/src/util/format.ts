/** Rounds a pixel coordinate to 0.1 px for compact, deterministic path data. */
export function px(value: number): string {
  return tenthsText(Math.round(value * 10));
}

/** The text `px` writes for a coordinate rounded to a whole number of tenths of a pixel. */
export function tenthsText(tenths: number): string {
  if (tenths === 0) return '0';
  if (!Number.isFinite(tenths)) return String(tenths);
  // Whole-number to string conversion is several times faster than a double's shortest form, and a chart
  // writes thousands of coordinates: print tenths as integer parts. Same text as String(tenths / 10).
  const magnitude = tenths < 0 ? -tenths : tenths;
  const whole = Math.floor(magnitude / 10);
  const fraction = magnitude - whole * 10;
  const text = fraction === 0 ? String(whole) : `${whole}.${fraction}`;
  return tenths < 0 ? `-${text}` : text;
}

/** Decimals that show a price range without noise: more for small prices (spec 3 §5's 4/3/2 rule by range/20). */
export function decimalsForRange(range: number): number {
  const step = Math.abs(range) / 20;
  if (step < 0.01) return 4;
  if (step < 0.1) return 3;
  return 2;
}

/** Formats a price with fixed decimals and thousands separators. */
export function formatPrice(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '';
  const fixed = Math.abs(value).toFixed(decimals);
  const dot = fixed.indexOf('.');
  const whole = dot < 0 ? fixed : fixed.slice(0, dot);
  // Most prices on a chart are below 1,000: only longer whole parts go through the grouping expression.
  const grouped = whole.length > 3 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + grouped + (dot < 0 ? '' : fixed.slice(dot));
}

/** Formats a large number with K/M/B/T suffixes (volume, volume axis). */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  const units: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (abs >= size)
      return `${trimZeros((value / size).toFixed(abs / size >= 100 ? 0 : abs / size >= 10 ? 1 : 2))}${suffix}`;
  }
  return trimZeros(value.toFixed(abs >= 100 ? 0 : 2));
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Formats a signed change with a leading + for gains. */
export function formatSigned(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '';
  const text = formatPrice(value, decimals);
  return value > 0 && Number(value.toFixed(decimals)) !== 0 ? `+${text}` : text;
}
