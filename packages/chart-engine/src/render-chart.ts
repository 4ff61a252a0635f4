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
  // The inspector data and text are made when first needed: a chart image served as SVG or PNG without
  // ChartNotes never reads them, and formatting every bar's values is a quarter of a server render.
  let data: InspectorData | undefined;
  const inspectorData = () => (data ??= buildInspectorData(inspector()));
  const drawings = over ? over(inspectorData()) : [];
  const drawn = drawings.length > 0 ? { ...scene, nodes: [...scene.nodes, ...drawings] } : scene;
  let inspectorText: string | undefined;
  return {
    svg: renderSvg(drawn),
    get inspectorText() {
      return (inspectorText ??= formatInspectorText(inspectorData()));
    },
  };
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
