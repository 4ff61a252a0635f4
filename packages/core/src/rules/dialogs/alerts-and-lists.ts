/**
 * The create chart list and create price alert modals (spec 3 §5, §6, §9): the list form hidden at the list
 * limit, the price alert form's defaults, its percent menu from the latest close, and the alert maximum.
 */
import {
  ALERT_NOTIFICATION_TYPES,
  DEFAULT_ALERT_DIRECTION,
  PERCENT_MENU,
  type AlertNotificationType,
} from '../../catalogues/alerts';
import type { Member } from '../../model/index';
import { canUse } from '../permissions/can-use';
import type { Permission } from '../permissions/features';
import type { PriceAlertFormInput } from '../validation/forms';
import { percentMenuPriceText } from '../validation/forms';

/** Whether the create chart list form shows: hidden at the list limit, with the upgrade dialog it leads to (spec 3 §5, §6). */
export function createChartListAvailability(
  member: Member | null,
  existingLists: number,
  maxChartLists: number,
): Permission {
  return canUse(member, { kind: 'chartListCount', existing: existingLists, max: maxChartLists });
}

/** Whether one more price alert may be created (-1 max: unknown, allowed) (spec 3 §5). */
export function canCreatePriceAlert(alertCount: number, maxPriceAlerts: number): boolean {
  return maxPriceAlerts < 0 || alertCount < maxPriceAlerts;
}

/** A fresh price alert form (spec 3 §9): the viewed symbol, crosses above, only the site notification on. */
export function initialPriceAlertForm(symbol: string): PriceAlertFormInput {
  return {
    symbol,
    price: '',
    direction: DEFAULT_ALERT_DIRECTION,
    message: '',
    notificationTypes: ALERT_NOTIFICATION_TYPES.filter((t) => t.isDefault).map((t) => t.id),
  };
}

/** One entry of the percent menu. */
export interface PercentMenuChoice {
  readonly percent: number;
  /** '+20%' or '-5%'. */
  readonly label: string;
  /** The price text it puts in the form, 2 decimals. */
  readonly price: string;
}

/**
 * The percent menu for the latest close (spec 3 §5, §9): +/-2, 5, 10, 20 percent, 2 decimals. Empty when the
 * close is not known or not a positive number.
 */
export function percentMenuChoices(latestClose: number | null): PercentMenuChoice[] {
  if (latestClose === null) return [];
  return PERCENT_MENU.flatMap((percent) => {
    const price = percentMenuPriceText(latestClose, percent);
    return price === null ? [] : [{ percent, label: `${percent > 0 ? '+' : ''}${percent}%`, price }];
  });
}

/** The latest close among chart bars (the last bar with a positive close), for the percent menu; null when none. */
export function latestCloseOf(bars: readonly { readonly close: number }[] | null): number | null {
  if (!bars) return null;
  for (let index = bars.length - 1; index >= 0; index -= 1) {
    const close = bars[index]?.close;
    if (close !== undefined && Number.isFinite(close) && close > 0) return close;
  }
  return null;
}

/** A close known for a symbol (Symbol Summary's, the latest quote's); `close` absent while unknown. */
export interface SymbolClose {
  readonly symbol: string;
  readonly close?: number | undefined;
}

const closeFor = (symbol: string, source: SymbolClose | null | undefined): number | null => {
  const close = source && source.symbol === symbol ? source.close : undefined;
  return close !== undefined && Number.isFinite(close) && close > 0 ? close : null;
};

/**
 * The latest close the price alert's percent menu starts from (spec 3 §5): the chart's last bar while the inspector
 * has read it, else the Symbol Summary's close of the same symbol, else the latest quote's (GET /quotebrain/quotes,
 * spec 3 §7); null when none is known.
 */
export function priceAlertLatestClose(
  symbol: string,
  inspectorBars: readonly { readonly close: number }[] | null,
  summary: SymbolClose | null,
  quote: SymbolClose | null = null,
): number | null {
  return latestCloseOf(inspectorBars) ?? closeFor(symbol, summary) ?? closeFor(symbol, quote);
}

/**
 * Whether the dialog asks for the latest quote (spec 3 §5, §7): only when neither the inspector nor Symbol Summary
 * has a close for the symbol.
 */
export function needsLatestQuote(
  symbol: string,
  inspectorBars: readonly { readonly close: number }[] | null,
  summary: SymbolClose | null,
): boolean {
  return symbol !== '' && priceAlertLatestClose(symbol, inspectorBars, summary) === null;
}

/** The notification types a bit sum names (email 1, text 2, site 4), the inverse of notificationBits. */
export function notificationTypesFromBits(bits: number): AlertNotificationType['id'][] {
  if (!Number.isInteger(bits) || bits < 0) return [];
  return ALERT_NOTIFICATION_TYPES.filter((t) => (bits & t.bit) !== 0).map((t) => t.id);
}
