import type { Bars } from '@chartbench/core';
import { INDICATOR_DEFINITIONS } from './registry';
import type { IndicatorContext, IndicatorCalculator, IndicatorOutput, IndicatorParameters } from './types';

function findDefinition(name: string): IndicatorCalculator {
  const definition = INDICATOR_DEFINITIONS.get(name);
  if (!definition) throw new Error(`Unknown indicator or overlay "${name}"`);
  return definition;
}

/**
 * Validates an indicator's parameter string (spec 2 §5): whitespace removed, blank positions take the
 * catalogue default, symbols upper-cased, price flags normalised; anything out of range throws an Error
 * naming the indicator and the parameter.
 * @example parseIndicatorParameters('macd', '') // { fast: 12, slow: 26, signal: 9 }
 */
export function parseIndicatorParameters(name: string, parameters: string | undefined): IndicatorParameters {
  return findDefinition(name).parse(parameters ?? '');
}

/**
 * Computes an indicator or overlay by catalogue id from a raw parameter string: named output lines, each a
 * Float64Array as long as the bars (forward-displaced lines are longer), NaN where undefined.
 * @example calculateIndicator('bollingerBands', '20,2', bars) // { middle, upper, lower }
 */
export function calculateIndicator(
  name: string,
  parameters: string | undefined,
  bars: Bars,
  context: IndicatorContext = {},
): IndicatorOutput {
  const definition = findDefinition(name);
  return definition.run(definition.parse(parameters ?? ''), bars, context);
}

/** Catalogue ids of every indicator and overlay the engine computes. */
export function listIndicatorIds(): string[] {
  return [...INDICATOR_DEFINITIONS.keys()];
}
