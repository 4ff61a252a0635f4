/**
 * Advanced, price and predefined alerts (spec 3 §3, §5): rows with a non-integer recid, empty alert text, an
 * unparsable last-fired date, an invalid price or an empty symbol are dropped.
 */
import { z } from 'zod';
import { formatAlertDate, parseAlertDate } from './alert-dates';
import {
  flagField,
  nonBlankTextField,
  numberField,
  optionalNumberField,
  optionalTextField,
  recordIdField,
} from './fields';
import { ModelParseError, parseList, parseWith, type ParsedList } from './parse-list';

/** An alert's state (spec 3 §3). */
export type AlertStatus = 'Paused' | 'Running';

/** An advanced alert (spec 3 §3). */
export interface AdvancedAlert {
  readonly recid: number;
  readonly name: string;
  /** The last time it fired, or null when it never has. */
  readonly lastFired: Date | null;
  /** 'D Mon YYYY, h:mmam/pm', or '' when it never fired. */
  readonly lastFiredDateString: string;
  readonly isPaused: boolean;
  readonly status: AlertStatus;
  readonly notes: string;
}

/** A price alert: an alert on a symbol's price (spec 3 §3). */
export interface PriceAlert extends AdvancedAlert {
  readonly symbol: string;
  /** The price the alert watches, 2 decimals. */
  readonly alertPrice: number;
  /** The last price, 2 decimals, when the reply carries it. */
  readonly price?: number;
  /** Alert price minus last price, 2 decimals, when the last price is known. */
  readonly delta?: number;
  /** U crosses above, D crosses below, when the reply carries it. */
  readonly direction?: 'U' | 'D';
  /** The notification bits (email 1, text 2, site 4), when the reply carries them. */
  readonly notificationType?: number;
}

/** A predefined alert (spec 3 §3). */
export interface PredefinedAlert {
  readonly recid: number;
  readonly alertName: string;
  readonly symbol: string;
  readonly lastAlert: Date;
  /** 'D Mon YYYY, h:mmam/pm' in US Eastern time (spec 3 §2.5). */
  readonly lastAlertDateString: string;
  readonly isBearish: boolean;
}

/** The time zone predefined alert times are shown in (spec 3 §2.5). */
export const PREDEFINED_ALERT_TIME_ZONE = 'America/New_York';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** An advanced alert record as the server sends it (spec 3 §3). */
export const RawAdvancedAlertSchema = z.object({
  recid: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number().int().positive(),
  ),
  alert: nonBlankTextField,
  alertpaused: optionalTextField,
  lastfired: optionalTextField,
  notes: optionalTextField,
});

/**
 * A price alert record: an advanced alert plus symbol and prices. The server and the api-client contract send
 * `alertPrice` with `price` as the latest price (which fills Last Price and Delta); an older shape, `price` as
 * the alert price with an optional `lastPrice`, is still read. `isRunning`, when present, decides the status
 * (spec 3 §4).
 */
export const RawPriceAlertSchema = RawAdvancedAlertSchema.extend({
  symbol: nonBlankTextField,
  price: numberField,
  alertPrice: optionalNumberField,
  lastPrice: optionalNumberField,
  direction: z.enum(['U', 'D']).optional(),
  notificationType: optionalNumberField,
  isRunning: flagField.optional(),
});

/** A predefined alert record (spec 3 §3). */
export const RawPredefinedAlertSchema = z.object({
  recID: recordIdField,
  alertName: nonBlankTextField,
  symbol: nonBlankTextField,
  lastAlert: z.string(),
  isBearish: flagField.optional(),
});

function readLastFired(model: string, text: string | undefined): Date | null {
  if (text === undefined || text.trim() === '') return null;
  const date = parseAlertDate(text);
  if (!date) throw new ModelParseError(model, `unparsable last-fired date '${text}'`);
  return date;
}

/** Parses one advanced alert; throws ModelParseError for a row spec 3 §5 drops. */
export function parseAdvancedAlert(raw: unknown): AdvancedAlert {
  const record = parseWith('advanced alert', RawAdvancedAlertSchema, raw);
  const lastFired = readLastFired('advanced alert', record.lastfired);
  const isPaused = record.alertpaused?.trim().toLowerCase() === 'yes';
  return {
    recid: record.recid,
    name: record.alert,
    lastFired,
    lastFiredDateString: lastFired ? formatAlertDate(lastFired) : '',
    isPaused,
    status: isPaused ? 'Paused' : 'Running',
    notes: record.notes ?? '',
  };
}

/** Parses one price alert; throws ModelParseError for a row spec 3 §5 drops. */
export function parsePriceAlert(raw: unknown): PriceAlert {
  const record = parseWith('price alert', RawPriceAlertSchema, raw);
  const base = parseAdvancedAlert(raw);
  const isPaused = record.isRunning === undefined ? base.isPaused : !record.isRunning;
  const alertPrice = round2(record.alertPrice ?? record.price);
  const lastPrice = record.alertPrice !== undefined ? record.price : record.lastPrice;
  const alert: PriceAlert = {
    ...base,
    isPaused,
    status: isPaused ? 'Paused' : 'Running',
    symbol: record.symbol.toUpperCase(),
    alertPrice,
  };
  return {
    ...alert,
    ...(lastPrice !== undefined
      ? { price: round2(lastPrice), delta: round2(alertPrice - round2(lastPrice)) }
      : {}),
    ...(record.direction ? { direction: record.direction } : {}),
    ...(record.notificationType !== undefined ? { notificationType: record.notificationType } : {}),
  };
}

/** Parses one predefined alert; throws ModelParseError when it is invalid. */
export function parsePredefinedAlert(raw: unknown): PredefinedAlert {
  const record = parseWith('predefined alert', RawPredefinedAlertSchema, raw);
  const lastAlert = parseAlertDate(record.lastAlert);
  if (!lastAlert) throw new ModelParseError('predefined alert', `unparsable lastAlert '${record.lastAlert}'`);
  return {
    recid: record.recID,
    alertName: record.alertName,
    symbol: record.symbol.toUpperCase(),
    lastAlert,
    lastAlertDateString: formatAlertDate(lastAlert, PREDEFINED_ALERT_TIME_ZONE),
    isBearish: record.isBearish ?? false,
  };
}

/** Sorts alerts by last fired, newest first, never-fired last (the price alerts' default sort, spec 3 §2.4). */
export function compareAlertsByLastFired(a: AdvancedAlert, b: AdvancedAlert): number {
  return (b.lastFired?.getTime() ?? -Infinity) - (a.lastFired?.getTime() ?? -Infinity) || a.recid - b.recid;
}

/** Whether a row is the alert summary's count entry rather than an alert. */
export function isAlertCountEntry(row: unknown): boolean {
  return typeof row === 'object' && row !== null && 'alertcount' in row && !('alert' in row);
}

/** Parses advanced alert rows, skipping and counting dropped ones (spec 3 §5). */
export function parseAdvancedAlerts(raw: unknown): ParsedList<AdvancedAlert> {
  // The alert summary reply ends with one entry carrying alertcount: it is not an alert row (spec 3 §7).
  const rows = Array.isArray(raw) ? raw.filter((row) => !isAlertCountEntry(row)) : raw;
  return parseList('advanced alerts', rows, parseAdvancedAlert);
}

/** Parses price alert rows, skipping and counting dropped ones, newest first (spec 3 §2.4, §5). */
export function parsePriceAlerts(raw: unknown): ParsedList<PriceAlert> {
  const parsed = parseList('price alerts', raw, parsePriceAlert);
  return { items: [...parsed.items].sort(compareAlertsByLastFired), skipped: parsed.skipped };
}

/** Parses predefined alert rows, skipping and counting invalid ones. */
export function parsePredefinedAlerts(raw: unknown): ParsedList<PredefinedAlert> {
  return parseList('predefined alerts', raw, parsePredefinedAlert);
}
