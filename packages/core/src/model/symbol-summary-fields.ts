/**
 * The Symbol Summary's plain fields (spec 3 §3): fundamentals, dividends, profile, performance and extended
 * hours. Each is optional; blanks and unreadable values are left out.
 */
import { z } from 'zod';
import { optionalNumberField, optionalTextField } from './fields';

/** Numeric fields kept as they come. */
export const SUMMARY_NUMBER_FIELDS = [
  'dividendTrailing',
  'yieldTrailing',
  'dividendForward',
  'yieldForward',
  'dividendsPerShare',
  'pegRatio',
  'priceToBook',
  'priceToCashFlow',
  'priceToFreeCashFlow',
  'totalSales',
  'revenuePerShare',
  'sharesOutstanding',
  'shareFloat',
  'shareFloatPercent',
  'percentHeldByInstitutions',
  'beta60Month',
  'employees',
] as const;

/** Text fields kept as they come. */
export const SUMMARY_TEXT_FIELDS = [
  'latestTrade',
  'intradayDate',
  'exDividendDate',
  'address1',
  'address2',
  'city',
  'state',
  'website',
] as const;

/** The numeric fields of a summary. */
export type SummaryNumberFields = { readonly [K in (typeof SUMMARY_NUMBER_FIELDS)[number]]?: number };
/** The text fields of a summary. */
export type SummaryTextFields = { readonly [K in (typeof SUMMARY_TEXT_FIELDS)[number]]?: string };

/** Performance percents over 1 week, 1, 3 and 6 months, year to date and 1 year (spec 3 §3). */
export interface SummaryPerformance {
  readonly week1?: number;
  readonly month1?: number;
  readonly month3?: number;
  readonly month6?: number;
  readonly ytd?: number;
  readonly year1?: number;
}

/** The pre-market or after-hours quote (spec 3 §2.6, §3). */
export interface SummaryExtendedHours {
  readonly type?: string;
  readonly change?: number;
  readonly close?: number;
  readonly percentChange?: number;
  readonly time?: string;
}

/** The zod shape of the plain fields, spread into the summary record schema. */
export const SUMMARY_PLAIN_SHAPE = {
  ...Object.fromEntries(SUMMARY_NUMBER_FIELDS.map((field) => [field, optionalNumberField])),
  ...Object.fromEntries(SUMMARY_TEXT_FIELDS.map((field) => [field, optionalTextField])),
} as Record<(typeof SUMMARY_NUMBER_FIELDS)[number], typeof optionalNumberField> &
  Record<(typeof SUMMARY_TEXT_FIELDS)[number], typeof optionalTextField>;

const performanceSchema = z.object({
  week1: optionalNumberField,
  month1: optionalNumberField,
  month3: optionalNumberField,
  month6: optionalNumberField,
  ytd: optionalNumberField,
  year1: optionalNumberField,
});

const extendedHoursSchema = z.object({
  type: optionalTextField,
  change: optionalNumberField,
  close: optionalNumberField,
  percentChange: optionalNumberField,
  time: optionalTextField,
});

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** Reads the performance object; undefined when absent or empty. */
export function readPerformance(raw: unknown): SummaryPerformance | undefined {
  const parsed = performanceSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const value = withoutUndefined(parsed.data);
  return Object.keys(value).length > 0 ? value : undefined;
}

/** Reads the extended-hours quote; undefined when absent or empty. */
export function readExtendedHours(raw: unknown): SummaryExtendedHours | undefined {
  const parsed = extendedHoursSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const value = withoutUndefined(parsed.data);
  return Object.keys(value).length > 0 ? value : undefined;
}
