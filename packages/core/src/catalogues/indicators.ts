/**
 * The lower-indicator catalogue (spec 2 §3, indicator-catalogue.md): every indicator with its id, default
 * parameter string, group, parameters and the named lines the engine returns. Groups the public material did
 * not give are the catalogue's assignments. Parameter strings are comma lists read position by position.
 */
import type { IndicatorDefinition, IndicatorGroup, ParameterSpec } from './indicator-types';
import { int, num, optional, sym, text } from './indicator-types';

/** The default comparison symbol: the S&P 500 index (spec 2 §3). */
export const DEFAULT_COMPARISON_SYMBOL = '$SPX';
/** The default up/down pair: NYSE advancing and declining issues (spec 2 §3). */
export const DEFAULT_UP_DOWN_PAIR = '$NYADV,$NYDEC';

/** Price parameters may carry log and inverted flags (spec 2 §5). */
const priceFlags = text('Flags (log, inverted)');

interface Extra {
  readonly sharesPriceScale?: boolean;
  readonly needsOtherSymbol?: boolean;
  readonly isIntradayOnly?: boolean;
  readonly hasVariableOutputs?: boolean;
}

function ind(
  id: string,
  name: string,
  group: IndicatorGroup,
  serviceId: string,
  defaultParameters: string,
  parameters: readonly ParameterSpec[],
  outputs: readonly string[],
  extra: Extra = {},
): IndicatorDefinition {
  return {
    id,
    name,
    group,
    serviceId,
    defaultParameters,
    parameters,
    outputs,
    sharesPriceScale: extra.sharesPriceScale ?? false,
    needsOtherSymbol: extra.needsOtherSymbol ?? false,
    isIntradayOnly: extra.isIntradayOnly ?? false,
    hasVariableOutputs: extra.hasVariableOutputs ?? false,
  };
}

const period = (n: number) => int('Period', n);
const macdLike = [int('Fast EMA', 12), int('Slow EMA', 26), optional(int('Signal EMA', 9))];
const other = { needsOtherSymbol: true } as const;

/** Every lower indicator, in catalogue order. */
// One entry per line reads as a table.
// prettier-ignore
export const INDICATORS: readonly IndicatorDefinition[] = [
  ind('priceCompare', 'Price', 'Comparison', 'PRICE', DEFAULT_COMPARISON_SYMBOL, [sym('Symbol', DEFAULT_COMPARISON_SYMBOL), priceFlags], ['open', 'high', 'low', 'close'], other),
  ind('pricePerformance', 'Price Performance', 'Comparison', 'PERF', '', [], ['performance']),
  ind('performance', 'Performance', 'Comparison', 'PERFCOMP', 'SPY', [sym('Symbol', 'SPY')], ['performance', 'comparison', 'difference'], other),
  ind('correlation', 'Correlation', 'Statistical', 'CORR', '$SPX,20', [sym('Symbol', DEFAULT_COMPARISON_SYMBOL), period(20)], ['correlation'], other),
  ind('priceRelative', 'Price Relative', 'Relative Strength', 'PREL', DEFAULT_COMPARISON_SYMBOL, [sym('Symbol', DEFAULT_COMPARISON_SYMBOL)], ['priceRelative'], other),
  ind('sctr', 'SCTR', 'Relative Strength', 'SCTR', '', [], ['sctr', 'score']),
  ind('rsi', 'RSI', 'Momentum/Oscillators', 'RSI', '14', [period(14)], ['rsi']),
  ind('macd', 'MACD', 'Momentum/Oscillators', 'MACD', '12,26,9', macdLike, ['macd', 'signal', 'histogram']),
  ind('macdHistogram', 'MACD Histogram', 'Momentum/Oscillators', 'MACDH', '12,26,9', macdLike, ['histogram']),
  ind('ppo', 'PPO (Percentage Price Oscillator)', 'Momentum/Oscillators', 'PPO', '12,26,9', macdLike, ['ppo', 'signal', 'histogram']),
  ind('dpo', 'DPO (Detrended Price Oscillator)', 'Momentum/Oscillators', 'DPO', '20', [period(20)], ['dpo']),
  ind('cci', 'CCI', 'Momentum/Oscillators', 'CCI', '20', [period(20)], ['cci']),
  ind('roc', 'Rate of Change', 'Momentum/Oscillators', 'ROC', '12', [period(12)], ['roc']),
  ind('fastStochastics', 'Fast Stochastics', 'Momentum/Oscillators', 'FSTO', '14,3', [int('%K period', 14), int('%D period', 3)], ['k', 'd']),
  ind('slowStochastics', 'Slow Stochastics', 'Momentum/Oscillators', 'SSTO', '14,3', [int('%K period', 14), int('%D period', 3)], ['k', 'd']),
  ind('fullStochastics', 'Full Stochastics', 'Momentum/Oscillators', 'STO', '14,3,3', [int('%K period', 14), int('%K smoothing', 3), int('%D period', 3)], ['k', 'd']),
  ind('stochRsi', 'StochRSI', 'Momentum/Oscillators', 'STORSI', '14', [period(14)], ['stochRsi']),
  ind('williamsR', 'Williams %R', 'Momentum/Oscillators', 'WILLR', '14', [period(14)], ['williamsR']),
  ind('ultimateOscillator', 'Ultimate Oscillator', 'Momentum/Oscillators', 'ULT', '7,14,28', [int('Short period', 7), int('Middle period', 14), int('Long period', 28)], ['ultimateOscillator']),
  ind('trix', 'TRIX', 'Momentum/Oscillators', 'TRIX', '15,9', [period(15), int('Signal EMA', 9)], ['trix', 'signal']),
  ind('tsi', 'True Strength Index', 'Momentum/Oscillators', 'TSI', '25,13,7', [int('Long EMA', 25), int('Short EMA', 13), int('Signal EMA', 7)], ['tsi', 'signal']),
  ind('kst', "Pring's KST", 'Momentum/Oscillators', 'KST', '10,15,20,30,10,10,10,15,9', [int('ROC 1', 10), int('ROC 2', 15), int('ROC 3', 20), int('ROC 4', 30), int('SMA 1', 10), int('SMA 2', 10), int('SMA 3', 10), int('SMA 4', 15), int('Signal SMA', 9)], ['kst', 'signal']),
  ind('specialK', "Pring's Special K", 'Momentum/Oscillators', 'SPECK', '100,100', [int('Signal SMA', 100), int('Smoothing SMA', 100)], ['specialK', 'signal']),
  ind('pmo', 'PMO (Price Momentum Oscillator)', 'Momentum/Oscillators', 'PMO', '35,20,10', [int('First smoothing', 35), int('Second smoothing', 20), int('Signal EMA', 10)], ['pmo', 'signal']),
  ind('coppock', 'Coppock Curve', 'Momentum/Oscillators', 'COPP', '10,14,11', [int('WMA length', 10), int('Long ROC', 14), int('Short ROC', 11)], ['coppock']),
  ind('chandeTrendMeter', 'Chande Trend Meter', 'Trend', 'CTM', '', [], ['chandeTrendMeter']),
  ind('adLine', 'Accumulation/Distribution Line', 'Money Flow', 'ADL', '', [], ['adLine']),
  ind('cmf', 'Chaikin Money Flow', 'Money Flow', 'CMF', '20', [period(20)], ['cmf']),
  ind('chaikinOscillator', 'Chaikin Oscillator', 'Money Flow', 'CHAIKIN', '3,10', [int('Fast EMA', 3), int('Slow EMA', 10)], ['chaikinOscillator']),
  ind('mfi', 'Money Flow Index', 'Money Flow', 'MFI', '14', [period(14)], ['mfi']),
  ind('obv', 'On Balance Volume', 'Money Flow', 'OBV', '', [], ['obv']),
  ind('forceIndex', 'Force Index', 'Money Flow', 'FORCE', '13', [period(13)], ['forceIndex']),
  ind('eom', 'Ease of Movement', 'Money Flow', 'EMV', '14', [period(14)], ['eom']),
  ind('nvi', 'Negative Volume Index', 'Money Flow', 'NVI', '255', [int('Signal EMA', 255)], ['nvi', 'signal']),
  ind('volume', 'Volume', 'Volume', 'VOL', '', [], ['volume', 'direction']),
  ind('pvo', 'PVO (Percentage Volume Oscillator)', 'Volume', 'PVO', '12,26,9', macdLike, ['pvo', 'signal', 'histogram']),
  ind('atr', 'Average True Range', 'Volatility', 'ATR', '14', [period(14)], ['atr']),
  ind('bbWidth', 'Bollinger BandWidth', 'Volatility', 'BBW', '20,2', [period(20), num('Standard deviations', 2)], ['bbWidth']),
  ind('percentB', '%B', 'Volatility', 'PCTB', '20,2', [period(20), num('Standard deviations', 2)], ['percentB']),
  ind('stdDev', 'Standard Deviation', 'Statistical', 'STDDEV', '10', [period(10)], ['stdDev']),
  ind('ulcerIndex', 'Ulcer Index', 'Volatility', 'ULCER', '14', [period(14)], ['ulcerIndex']),
  ind('massIndex', 'Mass Index', 'Volatility', 'MASS', '25', [int('Sum period', 25)], ['massIndex']),
  ind('ttmSqueeze', 'TTM Squeeze', 'Volatility', 'TTMSQ', '20,2.0,20,1.5,20,20', [int('Bollinger period', 20), num('Bollinger deviations', '2.0'), int('Keltner period', 20), num('Keltner multiplier', '1.5'), int('Keltner ATR period', 20), int('Momentum period', 20)], ['momentum', 'squeeze']),
  ind('adxDmi', 'ADX Line (with +DI and -DI)', 'Trend', 'ADX', '14', [period(14)], ['adx', 'plusDi', 'minusDi']),
  ind('adxLine', 'ADX Line', 'Trend', 'ADXLINE', '14', [period(14)], ['adx']),
  ind('aroon', 'Aroon', 'Trend', 'AROON', '25', [period(25)], ['up', 'down']),
  ind('aroonOscillator', 'Aroon Oscillator', 'Trend', 'AROONOSC', '25', [period(25)], ['aroonOscillator']),
  ind('vortex', 'Vortex Indicator', 'Trend', 'VORTEX', '14', [period(14)], ['plus', 'minus']),
  ind('slope', 'Slope', 'Statistical', 'SLOPE', '20', [period(20)], ['slope']),
  ind('rSquared', 'Linear Regression R2', 'Statistical', 'RSQ', '20', [period(20)], ['rSquared']),
  ind('distanceFromMa', 'Distance From Moving Average', 'Other', 'DISTMA', '20', [period(20)], ['distance']),
  ind('highMinusLow', 'High Minus Low', 'Other', 'HML', '', [], ['highMinusLow']),
  ind('medianPrice', 'Median Price', 'Other', 'MEDPRICE', '', [], ['medianPrice'], { sharesPriceScale: true }),
  ind('typicalPrice', 'Typical Price', 'Other', 'TYPPRICE', '', [], ['typicalPrice'], { sharesPriceScale: true }),
  ind('weightedClose', 'Weighted Close', 'Other', 'WCLOSE', '', [], ['weightedClose'], { sharesPriceScale: true }),
  ind('upDown', 'Up/Down Pair', 'Other', 'UPDOWN', DEFAULT_UP_DOWN_PAIR, [sym('Up symbol', '$NYADV'), sym('Down symbol', '$NYDEC')], ['up', 'down'], other),
];

/** Paying members may add this many indicators (spec 2 §9). */
export const MAX_INDICATORS = 25;
/** Free users and visitors may add this many indicators (spec 2 §6, §9). */
export const MAX_INDICATORS_FREE = 3;

const INDICATOR_BY_ID = new Map(INDICATORS.map((d) => [d.id, d]));

/** Finds an indicator by id. */
export function findIndicator(id: string): IndicatorDefinition | undefined {
  return INDICATOR_BY_ID.get(id);
}

/** The indicator groups in menu order (spec 2 §3). */
export const INDICATOR_GROUPS: readonly IndicatorGroup[] = [
  'Comparison',
  'Momentum/Oscillators',
  'Money Flow',
  'Statistical',
  'Relative Strength',
  'Trend',
  'Volatility',
  'Volume',
  'Other',
];
