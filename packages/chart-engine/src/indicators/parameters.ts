import { isValidSymbol, normalizeSymbol } from '@chartbench/core';
import type { Bars } from '@chartbench/core';
import type { IndicatorContext, IndicatorCalculator, IndicatorOutput, IndicatorParameters } from './types';

/** Longest look-back accepted for any period parameter (bars). */
export const MAX_PERIOD = 5000;

/** One numeric position of a parameter string, with its catalogue default and accepted range. */
export interface NumberSpec<K extends string = string> {
  readonly name: K;
  readonly defaultValue: number;
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
}

/** A whole-number look-back period (bars) with its default. */
export function period<K extends string>(name: K, defaultValue: number, min = 1): NumberSpec<K> {
  return { name, defaultValue, min, max: MAX_PERIOD, integer: true };
}

/** A decimal parameter (a multiplier, a percentage, a step) with its default and range. */
export function decimal<K extends string>(
  name: K,
  defaultValue: number,
  min: number,
  max: number,
): NumberSpec<K> {
  return { name, defaultValue, min, max, integer: false };
}

/** The error every parameter problem raises: it names the indicator and what is wrong. */
export function parameterError(label: string, message: string): Error {
  return new Error(`Invalid parameters for ${label}: ${message}`);
}

/** Splits a raw parameter string into positions, whitespace removed (spec 2 §5); blank gives no positions. */
export function splitParameters(raw: string): string[] {
  const compact = raw.replace(/\s+/g, '');
  return compact === '' ? [] : compact.split(',');
}

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Reads one numeric position: blank or missing takes the default, anything else must be in range. */
export function readNumber(label: string, spec: NumberSpec, token: string | undefined): number {
  if (token === undefined || token === '') return spec.defaultValue;
  const kind = spec.integer ? 'a whole number' : 'a number';
  const value = Number(token);
  if (
    !(spec.integer ? INTEGER : DECIMAL).test(token) ||
    !Number.isFinite(value) ||
    value < spec.min ||
    value > spec.max
  ) {
    throw parameterError(
      label,
      `${spec.name} must be ${kind} from ${spec.min} to ${spec.max} (got "${token}")`,
    );
  }
  return value;
}

/** Rejects more positions than an indicator takes. */
export function checkCount(label: string, tokens: readonly string[], most: number): void {
  if (tokens.length > most) {
    throw parameterError(
      label,
      `expected at most ${most} parameter${most === 1 ? '' : 's'} (got ${tokens.length})`,
    );
  }
}

/**
 * Reads a symbol position (spec 2 §5): upper-cased, whitespace removed, and normalised and checked by core's
 * symbol rules (spec 1 §5.3: suffixes .N/.X dropped, .A/.B written /A and /B); blank takes the default.
 */
export function readSymbol(
  label: string,
  name: string,
  token: string | undefined,
  defaultValue: string,
): string {
  const symbol = normalizeSymbol(token === undefined || token === '' ? defaultValue : token);
  if (!isValidSymbol(symbol)) throw parameterError(label, `${name} "${symbol}" is not a valid symbol`);
  return symbol;
}

/** Reads the bars of another symbol from the context, or says clearly why they are missing. */
export function requireSymbolBars(label: string, symbol: string, context: IndicatorContext): Bars {
  if (!context.symbolBars) {
    throw new Error(
      `${label} needs the bars of ${symbol}, but no symbolBars source was given in the context`,
    );
  }
  const bars = context.symbolBars(symbol);
  if (!bars) throw new Error(`${label} needs the bars of ${symbol}, which are not available`);
  return bars;
}

interface NumericConfig<K extends string> {
  readonly id: string;
  readonly label: string;
  readonly parameters: readonly NumberSpec<K>[];
  /** Cross-parameter rule (e.g. fast shorter than slow); returns the problem or undefined. */
  readonly check?: (values: Readonly<Record<K, number>>) => string | undefined;
  readonly calculate: (
    values: Readonly<Record<K, number>>,
    bars: Bars,
    context: IndicatorContext,
  ) => IndicatorOutput;
}

/** Defines an indicator whose parameters are all positional numbers. */
export function defineIndicator<K extends string>(config: NumericConfig<K>): IndicatorCalculator {
  const parse = (raw: string): Readonly<Record<K, number>> => {
    const tokens = splitParameters(raw);
    checkCount(config.label, tokens, config.parameters.length);
    const values = {} as Record<K, number>;
    config.parameters.forEach((spec, index) => {
      values[spec.name] = readNumber(config.label, spec, tokens[index]);
    });
    const problem = config.check?.(values);
    if (problem) throw parameterError(config.label, problem);
    return values;
  };
  return {
    id: config.id,
    label: config.label,
    parse,
    run: (parameters, bars, context) =>
      config.calculate(parameters as Readonly<Record<K, number>>, bars, context),
  };
}

interface CustomConfig<P extends IndicatorParameters> {
  readonly id: string;
  readonly label: string;
  readonly parse: (tokens: string[], label: string) => P;
  readonly calculate: (values: P, bars: Bars, context: IndicatorContext) => IndicatorOutput;
}

/** Defines an indicator that reads its own parameter shape (symbols, flags, level lists...). */
export function defineCustomIndicator<P extends IndicatorParameters>(
  config: CustomConfig<P>,
): IndicatorCalculator {
  return {
    id: config.id,
    label: config.label,
    parse: (raw) => config.parse(splitParameters(raw), config.label),
    run: (parameters, bars, context) => config.calculate(parameters as P, bars, context),
  };
}
