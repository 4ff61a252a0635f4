import type { ValueScale } from '../../layout/scale';
import type { PathNode } from '../../scene/types';
import type { ChartTheme } from '../../theme/resolve';
import type { ChartModel } from '../model';
import type { StudyPlan } from '../panel-plan';

/**
 * Volume by price: horizontal bars from the left edge, one per price zone, up volume then down volume, the
 * largest zone 30% of the plot wide (its outputs are per zone, not per bar).
 */
export function paintVolumeZones(
  model: ChartModel,
  theme: ChartTheme,
  plan: StudyPlan,
  scale: ValueScale,
): PathNode[] {
  const { raw } = plan.study;
  const { palette } = theme;
  const empty = new Float64Array(0);
  const lower = raw.lower ?? empty;
  const upper = raw.upper ?? empty;
  const up = raw.upVolume ?? empty;
  const down = raw.downVolume ?? empty;
  let max = 0;
  for (let i = 0; i < up.length; i++) max = Math.max(max, (up[i] as number) + (down[i] as number));
  const width = (model.plotRight - model.plotLeft) * 0.3;
  let dUp = '';
  let dDown = '';
  for (let i = 0; i < lower.length && i < up.length; i++) {
    if (!Number.isFinite((lower[i] as number) + (upper[i] as number))) continue;
    const y1 = scale.toY(lower[i] as number);
    const y2 = scale.toY(upper[i] as number);
    const top = Math.min(y1, y2) + 1;
    const h = Math.max(1, Math.abs(y2 - y1) - 2);
    const wUp = max > 0 ? ((up[i] as number) / max) * width : 0;
    const wDown = max > 0 ? ((down[i] as number) / max) * width : 0;
    dUp += `M${model.plotLeft} ${top.toFixed(1)}h${wUp.toFixed(1)}v${h.toFixed(1)}h${(-wUp).toFixed(1)}Z`;
    dDown += `M${(model.plotLeft + wUp).toFixed(1)} ${top.toFixed(1)}h${wDown.toFixed(1)}v${h.toFixed(1)}h${(-wDown).toFixed(1)}Z`;
  }
  const opacity = plan.look.opacity * 0.6;
  const paths: PathNode[] = [
    { kind: 'path', role: 'overlay-vbp-up', d: dUp, style: { fill: palette.volumeUp, opacity } },
    { kind: 'path', role: 'overlay-vbp-down', d: dDown, style: { fill: palette.volumeDown, opacity } },
  ];
  return paths.filter((p) => p.d);
}
