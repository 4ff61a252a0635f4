/**
 * Shapes shared by the indicator and overlay catalogues (spec 2 §3, indicator-catalogue.md). A definition says
 * what the settings panel offers, what the engine's parameter parser accepts and what lines the engine draws.
 */

/** Lower-indicator groups of the indicator menu (spec 2 §3). */
export type IndicatorGroup =
  | 'Comparison'
  | 'Momentum/Oscillators'
  | 'Money Flow'
  | 'Statistical'
  | 'Relative Strength'
  | 'Trend'
  | 'Volatility'
  | 'Volume'
  | 'Other';

/** Overlay groups of the overlay menu (spec 2 §3). */
export type OverlayGroup =
  | 'Bands'
  | 'Comparison'
  | 'Moving Averages'
  | 'Projection'
  | 'Support/Resistance'
  | 'Trend'
  | 'Volume'
  | 'Other';

/** How one comma-separated parameter is read: whole number, decimal number, symbol, or free text. */
export type ParameterKind = 'int' | 'number' | 'symbol' | 'text';

/** One comma-separated position of an indicator's parameter string. */
export interface ParameterSpec {
  /** Short label for the settings panel and for error messages. */
  readonly name: string;
  readonly kind: ParameterKind;
  /** Smallest accepted value for numeric kinds. */
  readonly min?: number;
  /** Largest accepted value for numeric kinds, where one exists. */
  readonly max?: number;
  /** The value used when this position is blank ('' when it has none). */
  readonly defaultValue: string;
  /** The position may be left out entirely. */
  readonly optional: boolean;
  /** This last position may repeat: the rest of the string is a list of such values. */
  readonly repeats?: boolean;
  /** The only values a text position accepts (case-insensitive), '' meaning blank. */
  readonly choices?: readonly string[];
}

/** Fields common to indicators and overlays. */
interface StudyDefinition {
  /** Stable id stored in rows, queries and XML (camelCase). */
  readonly id: string;
  readonly name: string;
  /** The id in the chart rendering service (SharpCharts style code). */
  readonly serviceId: string;
  /** The default parameter string, exactly as the catalogue gives it ('' for none). */
  readonly defaultParameters: string;
  readonly parameters: readonly ParameterSpec[];
  /** Drawn on the price panel's own scale (values are prices). */
  readonly sharesPriceScale: boolean;
  /** Names of the lines the engine returns, in the engine's order. */
  readonly outputs: readonly string[];
  /**
   * The engine returns only some of `outputs` or numbered lines: Pivot Points by type (standard pivot, r1, r2,
   * s1, s2; Fibonacci all seven; DeMark pivot, r1, s1), Horizontal Line `line1`, `line2`... one per level.
   */
  readonly hasVariableOutputs: boolean;
  /** Needs another symbol's bars (read from its parameters). */
  readonly needsOtherSymbol: boolean;
  /** Meaningful only on intraday charts. */
  readonly isIntradayOnly: boolean;
}

/** One lower indicator of the catalogue. */
export interface IndicatorDefinition extends StudyDefinition {
  readonly group: IndicatorGroup;
}

/** One price overlay of the catalogue. */
export interface OverlayDefinition extends StudyDefinition {
  readonly group: OverlayGroup;
}

/** Builds a whole-number parameter. */
export function int(
  name: string,
  defaultValue: number | '',
  min = 1,
  extra: Partial<ParameterSpec> = {},
): ParameterSpec {
  return { name, kind: 'int', min, defaultValue: String(defaultValue), optional: false, ...extra };
}

/** Builds a decimal parameter. */
export function num(
  name: string,
  defaultValue: number | string,
  min = 0,
  extra: Partial<ParameterSpec> = {},
): ParameterSpec {
  return { name, kind: 'number', min, defaultValue: String(defaultValue), optional: false, ...extra };
}

/** Builds a symbol parameter. */
export function sym(name: string, defaultValue: string, extra: Partial<ParameterSpec> = {}): ParameterSpec {
  return { name, kind: 'symbol', defaultValue, optional: false, ...extra };
}

/** Builds a free-text parameter. */
export function text(name: string, defaultValue = '', extra: Partial<ParameterSpec> = {}): ParameterSpec {
  return { name, kind: 'text', defaultValue, optional: true, ...extra };
}

/** Marks a parameter as one that may be left out. */
export function optional(spec: ParameterSpec): ParameterSpec {
  return { ...spec, optional: true };
}

/** The ChartSchool-style documentation path of an indicator or overlay. */
export function chartSchoolPath(kind: 'indicator' | 'overlay', slug: string): string {
  const folder = kind === 'indicator' ? 'technical-indicators' : 'technical-overlays';
  return `/table-of-contents/technical-indicators-and-overlays/${folder}/${slug}`;
}
