import type { InspectorData } from '@chartbench/core';
import { formatInspectorText } from '@chartbench/core';
import { buildChartModel } from './chart/model';
import { buildChartScene } from './chart/scene';
import { buildInspectorData } from './render/inspector';
import { renderSvg } from './render/svg';
import type { SceneNode } from './scene/types';
import type { RenderChartInput, RenderChartOutput } from './types';
import { validateInput } from './validate';

/**
 * Draws a chart and, when `over` is given, the nodes it paints over the chart from the chart's own layout (the
 * inspector data: bar times and prices to pixels). Shared by {@link renderChart} and `renderAnnotatedChart`, so
 * a plain render does not carry the ChartNotes painter (a bundler leaves it out). Not part of the package API.
 */
export function drawChart(
  input: RenderChartInput,
  over?: (data: InspectorData) => readonly SceneNode[],
): RenderChartOutput {
  validateInput(input);
  const model = buildChartModel(input);
  const { scene, inspector } = buildChartScene(model);
  const data = buildInspectorData(inspector);
  const drawings = over ? over(data) : [];
  const drawn = drawings.length > 0 ? { ...scene, nodes: [...scene.nodes, ...drawings] } : scene;
  return { svg: renderSvg(drawn), inspectorText: formatInspectorText(data) };
}

/**
 * Renders a chart of `symbol` from its bars and settings (spec 1 §3.3-3.4, spec 2 §3): the chart type's
 * transform, indicators and overlays, panels, axes, legends and colours, as a deterministic SVG string, with
 * the inspector text of the same layout (core's format). Throws an Error naming the problem for bad input. A
 * saved chart's ChartNotes are drawn by `renderAnnotatedChart`.
 * @example renderChart({ symbol: 'AAPL', settings: createDefaultChartSettings(), bars })
 */
export function renderChart(input: RenderChartInput): RenderChartOutput {
  return drawChart(input);
}
