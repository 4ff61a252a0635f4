/**
 * The price-overlay catalogue (spec 2 §3, indicator-catalogue.md): every overlay with its id, default
 * parameter string, group, parameters and the named lines the engine returns.
 */
import type { OverlayDefinition, OverlayGroup, ParameterSpec } from './indicator-types';
import { int, num, optional, sym, text } from './indicator-types';
import { DEFAULT_COMPARISON_SYMBOL } from './indicators';

/** The Ichimoku overlay's extra period (its displacement), default 26 (spec 2 §3). */
export const ICHIMOKU_EXTRA_PERIOD = 26;

interface Extra {
  readonly sharesPriceScale?: boolean;
  readonly needsOtherSymbol?: boolean;
  readonly isIntradayOnly?: boolean;
  readonly hasVariableOutputs?: boolean;
}

function ovl(
  id: string,
  name: string,
  group: OverlayGroup,
  serviceId: string,
  defaultParameters: string,
  parameters: readonly ParameterSpec[],
  outputs: readonly string[],
  extra: Extra = {},
): OverlayDefinition {
  return {
    id,
    name,
    group,
    serviceId,
    defaultParameters,
    parameters,
    outputs,
    sharesPriceScale: extra.sharesPriceScale ?? true,
    needsOtherSymbol: extra.needsOtherSymbol ?? false,
    isIntradayOnly: extra.isIntradayOnly ?? false,
    hasVariableOutputs: extra.hasVariableOutputs ?? false,
  };
}

const period = (n: number) => int('Period', n);
const bands = ['middle', 'upper', 'lower'] as const;
const envelope = [period(20), num('Percent', 2.5)];
/** An offset shifts a line right (positive) or left (negative) by whole bars. */
const offset: ParameterSpec = { name: 'Offset', kind: 'int', defaultValue: '0', optional: true };

/** Every price overlay, in catalogue order. */
// One entry per line reads as a table.
// prettier-ignore
export const OVERLAYS: readonly OverlayDefinition[] = [
  ovl('sma', 'Simple Moving Average', 'Moving Averages', 'SMA', '50', [period(50), text('Price field (O, H, L, C)', '', { choices: ['O', 'H', 'L', 'C'] }), offset], ['sma']),
  ovl('ema', 'Exponential Moving Average', 'Moving Averages', 'EMA', '20', [period(20)], ['ema']),
  ovl('wma', 'Weighted Moving Average', 'Moving Averages', 'WMA', '20', [period(20)], ['wma']),
  ovl('kama', "KAMA (Kaufman's Adaptive MA)", 'Moving Averages', 'KAMA', '10,2,30', [int('Efficiency period', 10), int('Fast period', 2), int('Slow period', 30)], ['kama']),
  ovl('bollingerBands', 'Bollinger Bands', 'Bands', 'BB', '20,2', [period(20), num('Standard deviations', 2)], bands),
  ovl('keltnerChannels', 'Keltner Channels', 'Bands', 'KC', '20,2.0,10', [int('EMA period', 20), num('ATR multiplier', '2.0'), int('ATR period', 10)], bands),
  ovl('smaEnvelopes', 'SMA Envelopes', 'Bands', 'SMAENV', '20,2.5', envelope, bands),
  ovl('emaEnvelopes', 'EMA Envelopes', 'Bands', 'EMAENV', '20,2.5', envelope, bands),
  ovl('priceChannels', 'Price Channels', 'Bands', 'PC', '20', [period(20)], ['upper', 'lower', 'middle']),
  ovl('ichimoku', 'Ichimoku Cloud', 'Trend', 'ICHIMOKU', '9,26,52', [int('Conversion period', 9), int('Base period', 26), int('Leading span B period', 52), optional(int('Displacement', ICHIMOKU_EXTRA_PERIOD, 0))], ['conversion', 'base', 'spanA', 'spanB', 'lagging']),
  ovl('parabolicSar', 'Parabolic SAR', 'Trend', 'PSAR', '0.02,0.2', [num('Step', 0.02), num('Maximum', 0.2)], ['parabolicSar']),
  ovl('zigZag', 'ZigZag', 'Trend', 'ZIGZAG', '5', [num('Percent', 5)], ['zigZag', 'pivots']),
  ovl('zigZagRetrace', 'ZigZag (Retrace)', 'Trend', 'ZIGZAGR', '5', [num('Percent', 5)], ['zigZag', 'pivots', 'retracement']),
  ovl('alligator', 'Alligator', 'Trend', 'ALLIGATOR', '13,8,8,5,5,3', [int('Jaw period', 13), int('Jaw offset', 8, 0), int('Teeth period', 8), int('Teeth offset', 5, 0), int('Lips period', 5), int('Lips offset', 3, 0)], ['jaw', 'teeth', 'lips']),
  ovl('linearRegression', 'Linear Regression Line', 'Projection', 'LINREG', '20', [period(20)], ['linearRegression']),
  ovl('raffRegression', 'Raff Regression Channel', 'Projection', 'RAFF', '20', [period(20)], bands),
  ovl('chandelierExit', 'Chandelier Exit', 'Support/Resistance', 'CHANDELIER', '22,3.0', [period(22), num('ATR multiplier', '3.0')], ['long', 'short']),
  ovl('pivotPoints', 'Pivot Points', 'Support/Resistance', 'PIVOT', '', [text('Type (blank standard, F Fibonacci, D DeMark)', '', { choices: ['', 'F', 'D'] })], ['pivot', 'r1', 'r2', 'r3', 's1', 's2', 's3'], { hasVariableOutputs: true }),
  ovl('horizontalLine', 'Horizontal Line', 'Support/Resistance', 'HLINE', '', [{ name: 'Level', kind: 'number', defaultValue: '', optional: true, repeats: true }], ['line1'], { hasVariableOutputs: true }),
  ovl('highestHigh', 'Highest High Value', 'Support/Resistance', 'HHV', '20', [period(20)], ['highestHigh']),
  ovl('lowestLow', 'Lowest Low Value', 'Support/Resistance', 'LLV', '20', [period(20)], ['lowestLow']),
  ovl('volumeByPrice', 'Volume by Price', 'Volume', 'VBP', '12', [int('Zones', 12)], ['lower', 'upper', 'upVolume', 'downVolume']),
  ovl('vwap', 'VWAP', 'Volume', 'VWAP', '', [], ['vwap'], { isIntradayOnly: true }),
  ovl('priceOverlay', 'Price', 'Comparison', 'PRICE', DEFAULT_COMPARISON_SYMBOL, [sym('Symbol', DEFAULT_COMPARISON_SYMBOL), text('Flags (log, inverted)')], ['open', 'high', 'low', 'close'], { sharesPriceScale: false, needsOtherSymbol: true }),
];

/** Paying members may add this many overlays (spec 2 §9). */
export const MAX_OVERLAYS = 25;
/** Free users and visitors may add this many overlays (spec 2 §6, §9). */
export const MAX_OVERLAYS_FREE = 3;

const OVERLAY_BY_ID = new Map(OVERLAYS.map((d) => [d.id, d]));

/** Finds an overlay by id. */
export function findOverlay(id: string): OverlayDefinition | undefined {
  return OVERLAY_BY_ID.get(id);
}

/** The overlay groups in menu order (spec 2 §3). */
export const OVERLAY_GROUPS: readonly OverlayGroup[] = [
  'Bands',
  'Comparison',
  'Moving Averages',
  'Projection',
  'Support/Resistance',
  'Trend',
  'Volume',
  'Other',
];
