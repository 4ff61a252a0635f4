/**
 * Options mode (spec 3 §2.8, §3, §4, §5, §8, §9): the selected expiration, the strike-range sliders, the
 * Straddle and List rows, the column sets, cell formats and what the mode shows.
 */
import { MESSAGES } from '../../catalogues/messages';
import { failed, loaded, loading, type Load } from '../../model/load';
import {
  strikeBounds,
  strikeRange,
  type OptionContract,
  type OptionExpiration,
} from '../../model/option-chain';
import { formatImpliedVolatility, formatNumber, formatPrice } from '../formatting/numbers';

/** The expiration to show: the current one while it exists, otherwise the first (spec 3 §4). */
export function selectExpiration(
  expirations: readonly OptionExpiration[],
  current: string | null,
): OptionExpiration | null {
  return expirations.find((e) => e.expirationDate === current) ?? expirations[0] ?? null;
}

/** The two strike slider values, in either order (spec 3 §5). */
export type StrikeSelection = readonly [number, number];

/** The strike slider step (spec 3 §9). */
export const STRIKE_STEP = 1;

/** The selected range of two slider values in either order: the smaller is the minimum (spec 3 §5). */
export function selectedStrikeRange(selection: StrikeSelection): {
  readonly min: number;
  readonly max: number;
} {
  return strikeRange(selection[0], selection[1]);
}

/** The slider bounds for an expiration: its lowest and highest strike, widened to whole steps. */
export function strikeSliderBounds(
  expiration: OptionExpiration | null,
): { readonly min: number; readonly max: number } | null {
  const bounds = expiration ? strikeBounds(expiration) : null;
  if (!bounds) return null;
  return {
    min: Math.floor(bounds.min / STRIKE_STEP) * STRIKE_STEP,
    max: Math.ceil(bounds.max / STRIKE_STEP) * STRIKE_STEP,
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The slider values after data arrives (spec 3 §4): new data resets them to the full range; a refresh keeps a
 * custom range clamped to the new bounds, and a full range stays full.
 */
export function strikeSelectionAfterLoad(input: {
  readonly selection: StrikeSelection | null;
  readonly previousBounds: { readonly min: number; readonly max: number } | null;
  readonly bounds: { readonly min: number; readonly max: number } | null;
  readonly isRefresh: boolean;
}): StrikeSelection | null {
  const { selection, previousBounds, bounds } = input;
  if (!bounds) return null;
  const full: StrikeSelection = [bounds.min, bounds.max];
  if (!input.isRefresh || !selection || !previousBounds) return full;
  const range = selectedStrikeRange(selection);
  if (range.min <= previousBounds.min && range.max >= previousBounds.max) return full;
  const min = clamp(range.min, bounds.min, bounds.max);
  const max = clamp(range.max, bounds.min, bounds.max);
  return [min, max];
}

/** Moves one slider thumb to a value, snapped to the step and kept within the bounds; thumbs may cross. */
export function moveStrikeThumb(
  selection: StrikeSelection,
  thumb: 0 | 1,
  value: number,
  bounds: { readonly min: number; readonly max: number },
): StrikeSelection {
  if (!Number.isFinite(value)) return selection;
  const snapped = clamp(Math.round(value / STRIKE_STEP) * STRIKE_STEP, bounds.min, bounds.max);
  return thumb === 0 ? [snapped, selection[1]] : [selection[0], snapped];
}

const inRange = (contract: OptionContract, range: { min: number; max: number }) =>
  contract.strikePrice !== undefined &&
  contract.strikePrice >= range.min &&
  contract.strikePrice <= range.max;

/** One Straddle row: the call and the put of one strike. */
export interface StraddleRow {
  readonly strike: number;
  readonly call?: OptionContract;
  readonly put?: OptionContract;
}

/** The Straddle view rows within a strike range, by strike ascending. */
export function straddleRows(expiration: OptionExpiration, selection: StrikeSelection | null): StraddleRow[] {
  const range = selection ? selectedStrikeRange(selection) : { min: -Infinity, max: Infinity };
  const byStrike = new Map<number, { call?: OptionContract; put?: OptionContract }>();
  for (const [side, contracts] of [
    ['call', expiration.calls],
    ['put', expiration.puts],
  ] as const) {
    for (const contract of contracts) {
      if (!inRange(contract, range)) continue;
      const strike = contract.strikePrice!;
      byStrike.set(strike, { ...byStrike.get(strike), [side]: contract });
    }
  }
  return [...byStrike.entries()].sort(([a], [b]) => a - b).map(([strike, pair]) => ({ strike, ...pair }));
}

/** The List view: calls then puts, each by strike ascending, within a strike range. */
export function listRows(
  expiration: OptionExpiration,
  selection: StrikeSelection | null,
): { readonly calls: OptionContract[]; readonly puts: OptionContract[] } {
  const range = selection ? selectedStrikeRange(selection) : { min: -Infinity, max: Infinity };
  const pick = (contracts: readonly OptionContract[]) =>
    contracts.filter((c) => inRange(c, range)).sort((a, b) => a.strikePrice! - b.strikePrice!);
  return { calls: pick(expiration.calls), puts: pick(expiration.puts) };
}

/** One option table column. */
export interface OptionColumn {
  readonly id: keyof OptionContract;
  readonly title: string;
  /** Shown without Show All Columns. */
  readonly isBasic: boolean;
}

/** The option columns in table order; Show All Columns adds the sizes, Greeks, date and time (spec 3 §2.8). */
export const OPTION_COLUMNS: readonly OptionColumn[] = [
  { id: 'symbol', title: 'Symbol', isBasic: true },
  { id: 'bid', title: 'Bid', isBasic: true },
  { id: 'ask', title: 'Ask', isBasic: true },
  { id: 'mid', title: 'Mid', isBasic: true },
  { id: 'bidSize', title: 'Bid Size', isBasic: false },
  { id: 'askSize', title: 'Ask Size', isBasic: false },
  { id: 'volume', title: 'Volume', isBasic: true },
  { id: 'openInterest', title: 'Open Int', isBasic: true },
  { id: 'impliedVolatility', title: 'Imp Vol', isBasic: true },
  { id: 'delta', title: 'Delta', isBasic: false },
  { id: 'gamma', title: 'Gamma', isBasic: false },
  { id: 'theta', title: 'Theta', isBasic: false },
  { id: 'vega', title: 'Vega', isBasic: false },
  { id: 'rho', title: 'Rho', isBasic: false },
  { id: 'date', title: 'Date', isBasic: false },
  { id: 'time', title: 'Time (EDT)', isBasic: false },
];

/** The columns shown: the basic set, or every column with Show All Columns. */
export function optionColumns(showAll: boolean): OptionColumn[] {
  return OPTION_COLUMNS.filter((column) => showAll || column.isBasic);
}

/** The text of one option cell (spec 3 §9): values 2 decimals, implied volatility as a percent, counts whole, times EDT. */
export function optionCellText(contract: OptionContract | undefined, column: OptionColumn['id']): string {
  if (!contract) return '';
  const value = contract[column];
  if (column === 'impliedVolatility') return formatImpliedVolatility(value);
  if (column === 'volume' || column === 'openInterest' || column === 'bidSize' || column === 'askSize')
    return formatNumber(value, 0);
  if (column === 'time') return typeof value === 'string' && value.trim() !== '' ? `${value.trim()} EDT` : '';
  if (typeof value === 'number') return formatPrice(value);
  return typeof value === 'string' ? value : '';
}

/** What the Straddle and List views show: the expirations, or a failure with its heading and message. */
export type OptionsView = Load<
  readonly OptionExpiration[],
  { readonly heading: string; readonly message: string }
>;

/**
 * Decides what the options views show from the option chain loaded for `load.symbol`; a chain of another symbol
 * is stale and reads as loading, no expirations reads as not available (spec 3 §4, §8).
 */
export function optionsView(
  symbol: string,
  load: (Load<readonly OptionExpiration[]> & { readonly symbol: string }) | null,
): OptionsView {
  if (!load || load.symbol !== symbol || (load.status !== 'loaded' && load.status !== 'failed'))
    return loading();
  if (load.status === 'failed' || load.data.length === 0) {
    return failed({ heading: MESSAGES.options.notAvailableHeading, message: MESSAGES.options.loadFailed });
  }
  return loaded(load.data);
}
