/**
 * The modes of the panel below the chart (spec 3 §2.2): each with its group, title, id, members-only flag and
 * unavailable-for-invalid-symbol flag. Modes switch in place; the default is Chart Settings.
 */

/** The groups of the mode menu. */
export type ModeGroup = 'Settings' | 'Saved Charts' | 'Alerts' | 'Tools and Resources';

/** Mode ids. */
export type ModeId =
  | 'chartSettings'
  | 'chartStyleLibrary'
  | 'chartListSummary'
  | 'chartComments'
  | 'chartListLibrary'
  | 'priceAlerts'
  | 'advancedAlerts'
  | 'predefinedAlerts'
  | 'options'
  | 'symbolSummary'
  | 'historicalPriceData';

/** One mode of the panel below the chart. */
export interface ModeOption {
  readonly id: ModeId;
  readonly title: string;
  readonly group: ModeGroup;
  /** Selecting it logged out opens the create-account dialog instead. */
  readonly isMembersOnly: boolean;
  /** Selecting it does nothing while the symbol is not found. */
  readonly isUnavailableForInvalidSymbol: boolean;
}

function mode(
  id: ModeId,
  title: string,
  group: ModeGroup,
  isMembersOnly: boolean,
  isUnavailableForInvalidSymbol: boolean,
): ModeOption {
  return { id, title, group, isMembersOnly, isUnavailableForInvalidSymbol };
}

/**
 * Every mode, in menu order (spec 3 §2.2 table). Symbol Summary and Historical Price Data are open to visitors:
 * spec 3 §6 (the more specific permission statement) lets them view Symbol Summary and Daily historical data,
 * overriding the §2.2 table's members-only mark.
 */
export const MODES: readonly ModeOption[] = [
  mode('chartSettings', 'Chart Settings', 'Settings', false, false),
  mode('chartStyleLibrary', 'ChartStyle Library', 'Settings', false, true),
  mode('chartListSummary', 'ChartList Summary', 'Saved Charts', false, false),
  mode('chartComments', 'Chart Comments', 'Saved Charts', false, true),
  mode('chartListLibrary', 'ChartList Library', 'Saved Charts', false, false),
  mode('priceAlerts', 'Price Alerts', 'Alerts', true, false),
  mode('advancedAlerts', 'Advanced Alerts', 'Alerts', true, false),
  mode('predefinedAlerts', 'Predefined Alerts', 'Alerts', true, false),
  mode('options', 'Options', 'Tools and Resources', false, true),
  mode('symbolSummary', 'Symbol Summary', 'Tools and Resources', false, true),
  mode('historicalPriceData', 'Historical Price Data', 'Tools and Resources', false, true),
];

/** The default mode (spec 3 §2.2). */
export const DEFAULT_MODE_ID: ModeId = 'chartSettings';

/** The mode groups in menu order. */
export const MODE_GROUPS: readonly ModeGroup[] = [
  'Settings',
  'Saved Charts',
  'Alerts',
  'Tools and Resources',
];

/** Finds a mode by id. */
export function findMode(id: string): ModeOption | undefined {
  return MODES.find((m) => m.id === id);
}
