export { calculateIndicator, parseIndicatorParameters, listIndicatorIds } from './calculate';
export type {
  IndicatorContext,
  IndicatorCalculator,
  IndicatorOutput,
  IndicatorParameters,
  IndicatorParameterValue,
} from './types';
export { calculateSma } from './sma';
export { calculateEma } from './ema';
export { calculateWma } from './wma';
export { calculateKama } from './kama';
export { calculateRsi } from './rsi';
export { calculateMacd } from './macd';
export type { MacdLines } from './macd';
export { calculatePercentageOscillator } from './ppo';
export type { PercentageOscillatorLines } from './ppo';
export { calculateBollingerBands } from './bollinger-bands';
export type { BollingerLines } from './bollinger-bands';
export { calculateBandWidth, calculatePercentB } from './bollinger-width';
export { calculateKeltnerChannels } from './keltner-channels';
export type { KeltnerLines } from './keltner-channels';
export { calculateEnvelopes } from './envelopes';
export type { EnvelopeLines } from './envelopes';
export { calculatePriceChannels } from './price-channels';
export type { PriceChannelLines } from './price-channels';
export { calculateAtr } from './atr';
export { calculateStochasticK, calculateStochastics } from './stochastics';
export type { StochasticLines } from './stochastics';
export { calculateStochRsi } from './stoch-rsi';
export { calculateWilliamsR } from './williams-r';
export { calculateUltimateOscillator } from './ultimate-oscillator';
export { calculateDpo } from './dpo';
export { calculateCci } from './cci';
export { calculateRoc } from './roc';
export { calculateTrix } from './trix';
export type { TrixLines } from './trix';
export { calculateTsi } from './tsi';
export type { TsiLines } from './tsi';
export { calculateKst } from './kst';
export type { KstLines } from './kst';
export { calculateSpecialK } from './special-k';
export type { SpecialKLines } from './special-k';
export { calculatePmo } from './pmo';
export type { PmoLines } from './pmo';
export { calculateCoppock } from './coppock';
export { calculateChandeTrendMeter } from './chande-trend-meter';
export { calculateSctr, SCTR_NEUTRAL_SCORE, SCTR_SCALE } from './sctr';
export type { SctrLines } from './sctr';
export { calculateAdLine, calculateMoneyFlowVolume } from './ad-line';
export { calculateCmf } from './cmf';
export { calculateChaikinOscillator } from './chaikin-oscillator';
export { calculateMfi } from './mfi';
export { calculateObv } from './obv';
export { calculateForceIndex } from './force-index';
export { calculateEom } from './eom';
export { calculateNvi } from './nvi';
export { calculateVolume } from './volume';
export type { VolumeLines } from './volume';
export { calculateStdDev } from './std-dev';
export { calculateUlcerIndex } from './ulcer-index';
export { calculateMassIndex } from './mass-index';
export { calculateTtmSqueeze } from './ttm-squeeze';
export type { TtmSqueezeLines, TtmSqueezeParameters } from './ttm-squeeze';
export { calculateAdx } from './adx';
export type { AdxLines } from './adx';
export { calculateAroon } from './aroon';
export type { AroonLines } from './aroon';
export { calculateVortex } from './vortex';
export type { VortexLines } from './vortex';
export { calculateSlope, calculateRSquared } from './regression-indicators';
export { calculateDistanceFromMa } from './distance-from-ma';
export {
  calculateHighMinusLow,
  calculateMedianPrice,
  calculateTypicalPrice,
  calculateWeightedClose,
} from './price-transforms';
export { calculateCorrelation } from './correlation';
export { calculatePriceRelative } from './price-relative';
export { calculatePercentChange, calculatePerformance } from './performance';
export type { PerformanceLines } from './performance';
export { calculateIchimoku } from './ichimoku';
export type { IchimokuLines } from './ichimoku';
export { calculateParabolicSar } from './parabolic-sar';
export { calculateZigZag } from './zig-zag';
export type { ZigZagLines } from './zig-zag';
export { calculateAlligator } from './alligator';
export type { AlligatorLines, AlligatorParameters } from './alligator';
export { calculateLinearRegression, calculateRaffRegression } from './linear-regression';
export type { RaffLines } from './linear-regression';
export { calculateChandelierExit } from './chandelier-exit';
export type { ChandelierLines } from './chandelier-exit';
export { calculatePivotPoints, pivotTimeframe } from './pivot-points';
export type { PivotMode, PivotTimeframe } from './pivot-points';
export { calculateVolumeByPrice } from './volume-by-price';
export type { VolumeByPriceZones } from './volume-by-price';
export { calculateVwap } from './vwap';
