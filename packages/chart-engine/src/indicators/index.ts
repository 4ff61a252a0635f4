export { calculateIndicator, parseIndicatorParameters, listIndicatorIds } from './calculate';
export type {
  IndicatorContext,
  IndicatorDefinition,
  IndicatorOutput,
  IndicatorParameters,
  IndicatorParameterValue,
} from './types';
export { calculateSma } from './sma';
export { calculateEma } from './ema';
export { calculateWma } from './wma';
export { calculateRsi } from './rsi';
export { calculateMacd } from './macd';
export type { MacdLines } from './macd';
export { calculateBollingerBands } from './bollinger-bands';
export type { BollingerLines } from './bollinger-bands';
export { calculateAtr } from './atr';
export { calculateStochasticK, calculateStochastics } from './stochastics';
export type { StochasticLines } from './stochastics';
export { calculateVolume } from './volume';
export type { VolumeLines } from './volume';
export { calculatePercentChange, calculatePerformance } from './performance';
export type { PerformanceLines } from './performance';
