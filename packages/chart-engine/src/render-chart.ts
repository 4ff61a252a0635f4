import { buildChartModel } from './chart/model';
import { buildChartScene } from './chart/scene';
import { createAnnotationMapping, formatInspectorText } from '@chartbench/core';
import { paintAnnotations } from './chart/paint/paint-annotations';
import { buildInspectorData } from './render/inspector';
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
  const data = buildInspectorData(inspector);
  const drawings = input.annotations?.drawings.length
    ? paintAnnotations(input.annotations, createAnnotationMapping(data))
    : [];
  const drawn = drawings.length > 0 ? { ...scene, nodes: [...scene.nodes, ...drawings] } : scene;
  return { svg: renderSvg(drawn), inspectorText: formatInspectorText(data) };
}
