import { atrIndicator } from './atr';
import { bollingerBandsIndicator } from './bollinger-bands';
import { emaIndicator } from './ema';
import { macdHistogramIndicator, macdIndicator } from './macd';
import { performanceIndicator, pricePerformanceIndicator } from './performance';
import { rsiIndicator } from './rsi';
import { smaIndicator } from './sma';
import { fastStochasticsIndicator, fullStochasticsIndicator, slowStochasticsIndicator } from './stochastics';
import type { IndicatorDefinition } from './types';
import { volumeIndicator } from './volume';
import { wmaIndicator } from './wma';

/** Every indicator and overlay the engine computes, by catalogue id. */
export const INDICATOR_DEFINITIONS: ReadonlyMap<string, IndicatorDefinition> = new Map(
  [
    smaIndicator,
    emaIndicator,
    wmaIndicator,
    bollingerBandsIndicator,
    rsiIndicator,
    macdIndicator,
    macdHistogramIndicator,
    atrIndicator,
    fastStochasticsIndicator,
    slowStochasticsIndicator,
    fullStochasticsIndicator,
    volumeIndicator,
    performanceIndicator,
    pricePerformanceIndicator,
  ].map((definition) => [definition.id, definition]),
);
