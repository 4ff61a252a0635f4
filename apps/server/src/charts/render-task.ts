import {
  renderAnnotatedChart,
  renderPointAndFigure,
  type AnnotatedChartInput,
} from '@chartbench/chart-engine';
import { ChartBoundsError } from '@chartbench/chart-engine';
import { svgToPng } from './png';

/** The output formats of the chart image routes. */
export type ImageFormat = 'svg' | 'png' | 'text';

/** What a point-and-figure render draws from (the route has read and bounded every field). */
export type PointAndFigureInput = Parameters<typeof renderPointAndFigure>[0];

/**
 * One unit of drawing work for the render pool: plain data only, since it crosses to a worker thread by
 * structured clone (typed-array bars included).
 */
export type RenderTask =
  | { readonly kind: 'chart'; readonly input: AnnotatedChartInput; readonly format: ImageFormat }
  | {
      readonly kind: 'pnf';
      readonly input: PointAndFigureInput;
      readonly text: string;
      readonly format: ImageFormat;
    }
  | { readonly kind: 'svg'; readonly svg: string; readonly text: string; readonly format: ImageFormat };

/**
 * What a render task answers: the body in the asked format, or the engine's refusal in words. A refusal is
 * data, not a thrown error, because an error's class does not survive the trip back from a worker thread.
 */
export type RenderResult =
  | { readonly ok: true; readonly body: string | Uint8Array<ArrayBuffer> }
  | { readonly ok: false; readonly lines: readonly string[] };

function encode(format: ImageFormat, svg: string, text: string): string | Uint8Array<ArrayBuffer> {
  if (format === 'text') return text;
  return format === 'png' ? svgToPng(svg) : svg;
}

/** The drawing, and its inspector text when that is the format asked for (the engine formats it on demand). */
function drawn(task: RenderTask): { svg: string; text: string } {
  switch (task.kind) {
    case 'chart': {
      const output = renderAnnotatedChart(task.input);
      return { svg: output.svg, text: task.format === 'text' ? output.inspectorText : '' };
    }
    case 'pnf':
      return { svg: renderPointAndFigure(task.input).svg, text: task.text };
    case 'svg':
      return { svg: task.svg, text: task.text };
  }
}

/**
 * Runs one render task: draws the chart (chart-engine) and encodes it (SVG, inspector text or PNG). The
 * engine's refusals (settings it cannot draw) come back as lines for a 400; anything else is thrown.
 */
export function runRenderTask(task: RenderTask): RenderResult {
  let picture: { svg: string; text: string };
  try {
    picture = drawn(task);
  } catch (error) {
    const refused =
      error instanceof ChartBoundsError ||
      (task.kind === 'chart' &&
        error instanceof Error &&
        !(error instanceof TypeError) &&
        !(error instanceof RangeError));
    if (refused) return { ok: false, lines: [error.message] };
    throw error;
  }
  return { ok: true, body: encode(task.format, picture.svg, picture.text) };
}
