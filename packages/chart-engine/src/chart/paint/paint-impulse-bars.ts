import { findColor, impulseSeries } from '@chartbench/core';
import { ema } from '../../indicators/primitives/moving-averages';
import type { ValueScale } from '../../layout/scale';
import { histogramData } from '../../scene/series';
import type { StudyResult } from '../../scene/studies';
import type { SceneNode } from '../../scene/types';
import type { ChartTheme } from '../../theme/resolve';
import type { ChartModel } from '../model';

/**
 * The Elder Impulse of every value of an indicator line (spec 2 §3): the 13-period EMA and the MACD-Histogram
 * (12,26,9) are taken of the line itself, as the chart type takes them of the closes (spec 1 §3.3).
 */
export function lineImpulse(values: Float64Array): Int8Array {
  const fast = ema(values, 12);
  const slow = ema(values, 26);
  const macd = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) macd[i] = (fast[i] as number) - (slow[i] as number);
  // The EMA seeds on the first 9 consecutive values, so the MACD's warm-up gap is skipped.
  const signal = ema(macd, 9);
  const histogram = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) histogram[i] = (macd[i] as number) - (signal[i] as number);
  return impulseSeries(ema(values, 13), histogram);
}

/**
 * Paints an indicator line as impulse bars (spec 2 §3 Elder Impulse System): one bar per drawn column from the
 * panel's base to the value, green when the line's impulse rises, red when it falls, blue otherwise. The
 * impulse is computed over the study's raw line (the whole history: the model computes such a row without a
 * run-in), so the averages are warmed up at the first visible bar; a folded column takes its last bar's impulse.
 */
export function paintImpulseBars(
  model: ChartModel,
  theme: ChartTheme,
  visible: Float64Array,
  study: StudyResult,
  scale: ValueScale,
  role: string,
  opacity: number,
): SceneNode[] {
  const { projection } = model;
  const { count } = projection.x;
  const n = Math.min(visible.length, projection.sourceCount);
  const full = study.raw[study.lines[0]?.name ?? ''];
  const impulse = full
    ? lineImpulse(full).subarray(model.start - (study.rawStart ?? 0))
    : lineImpulse(visible);
  const values = new Float64Array(count).fill(NaN);
  const signs = new Int8Array(count);
  for (let i = 0; i < n; i++) {
    const column = projection.folded ? Math.min(count - 1, Math.floor((i * count) / n)) : i;
    if (column >= count || !Number.isFinite(visible[i] as number)) continue;
    values[column] = visible[i] as number;
    signs[column] = impulse[i] ?? 0;
  }
  const base = scale.log ? scale.min : Math.max(scale.min, Math.min(0, scale.max));
  const { palette } = theme;
  const groups: readonly [number, string, string][] = [
    [1, 'up', palette.upFill],
    [-1, 'down', palette.downFill],
    [0, 'neutral', findColor('blue')?.hex ?? palette.series],
  ];
  return groups.flatMap(([sign, name, color]): SceneNode[] => {
    const d = histogramData(values, projection.x, scale, base, (i) => signs[i] === sign);
    return d
      ? [{ kind: 'path', role: `${role}-impulse-${name}`, d, style: { fill: color, opacity, crisp: true } }]
      : [];
  });
}
