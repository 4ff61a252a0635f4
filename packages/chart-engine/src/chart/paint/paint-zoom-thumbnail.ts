import { createValueScale, padRange } from '../../layout/scale';
import { createUniformXAxis } from '../../layout/x-axis';
import { candlePaths } from '../../scene/series';
import type { SceneNode } from '../../scene/types';
import type { ChartTheme } from '../../theme/resolve';
import { FONT_SIZE, type ChartPlan } from '../chart-plan';
import { ZOOM_THUMBNAIL_WIDTH } from '../model';

/** Bars the zoom thumbnail shows: the latest bars, enlarged. */
const THUMBNAIL_BARS = 20;

/** The zoom thumbnail (spec 1 §9: 150 px): the latest bars as large candles beside the chart. */
export function paintZoomThumbnail(
  chart: ChartPlan,
  top: number,
  bottom: number,
  theme: ChartTheme,
): SceneNode[] {
  const { model } = chart;
  const { palette } = theme;
  const left = model.chartWidth + 4;
  const right = model.chartWidth + ZOOM_THUMBNAIL_WIDTH - 8;
  const end = model.end;
  const start = Math.max(0, end - THUMBNAIL_BARS);
  const { history } = model;
  const bars = {
    time: history.time.subarray(start, end),
    open: history.open.subarray(start, end),
    high: history.high.subarray(start, end),
    low: history.low.subarray(start, end),
    close: history.close.subarray(start, end),
    volume: history.volume.subarray(start, end),
  };
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < bars.close.length; i++) {
    lo = Math.min(lo, bars.low[i] as number);
    hi = Math.max(hi, bars.high[i] as number);
  }
  const [min, max] = padRange(lo, hi, 0.06, false);
  const scale = createValueScale({ min, max, top: top + 18, bottom: bottom - 4 });
  const x = createUniformXAxis(bars.close.length, 0, left, right);
  const colors = {
    up: palette.upLine,
    down: palette.downLine,
    upFill: palette.upFill,
    downFill: palette.downFill,
    background: palette.panelBackground,
  };
  const paths = candlePaths(bars, x, scale, colors, {
    solid: model.settings.solidCandles,
    previousClose: start > 0 ? (history.close[start - 1] as number) : NaN,
    role: 'zoom',
  });
  return [
    {
      kind: 'rect',
      role: 'zoom-thumbnail',
      x: left,
      y: top,
      width: right - left,
      height: bottom - top,
      style: { fill: palette.panelBackground, stroke: palette.border, crisp: true },
    },
    {
      kind: 'text',
      role: 'zoom-thumbnail',
      x: left + 4,
      y: top + 13,
      text: `Zoom: last ${bars.close.length} bars`,
      size: FONT_SIZE - 1,
      fill: palette.axis,
    },
    {
      kind: 'clip',
      role: 'zoom-plot',
      x: left,
      y: top,
      width: right - left,
      height: bottom - top,
      children: paths,
    },
  ];
}
