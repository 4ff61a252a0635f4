import { buildChartModel } from './chart/model';
import { buildChartScene } from './chart/scene';
import { buildInspectorText } from './render/inspector';
import { renderSvg } from './render/svg';
import type { RenderChartInput, RenderChartOutput } from './types';
import { validateInput } from './validate';

/**
 * Renders a chart of `symbol` from its bars and settings (spec 1 §3.3-3.4, spec 2 §3): the chart type's
 * transform, indicators and overlays, panels, axes, legends and colours, as a deterministic SVG string, with
 * the inspector text of the same layout (core's format). Throws an Error naming the problem for bad input.
 * @example renderChart({ symbol: 'AAPL', settings: createDefaultChartSettings(), bars })
 */
export function renderChart(input: RenderChartInput): RenderChartOutput {
  validateInput(input);
  const model = buildChartModel(input);
  const { scene, inspector } = buildChartScene(model);
  return { svg: renderSvg(scene), inspectorText: buildInspectorText(inspector) };
}
