/**
 * Where each indicator and overlay of the catalogue is documented (spec 2 §3: the catalogue gives each a
 * documentation link): ChartSchool-style paths by study id. Kept out of the definitions that the chart engine
 * reads, so that a page drawing charts does not download a hundred links it never shows (`renderChart` has a
 * size budget, issue #18).
 */
import { chartSchoolPath } from './indicator-types';

/** The documentation page of each lower indicator, by id. */
const INDICATOR_PAGES: Readonly<Record<string, string>> = {
  priceCompare: 'price-indicator',
  pricePerformance: 'price-performance',
  performance: 'price-performance',
  correlation: 'correlation-coefficient',
  priceRelative: 'price-relative-relative-strength',
  sctr: 'stockcharts-technical-rank-sctr',
  rsi: 'relative-strength-index-rsi',
  macd: 'macd-moving-average-convergence-divergence-oscillator',
  macdHistogram: 'macd-histogram',
  ppo: 'percentage-price-oscillator-ppo',
  dpo: 'detrended-price-oscillator-dpo',
  cci: 'commodity-channel-index-cci',
  roc: 'rate-of-change-roc-and-momentum',
  fastStochastics: 'stochastic-oscillator-fast-slow-and-full',
  slowStochastics: 'stochastic-oscillator-fast-slow-and-full',
  fullStochastics: 'stochastic-oscillator-fast-slow-and-full',
  stochRsi: 'stochrsi',
  williamsR: 'williams-r',
  ultimateOscillator: 'ultimate-oscillator',
  trix: 'trix',
  tsi: 'true-strength-index',
  kst: 'pring-s-know-sure-thing-kst',
  specialK: 'pring-s-special-k',
  pmo: 'price-momentum-oscillator-pmo',
  coppock: 'coppock-curve',
  chandeTrendMeter: 'chande-trend-meter-ctm',
  adLine: 'accumulation-distribution-line',
  cmf: 'chaikin-money-flow-cmf',
  chaikinOscillator: 'chaikin-oscillator',
  mfi: 'money-flow-index-mfi',
  obv: 'on-balance-volume-obv',
  forceIndex: 'force-index',
  eom: 'ease-of-movement-emv',
  nvi: 'negative-volume-index-nvi',
  volume: 'volume',
  pvo: 'percentage-volume-oscillator-pvo',
  atr: 'average-true-range-atr-and-average-true-range-percent-atrp',
  bbWidth: 'bollinger-bandwidth',
  percentB: 'bollinger-band-percent-b',
  stdDev: 'standard-deviation-volatility',
  ulcerIndex: 'ulcer-index',
  massIndex: 'mass-index',
  ttmSqueeze: 'ttm-squeeze',
  adxDmi: 'average-directional-index-adx',
  adxLine: 'average-directional-index-adx',
  aroon: 'aroon',
  aroonOscillator: 'aroon-oscillator',
  vortex: 'vortex-indicator',
  slope: 'slope',
  rSquared: 'r-squared',
  distanceFromMa: 'distance-from-moving-average',
  highMinusLow: 'high-minus-low',
  medianPrice: 'median-price',
  typicalPrice: 'typical-price',
  weightedClose: 'weighted-close',
  upDown: 'advance-decline-line',
};

/** The documentation page of each overlay, by id. */
const OVERLAY_PAGES: Readonly<Record<string, string>> = {
  sma: 'moving-averages-simple-and-exponential',
  ema: 'moving-averages-simple-and-exponential',
  wma: 'moving-averages-simple-and-exponential',
  kama: 'kaufman-s-adaptive-moving-average-kama',
  bollingerBands: 'bollinger-bands',
  keltnerChannels: 'keltner-channels',
  smaEnvelopes: 'moving-average-envelopes',
  emaEnvelopes: 'moving-average-envelopes',
  priceChannels: 'price-channels',
  ichimoku: 'ichimoku-cloud',
  parabolicSar: 'parabolic-sar',
  zigZag: 'zigzag',
  zigZagRetrace: 'zigzag',
  alligator: 'williams-alligator',
  linearRegression: 'linear-regression',
  raffRegression: 'raff-regression-channel',
  chandelierExit: 'chandelier-exit',
  pivotPoints: 'pivot-points',
  horizontalLine: 'horizontal-line',
  highestHigh: 'highest-high-value',
  lowestLow: 'lowest-low-value',
  volumeByPrice: 'volume-by-price',
  vwap: 'volume-weighted-average-price-vwap',
  priceOverlay: 'price-overlay',
};

/** The ChartSchool-style documentation path of an indicator or overlay of the catalogue, or undefined. */
export function studyDocumentationUrl(kind: 'indicator' | 'overlay', id: string): string | undefined {
  const pages = kind === 'indicator' ? INDICATOR_PAGES : OVERLAY_PAGES;
  const slug = Object.hasOwn(pages, id) ? pages[id] : undefined;
  return slug === undefined ? undefined : chartSchoolPath(kind, slug);
}
