import { adLineIndicator } from './ad-line';
import { adxDmiIndicator, adxLineIndicator } from './adx';
import { alligatorIndicator } from './alligator';
import { aroonIndicator, aroonOscillatorIndicator } from './aroon';
import { atrIndicator } from './atr';
import { bollingerBandsIndicator } from './bollinger-bands';
import { bbWidthIndicator, percentBIndicator } from './bollinger-width';
import { cciIndicator } from './cci';
import { chaikinOscillatorIndicator } from './chaikin-oscillator';
import { chandeTrendMeterIndicator } from './chande-trend-meter';
import { chandelierExitIndicator } from './chandelier-exit';
import { cmfIndicator } from './cmf';
import { coppockIndicator } from './coppock';
import { correlationIndicator } from './correlation';
import { distanceFromMaIndicator } from './distance-from-ma';
import { dpoIndicator } from './dpo';
import { emaIndicator } from './ema';
import { emaEnvelopesIndicator, smaEnvelopesIndicator } from './envelopes';
import { eomIndicator } from './eom';
import { forceIndexIndicator } from './force-index';
import { highestHighIndicator, lowestLowIndicator } from './highest-lowest';
import { horizontalLineIndicator } from './horizontal-line';
import { ichimokuIndicator } from './ichimoku';
import { kamaIndicator } from './kama';
import { keltnerChannelsIndicator } from './keltner-channels';
import { kstIndicator } from './kst';
import { linearRegressionIndicator, raffRegressionIndicator } from './linear-regression';
import { macdHistogramIndicator, macdIndicator } from './macd';
import { massIndexIndicator } from './mass-index';
import { mfiIndicator } from './mfi';
import { nviIndicator } from './nvi';
import { obvIndicator } from './obv';
import { parabolicSarIndicator } from './parabolic-sar';
import { performanceIndicator, pricePerformanceIndicator } from './performance';
import { pivotPointsIndicator } from './pivot-points';
import { pmoIndicator } from './pmo';
import { ppoIndicator, pvoIndicator } from './ppo';
import { priceChannelsIndicator } from './price-channels';
import { priceCompareIndicator, priceOverlayIndicator } from './price-compare';
import { priceRelativeIndicator } from './price-relative';
import {
  highMinusLowIndicator,
  medianPriceIndicator,
  typicalPriceIndicator,
  weightedCloseIndicator,
} from './price-transforms';
import { rSquaredIndicator, slopeIndicator } from './regression-indicators';
import { rocIndicator } from './roc';
import { rsiIndicator } from './rsi';
import { sctrIndicator } from './sctr';
import { smaIndicator } from './sma';
import { specialKIndicator } from './special-k';
import { stdDevIndicator } from './std-dev';
import { stochRsiIndicator } from './stoch-rsi';
import { fastStochasticsIndicator, fullStochasticsIndicator, slowStochasticsIndicator } from './stochastics';
import { trixIndicator } from './trix';
import { tsiIndicator } from './tsi';
import { ttmSqueezeIndicator } from './ttm-squeeze';
import type { IndicatorCalculator } from './types';
import { ulcerIndexIndicator } from './ulcer-index';
import { ultimateOscillatorIndicator } from './ultimate-oscillator';
import { upDownIndicator } from './up-down';
import { volumeIndicator } from './volume';
import { volumeByPriceIndicator } from './volume-by-price';
import { vortexIndicator } from './vortex';
import { vwapIndicator } from './vwap';
import { williamsRIndicator } from './williams-r';
import { wmaIndicator } from './wma';
import { zigZagIndicator, zigZagRetraceIndicator } from './zig-zag';

/** Lower indicators of the catalogue, in catalogue order. */
const INDICATORS: readonly IndicatorCalculator[] = [
  priceCompareIndicator,
  pricePerformanceIndicator,
  performanceIndicator,
  correlationIndicator,
  priceRelativeIndicator,
  sctrIndicator,
  rsiIndicator,
  macdIndicator,
  macdHistogramIndicator,
  ppoIndicator,
  dpoIndicator,
  cciIndicator,
  rocIndicator,
  fastStochasticsIndicator,
  slowStochasticsIndicator,
  fullStochasticsIndicator,
  stochRsiIndicator,
  williamsRIndicator,
  ultimateOscillatorIndicator,
  trixIndicator,
  tsiIndicator,
  kstIndicator,
  specialKIndicator,
  pmoIndicator,
  coppockIndicator,
  chandeTrendMeterIndicator,
  adLineIndicator,
  cmfIndicator,
  chaikinOscillatorIndicator,
  mfiIndicator,
  obvIndicator,
  forceIndexIndicator,
  eomIndicator,
  nviIndicator,
  volumeIndicator,
  pvoIndicator,
  atrIndicator,
  bbWidthIndicator,
  percentBIndicator,
  stdDevIndicator,
  ulcerIndexIndicator,
  massIndexIndicator,
  ttmSqueezeIndicator,
  adxDmiIndicator,
  adxLineIndicator,
  aroonIndicator,
  aroonOscillatorIndicator,
  vortexIndicator,
  slopeIndicator,
  rSquaredIndicator,
  distanceFromMaIndicator,
  highMinusLowIndicator,
  medianPriceIndicator,
  typicalPriceIndicator,
  weightedCloseIndicator,
  upDownIndicator,
];

/** Price overlays of the catalogue, in catalogue order. */
const OVERLAYS: readonly IndicatorCalculator[] = [
  smaIndicator,
  emaIndicator,
  wmaIndicator,
  kamaIndicator,
  bollingerBandsIndicator,
  keltnerChannelsIndicator,
  smaEnvelopesIndicator,
  emaEnvelopesIndicator,
  priceChannelsIndicator,
  ichimokuIndicator,
  parabolicSarIndicator,
  zigZagIndicator,
  zigZagRetraceIndicator,
  alligatorIndicator,
  linearRegressionIndicator,
  raffRegressionIndicator,
  chandelierExitIndicator,
  pivotPointsIndicator,
  horizontalLineIndicator,
  highestHighIndicator,
  lowestLowIndicator,
  volumeByPriceIndicator,
  vwapIndicator,
  priceOverlayIndicator,
];

/** Every indicator and overlay the engine computes, by catalogue id. */
export const INDICATOR_DEFINITIONS: ReadonlyMap<string, IndicatorCalculator> = new Map(
  [...INDICATORS, ...OVERLAYS].map((definition) => [definition.id, definition]),
);
