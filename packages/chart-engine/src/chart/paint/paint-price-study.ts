import type { Bars } from '@chartbench/core';
import { decimateBars } from '../../layout/decimate';
import type { Projection } from '../../layout/projection';
import type { ValueScale } from '../../layout/scale';
import { indicatorLineStyle, paintLine } from '../../scene/line-styles';
import { mainSeriesPaths } from '../../scene/main-series';
import type { PathNode } from '../../scene/types';
import type { ChartTheme } from '../../theme/resolve';
import type { ChartModel } from '../model';
import type { RowLook } from '../study-colours';

/** Folds visible OHLC lines to drawn columns the way the main bars were folded. */
function foldOhlc(bars: Bars, projection: Projection): Bars {
  const count = Math.min(bars.close.length, projection.sourceCount);
  const cut = (a: Float64Array) => a.subarray(0, count);
  const visible = {
    time: cut(bars.time),
    open: cut(bars.open),
    high: cut(bars.high),
    low: cut(bars.low),
    close: cut(bars.close),
    volume: cut(bars.volume),
  };
  return projection.folded ? decimateBars(visible, projection.x.count).bars : visible;
}

/**
 * Another symbol's open, high, low and close (the Price indicator) as a price series: candles or bars when
 * its price style asks for them, else a line of its closes.
 */
export function paintPriceSeriesStudy(
  model: ChartModel,
  theme: ChartTheme,
  lines: { open: Float64Array; high: Float64Array; low: Float64Array; close: Float64Array },
  look: RowLook,
  scale: ValueScale,
  role: string,
  color: string,
): PathNode[] {
  const { open, high, low, close } = lines;
  const bars = foldOhlc({ time: close, open, high, low, close, volume: close }, model.projection);
  const { palette } = theme;
  const colors = {
    up: palette.upLine,
    down: palette.downLine,
    upFill: palette.upFill,
    downFill: palette.downFill,
    background: palette.panelBackground,
  };
  const type =
    look.style === 'candle'
      ? 'candle'
      : look.style.startsWith('ohlc')
        ? 'ohlc'
        : look.style.startsWith('hlc')
          ? 'hlc'
          : undefined;
  if (type) {
    const paths = mainSeriesPaths(bars, model.x, scale, {
      type,
      weight: look.style.endsWith('Thick') ? 'thick' : '',
      colors,
      lineColor: color,
      solidCandles: model.settings.solidCandles,
      previousClose: NaN,
      opacity: look.opacity,
    });
    return paths.map((p) => ({ ...p, role: `${role}-${p.role ?? 'price'}` }));
  }
  const style = indicatorLineStyle(look.style) ?? { kind: 'line' as const, width: 1.5 };
  return paintLine(`${role}-close`, close, style, color, look.opacity, model.projection, scale, NaN);
}
