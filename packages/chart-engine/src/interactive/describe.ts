import { findPeriod } from '@chartbench/core';
import type { DrawnBar } from '../render/inspector';
import { decimalsForRange, formatPrice } from '../util/format';

/** The quote box of the bar under the crosshair: its date and each value, labelled. */
export interface BarReadout {
  readonly date: string;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
  /** Change from the previous close, e.g. '+1.25 (+0.98%)'; empty for the first bar. */
  readonly change: string;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function formatVolume(volume: number): string {
  if (!Number.isFinite(volume)) return '';
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units)
    if (Math.abs(volume) >= size) return `${(volume / size).toFixed(2)}${suffix}`;
  return String(Math.round(volume));
}

/** Formats the bar under the crosshair: its date (with the time for intraday periods) and its values. */
export function readBar(bar: DrawnBar, period: string): BarReadout {
  const d = new Date(bar.start);
  const intraday = findPeriod(period)?.isIntraday ?? false;
  const date =
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    (intraday ? ` ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '');
  const decimals = decimalsForRange(bar.close);
  const change = bar.close - bar.previousClose;
  const sign = change > 0 ? '+' : '';
  return {
    date,
    open: formatPrice(bar.open, decimals),
    high: formatPrice(bar.high, decimals),
    low: formatPrice(bar.low, decimals),
    close: formatPrice(bar.close, decimals),
    volume: formatVolume(bar.volume),
    change: Number.isFinite(change)
      ? `${sign}${formatPrice(change, decimals)} (${sign}${((change / bar.previousClose) * 100).toFixed(2)}%)`
      : '',
  };
}

/** One sentence of the readout, for the polite live region screen readers announce. */
export function describeBar(readout: BarReadout): string {
  const parts = [
    readout.date,
    `open ${readout.open}`,
    `high ${readout.high}`,
    `low ${readout.low}`,
    `close ${readout.close}`,
  ];
  if (readout.change) parts.push(`change ${readout.change}`);
  if (readout.volume) parts.push(`volume ${readout.volume}`);
  return parts.join(', ');
}
