import type { ValueScale } from '../../layout/scale';
import type { LegendEntry } from '../../scene/legend';
import { indicatorLineStyle, overlayLineStyle, paintLine, type LineStyle } from '../../scene/line-styles';
import { rawFromVisible, type StudyResult } from '../../scene/studies';
import type { SceneNode } from '../../scene/types';
import type { ChartTheme } from '../../theme/resolve';
import { formatCompact, formatPrice } from '../../util/format';
import type { ChartModel } from '../model';
import type { StudyPlan } from '../panel-plan';
import type { RowLook } from '../study-colours';
import { outputLook, priceSeriesLines, studyLooks, type OutputLook } from '../study-looks';
import type { ValueTagPlan } from './paint-frame';
import { paintImpulseBars } from './paint-impulse-bars';
import { paintPriceSeriesStudy } from './paint-price-study';
import { paintCloud, paintPercentLabels, paintStateDots, paintVolumeBars } from './paint-study-shapes';

/** The last finite value of a line among the drawn bars. */
export function lastValue(values: Float64Array, count: number): number {
  for (let i = Math.min(values.length, count) - 1; i >= 0; i--)
    if (Number.isFinite(values[i] as number)) return values[i] as number;
  return NaN;
}

/** Formats a study value for legends and tags: compact for large magnitudes (volume, OBV), else 2-4 decimals. */
export function formatStudyValue(value: number): string {
  if (!Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  if (abs >= 100_000) return formatCompact(value);
  return formatPrice(value, abs < 1 ? 4 : 2);
}

/** The legend name of a study at a legend level: 'MACD', 'MACD(12,26,9)'. */
export function studyTitle(study: StudyResult, level: string): string {
  if (level === 'minimal' || !study.parameters) return study.name;
  return `${study.name}(${study.parameters})`;
}

/**
 * The style of one line: the row's chosen style for its first line; the output's declared look where the row
 * leaves the style on Auto (histograms also for further lines); otherwise a plain line.
 */
function lineStyle(look: RowLook, output: OutputLook, index: number): LineStyle {
  const chosen =
    look.styleKind === 'overlay'
      ? look.style === 'auto'
        ? undefined
        : overlayLineStyle(look.style)
      : indicatorLineStyle(look.style);
  if (output.kind === 'histogram' && (chosen === undefined || index > 0))
    return { kind: 'histogram', width: 1 };
  if (output.kind === 'centreLine' && look.styleKind === 'overlay' && chosen === undefined)
    return { kind: 'line', width: 1, dash: '4 3' };
  if (output.kind === 'dots' && chosen === undefined) return { kind: 'dots', width: output.width };
  if (chosen && index === 0) return chosen;
  // Further lines keep a chosen line's width but not its dash, so bands stay distinct from their centre.
  return chosen && chosen.kind === 'line' ? { ...chosen, dash: undefined } : { kind: 'line', width: 1.5 };
}

function hasVisibleValue(values: Float64Array, count: number): boolean {
  for (let i = 0; i < Math.min(count, values.length); i++)
    if (Number.isFinite(values[i] as number)) return true;
  return false;
}

/** Painted paths of a study and its legend entries. */
export interface PaintedStudy {
  readonly paths: SceneNode[];
  readonly legend: LegendEntry[];
  /** Colour and last value of each line, for price labels. */
  readonly tags: ValueTagPlan[];
}

/** Paints one line of a study in its planned colour, as its output's declared look says. */
function paintStudyLine(
  model: ChartModel,
  theme: ChartTheme,
  plan: StudyPlan,
  index: number,
  scale: ValueScale,
  role: string,
  color: string,
): SceneNode[] {
  const { study, look } = plan;
  const line = study.lines[index] as StudyResult['lines'][number];
  const values = (name: string) => study.lines.find((l) => l.name === name)?.values;
  const output = outputLook(study.id, line.name);
  const style = lineStyle(look, output, index);
  const lineRole = `${role}-${line.name}`;
  if (output.kind === 'stateDots')
    return paintStateDots(model, theme, line.values, scale, lineRole, look.opacity);
  if (output.kind === 'percentLabels') {
    const points = values(output.at);
    return points
      ? paintPercentLabels(model, line.values, points, study.lines[0]?.values, scale, lineRole, color)
      : [];
  }
  if (look.styleKind === 'indicator' && look.style === 'elderImpulse' && index === 0)
    return paintImpulseBars(model, theme, line.values, study, scale, lineRole, look.opacity);
  if (output.kind === 'histogram' && output.upDownBy && style.kind === 'histogram') {
    return paintVolumeBars(
      model,
      theme,
      line.values,
      rawFromVisible(study, output.upDownBy, model.start),
      scale,
      lineRole,
      look.opacity,
    );
  }
  const paths: SceneNode[] = [];
  const cloud = studyLooks(study.id).cloud;
  const upper = cloud?.lower === line.name ? values(cloud.upper) : undefined;
  if (upper)
    paths.push(...paintCloud(model, theme, upper, line.values, scale, `${role}-cloud`, look.opacity));
  paths.push(...paintLine(lineRole, line.values, style, color, look.opacity, model.projection, scale, NaN));
  return paths;
}

/**
 * Paints every line of a planned study with its row's look, the declared looks of its outputs and its planned
 * colours, with its legend entries and the last value of each line.
 */
export function paintStudy(
  model: ChartModel,
  theme: ChartTheme,
  plan: StudyPlan,
  scale: ValueScale,
  role: string,
): PaintedStudy {
  const { study, look, colours } = plan;
  const { palette } = theme;
  const level = model.settings.legends;
  const legend: LegendEntry[] = [{ text: studyTitle(study, level), color: colours.title, bold: true }];
  if (study.error)
    return { paths: [], legend: [...legend, { text: study.error, color: palette.downLine }], tags: [] };
  const ohlc = priceSeriesLines(study);
  if (ohlc) {
    const value = lastValue(ohlc.close, model.projection.sourceCount);
    if (level === 'verbose') legend.push({ text: formatStudyValue(value), color: colours.title });
    return {
      paths: paintPriceSeriesStudy(model, theme, ohlc, look, scale, role, colours.title),
      legend,
      tags: [{ color: colours.title, value }],
    };
  }
  const paths: SceneNode[] = [];
  const tags: ValueTagPlan[] = [];
  study.lines.forEach((line, index) => {
    const color = colours.lines[index] ?? colours.title;
    paths.push(...paintStudyLine(model, theme, plan, index, scale, role, color));
    const last = lastValue(line.values, model.projection.sourceCount);
    tags.push({ color, value: last });
    if (level === 'verbose') legend.push({ text: formatStudyValue(last), color });
  });
  if (
    study.lines.length > 0 &&
    study.lines.every((l) => !hasVisibleValue(l.values, model.projection.sourceCount))
  ) {
    legend.push({ text: 'needs more history than the chart has', color: palette.axis });
  }
  return { paths, legend, tags };
}
