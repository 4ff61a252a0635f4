import type { Bars, ChartEngineType } from '@chartbench/core';
import type { ValueScale } from '../layout/scale';
import type { XAxis } from '../layout/x-axis';
import type { KagiSeries } from '../transforms/kagi';
import { PathData } from '../util/path-data';
import {
  areaData,
  candlePaths,
  closedUp,
  dotsData,
  histogramData,
  lineData,
  ohlcPaths,
  type UpDownColors,
} from './series';
import type { PathNode } from './types';

/** What the main series needs besides its bars. */
export interface MainSeriesOptions {
  readonly type: ChartEngineType;
  /** 'thin' | 'thick' | '' from the chart-type catalogue. */
  readonly weight: string;
  readonly colors: UpDownColors;
  /** Colour of one-colour series (lines, areas, histograms). */
  readonly lineColor: string;
  readonly solidCandles: boolean;
  readonly previousClose: number;
  readonly opacity: number;
  /** Elder Impulse colour per drawn bar: 1 green, -1 red, 0 blue. */
  readonly impulse?: Int8Array;
  readonly impulseColors?: { readonly up: string; readonly down: string; readonly neutral: string };
  readonly kagi?: KagiSeries;
}

function rects(
  bars: Bars,
  x: XAxis,
  scale: ValueScale,
  pick: (i: number) => boolean,
  top: (i: number) => number,
  bottom: (i: number) => number,
): string {
  const d = new PathData(x.count * 24);
  for (let i = 0; i < x.count; i++) {
    if (!pick(i)) continue;
    const w = Math.max(1, (x.widths[i] as number) - (x.widths[i]! > 4 ? 1 : 0));
    const y1 = scale.toY(top(i));
    const y2 = scale.toY(bottom(i));
    d.rect((x.centers[i] as number) - w / 2, Math.min(y1, y2), w, Math.max(1, Math.abs(y2 - y1)));
  }
  return d.finish();
}

/**
 * The up and down halves of a box series (EquiVolume boxes, Arms CandleVolume boxes and bodies): one path of
 * the bars that closed up, one of those that closed down, each spanning `top` to `bottom`.
 */
function upDownBoxes(
  bars: Bars,
  x: XAxis,
  scale: ValueScale,
  previousClose: number,
  part: {
    readonly role: 'price-boxes' | 'price-bodies';
    readonly top: Float64Array;
    readonly bottom: Float64Array;
  },
  styles: { readonly up: PathNode['style']; readonly down: PathNode['style'] },
): PathNode[] {
  const top = (i: number) => part.top[i] as number;
  const bottom = (i: number) => part.bottom[i] as number;
  const up = (i: number) => closedUp(bars, i, previousClose);
  return [
    { kind: 'path', role: `${part.role}-up`, d: rects(bars, x, scale, up, top, bottom), style: styles.up },
    {
      kind: 'path',
      role: `${part.role}-down`,
      d: rects(bars, x, scale, (i) => !up(i), top, bottom),
      style: styles.down,
    },
  ];
}

function kagiPaths(
  series: KagiSeries,
  x: XAxis,
  scale: ValueScale,
  colors: UpDownColors,
  opacity: number,
): PathNode[] {
  const thick = new PathData(x.count * 24);
  const thin = new PathData(x.count * 24);
  const { bars } = series;
  let currentThick = true;
  for (let i = 0; i < x.count; i++) {
    const cx = x.centers[i] as number;
    const open = bars.open[i] as number;
    const close = bars.close[i] as number;
    currentThick = series.startThick[i] === 1;
    const level = series.switchLevel[i] as number;
    const add = (from: number, to: number, isThick: boolean) => {
      const d = isThick ? thick : thin;
      d.moveTo(cx, scale.toY(from));
      d.verticalTo(scale.toY(to));
    };
    if (Number.isFinite(level)) {
      add(open, level, currentThick);
      currentThick = !currentThick;
      add(level, close, currentThick);
    } else add(open, close, currentThick);
    const next = x.centers[i + 1];
    if (next !== undefined) {
      const d = currentThick ? thick : thin;
      d.moveTo(cx, scale.toY(close));
      d.horizontalTo(next);
    }
  }
  return [
    {
      kind: 'path',
      role: 'price-kagi-yang',
      d: thick.finish(),
      style: { stroke: colors.up, strokeWidth: 3, opacity },
    },
    {
      kind: 'path',
      role: 'price-kagi-yin',
      d: thin.finish(),
      style: { stroke: colors.down, strokeWidth: 1, opacity },
    },
  ];
}

/**
 * Draws the main series of every chart type (spec 1 §3.3) as a few paths: bars and candles by colour, lines,
 * areas, dots, histograms, EquiVolume boxes, bricks, Kagi lines. Invisible draws nothing.
 */
export function mainSeriesPaths(
  bars: Bars,
  x: XAxis,
  scale: ValueScale,
  options: MainSeriesOptions,
): PathNode[] {
  const { colors, opacity, previousClose } = options;
  const thick = options.weight === 'thick';
  const line = (role: string, extra: { dash?: string } = {}): PathNode[] => [
    {
      kind: 'path',
      role,
      d: lineData(bars.close, x.centers, scale),
      style: { stroke: options.lineColor, strokeWidth: thick ? 2.5 : 1.25, opacity, ...extra },
    },
  ];
  const common = { opacity, crisp: true } as const;
  let out: PathNode[];
  switch (options.type) {
    case 'candle':
    case 'heikinAshi':
    case 'candleVolume':
      out = candlePaths(bars, x, scale, colors, {
        solid: options.solidCandles,
        previousClose,
        opacity,
        colorByOpen: options.type === 'heikinAshi',
      });
      break;
    case 'ohlc':
    case 'hlc':
      out = ohlcPaths(bars, x, scale, colors, {
        thick,
        withOpen: options.type === 'ohlc',
        previousClose,
        opacity,
      });
      break;
    case 'elderImpulse': {
      const impulse = options.impulse;
      const palette = options.impulseColors ?? {
        up: colors.up,
        down: colors.down,
        neutral: options.lineColor,
      };
      const groups: [number, string][] = [
        [1, palette.up],
        [-1, palette.down],
        [0, palette.neutral],
      ];
      out = groups.flatMap(([sign, color]) => {
        const pick = (i: number) => (impulse?.[i] ?? 0) === sign;
        const d = ohlcPaths(
          pickBars(bars, pick),
          x,
          scale,
          { up: color, down: color, upFill: color, downFill: color },
          { thick: true, withOpen: true, previousClose, opacity },
        );
        return d.map((node, k) => ({
          ...node,
          role: `price-impulse-${sign === 1 ? 'up' : sign === -1 ? 'down' : 'neutral'}${k === 0 ? '' : `-${k}`}`,
        }));
      });
      break;
    }
    case 'line':
    case 'performance':
    case 'cumulative':
      out = line('price-line');
      break;
    case 'dashed':
      out = line('price-line', { dash: thick ? '7 4' : '5 3' });
      break;
    case 'dots':
      out = [
        {
          kind: 'path',
          role: 'price-dots',
          d: dotsData(bars.close, x.centers, scale),
          style: { stroke: options.lineColor, strokeWidth: 3, lineCap: 'round', opacity },
        },
      ];
      break;
    case 'area': {
      const baseY = scale.inverted ? scale.top : scale.bottom;
      out = [
        {
          kind: 'path',
          role: 'price-area',
          d: areaData(bars.close, x.centers, scale, baseY),
          style: { fill: options.lineColor, opacity: opacity * 0.25 },
        },
        ...line('price-line'),
      ];
      break;
    }
    case 'histogram': {
      const base = scale.log ? scale.min : Math.max(scale.min, Math.min(0, scale.max));
      out = [
        {
          kind: 'path',
          role: 'price-histogram',
          d: histogramData(bars.close, x, scale, base),
          style: { fill: options.lineColor, ...common },
        },
      ];
      break;
    }
    case 'equiVolume':
      out = upDownBoxes(
        bars,
        x,
        scale,
        previousClose,
        { role: 'price-boxes', top: bars.high, bottom: bars.low },
        {
          up: { fill: colors.upFill, stroke: colors.up, ...common },
          down: { fill: colors.downFill, stroke: colors.down, ...common },
        },
      );
      break;
    case 'armsCandleVolume':
      // Arms CandleVolume: the EquiVolume box (high to low, width by volume) lightly filled, with the candle
      // body (open to close) solid inside it.
      out = [
        ...upDownBoxes(
          bars,
          x,
          scale,
          previousClose,
          { role: 'price-boxes', top: bars.high, bottom: bars.low },
          {
            up: { fill: colors.upFill, opacity: opacity * 0.3, crisp: true },
            down: { fill: colors.downFill, opacity: opacity * 0.3, crisp: true },
          },
        ),
        ...upDownBoxes(
          bars,
          x,
          scale,
          previousClose,
          { role: 'price-bodies', top: bars.open, bottom: bars.close },
          {
            up: { fill: colors.upFill, stroke: colors.up, ...common },
            down: { fill: colors.downFill, stroke: colors.down, ...common },
          },
        ),
      ];
      break;
    case 'renko':
    case 'threeLineBreak': {
      const up = (i: number) => (bars.close[i] as number) > (bars.open[i] as number);
      out = [
        {
          kind: 'path',
          role: 'price-bricks-up',
          d: rects(
            bars,
            x,
            scale,
            up,
            (i) => bars.open[i] as number,
            (i) => bars.close[i] as number,
          ),
          style: { fill: colors.background ?? 'none', stroke: colors.up, ...common },
        },
        {
          kind: 'path',
          role: 'price-bricks-down',
          d: rects(
            bars,
            x,
            scale,
            (i) => !up(i),
            (i) => bars.open[i] as number,
            (i) => bars.close[i] as number,
          ),
          style: { fill: colors.downFill, stroke: colors.down, ...common },
        },
      ];
      break;
    }
    case 'kagi':
      out = options.kagi ? kagiPaths(options.kagi, x, scale, colors, opacity) : line('price-line');
      break;
    case 'invisible':
    case 'perfChart':
      out = [];
      break;
  }
  return out.filter((node) => node.d !== '');
}

/** A view of bars where unpicked bars are hidden (NaN), for drawing one colour group at a time. */
function pickBars(bars: Bars, pick: (i: number) => boolean): Bars {
  const n = bars.close.length;
  const hide = (source: Float64Array) => {
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) out[i] = pick(i) ? (source[i] as number) : NaN;
    return out;
  };
  return {
    time: bars.time,
    open: hide(bars.open),
    high: hide(bars.high),
    low: hide(bars.low),
    close: hide(bars.close),
    volume: bars.volume,
  };
}
