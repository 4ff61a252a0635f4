import { isValidSymbol } from '@chartbench/core';
import type { MarketData } from '../market/index';
import { ChartRequestError } from './chart-image';
import type { PointAndFigureInput } from './render-task';

/** What chart-engine draws for a point-and-figure request: its input, inspector text and cache lifetime. */
export interface PointAndFigurePlan {
  readonly input: PointAndFigureInput;
  readonly text: string;
  readonly maxAgeSeconds: number;
}

const DAY_MS = 86_400_000;

function integerParam(
  params: URLSearchParams,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ChartRequestError(400, [`${name}: '${raw}' is not a whole number from ${min} to ${max}`]);
  return value;
}

/**
 * Plans `/pnf/chart` (spec 1 §2.2): `c` is the symbol and the style (`AAPL,P`); the reversal comes from `rev`
 * (or a `[F...!reversal` part of the style, default 3), the box size from `box` (price units; default about 1%
 * of the price), the history from `yr` years of daily highs and lows (default 1), the size from `w` and `h`.
 */
export function planPointAndFigure(market: MarketData, params: URLSearchParams): PointAndFigurePlan {
  const c = params.get('c') ?? params.get('s') ?? '';
  const [rawSymbol = '', ...styleParts] = c.split(',');
  const symbol = rawSymbol.trim().toUpperCase();
  const style = styleParts.join(',').trim().toUpperCase() || 'P';
  if (!symbol) throw new ChartRequestError(400, ['c: the symbol is required (c=SYMBOL,P)']);
  if (!isValidSymbol(symbol)) throw new ChartRequestError(400, [`c: '${rawSymbol}' is not a valid symbol`]);
  if (!style.startsWith('P'))
    throw new ChartRequestError(400, [
      `c: the style '${style}' is not a point-and-figure style (it starts with P)`,
    ]);
  const fromStyle = /\[F\d*!(\d+)/.exec(style)?.[1];
  const reversal = integerParam(
    params,
    'rev',
    1,
    9,
    fromStyle ? Math.min(9, Math.max(1, Number(fromStyle))) : 3,
  );
  const years = integerParam(params, 'yr', 1, 20, 1);
  const width = integerParam(params, 'w', 200, 2500, 700);
  const height = integerParam(params, 'h', 150, 2000, 500);
  let boxSize: number | undefined;
  const box = params.get('box');
  if (box !== null && box !== '' && box.toLowerCase() !== 'auto') {
    boxSize = Number(box);
    if (!(boxSize > 0 && Number.isFinite(boxSize)))
      throw new ChartRequestError(400, [`box: '${box}' is not a positive box size`]);
  }
  if (!market.findSymbol(symbol))
    throw new ChartRequestError(404, [`Hmm, we couldn't find data for ${symbol}`]);
  const bars = market.getBars(symbol, 'D', { start: market.now().getTime() - years * 365 * DAY_MS });
  if (bars.close.length === 0) throw new ChartRequestError(404, [`No price data found for ${symbol}.`]);
  return {
    input: { symbol, bars, reversal, width, height, ...(boxSize !== undefined ? { boxSize } : {}) },
    text: `${symbol} point and figure, reversal ${reversal}${boxSize !== undefined ? `, box ${boxSize}` : ''}`,
    maxAgeSeconds: 300,
  };
}
