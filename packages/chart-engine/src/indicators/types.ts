import type { Bars } from '@chartbench/core';

/** Named output lines of one indicator, each a Float64Array with NaN where the value is undefined. */
export type IndicatorOutput = Record<string, Float64Array>;

/** What an indicator may need beyond the main symbol's bars. */
export interface IndicatorContext {
  /** Bars of another symbol (a comparison index, a ratio's denominator...), or undefined when unknown. */
  readonly symbolBars?: (symbol: string) => Bars | undefined;
  /**
   * The trading session a bar time belongs to (any number that changes at each session start, spec 2 §3 VWAP):
   * the exchange's local day; undefined means the UTC day.
   */
  readonly sessionOf?: (time: number) => number;
  /**
   * The symbol's SCTR ranked against its universe at a bar time (spec 2 §3), NaN where unknown; undefined when
   * no universe is known, and the SCTR falls back to a fixed curve of the score.
   */
  readonly sctrRankAt?: (time: number) => number;
}

/** One validated parameter value: a number, a symbol, a flag or a list of levels. */
export type IndicatorParameterValue = number | string | boolean | readonly number[];

/** Parameters after validation, keyed by parameter name (e.g. `{ fast: 12, slow: 26, signal: 9 }`). */
export type IndicatorParameters = Readonly<Record<string, IndicatorParameterValue>>;

/** One indicator or overlay: how its parameters are read and how its lines are computed. */
export interface IndicatorCalculator {
  /** Catalogue id (camelCase), e.g. `rsi` or `bollingerBands`. */
  readonly id: string;
  /** Human name used in error messages. */
  readonly label: string;
  /** Validates a raw parameter string (blank positions take the catalogue defaults). */
  readonly parse: (raw: string) => IndicatorParameters;
  /** Computes the output lines from validated parameters. */
  readonly run: (parameters: IndicatorParameters, bars: Bars, context: IndicatorContext) => IndicatorOutput;
}
