/**
 * The indicator registry of `<chartbench-chart>`'s one script: its build puts this module in place of
 * `./registry` (which imports every indicator), so the script carries only the modules listed in
 * `SCRIPT_INDICATOR_MODULES` and loads any other indicator's module on demand, before drawing a chart that uses
 * it. Not part of the package's API.
 */
import { findIndicator, findOverlay } from '@chartbench/core';
import { emaIndicator } from './ema';
import { macdHistogramIndicator, macdIndicator } from './macd';
import { smaIndicator } from './sma';
import type { IndicatorCalculator } from './types';
import { volumeIndicator } from './volume';

const definitions = new Map<string, IndicatorCalculator>(
  [smaIndicator, emaIndicator, macdIndicator, macdHistogramIndicator, volumeIndicator].map((definition) => [
    definition.id,
    definition,
  ]),
);

/** The indicators and overlays loaded so far, by catalogue id (same name and shape as `./registry`'s). */
export const INDICATOR_DEFINITIONS: ReadonlyMap<string, IndicatorCalculator> = definitions;

/**
 * The catalogue ids among `ids` to load before they can be computed (the script's chunks are named by id):
 * each once, none already loaded, and none the catalogue does not know (the chart reports those as always).
 * @example indicatorsToLoad(['sma', 'rsi', 'rsi', 'nonsense']) // ['rsi']
 */
export function indicatorsToLoad(ids: Iterable<string>): string[] {
  const missing = new Set<string>();
  for (const id of ids) if (!definitions.has(id) && (findIndicator(id) ?? findOverlay(id))) missing.add(id);
  return [...missing];
}

function isCalculator(value: unknown): value is IndicatorCalculator {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<IndicatorCalculator>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.parse === 'function' &&
    typeof candidate.run === 'function'
  );
}

/** Adds every indicator a loaded module exports (a module may define several, e.g. MACD and its histogram). */
export function registerIndicatorModule(exports: Readonly<Record<string, unknown>>): void {
  for (const value of Object.values(exports)) if (isCalculator(value)) definitions.set(value.id, value);
}
