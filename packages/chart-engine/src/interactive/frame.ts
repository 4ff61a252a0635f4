import { sliceBars, type InspectorPanel } from '@chartbench/core';
import { buildChartModel, isTimeAligned, selectSettingsRange } from '../chart/model';
import { buildChartScene } from '../chart/scene';
import type { DrawnBar } from '../render/inspector';
import type { Scene } from '../scene/types';
import type { RenderChartInput } from '../types';
import { validateInput } from '../validate';
import type { ChartView } from './viewport';

/** Bars before the view that indicators see, at least: enough for a 200-bar average to be warm. */
const MIN_WARM_UP = 300;

/** One drawn frame of the interactive chart: the scene, the bars as drawn (for the crosshair), and the view. */
export interface ChartFrame {
  readonly scene: Scene;
  /** Drawn bars left to right with their x centres: folded bars when the view holds more than the plot's pixels. */
  readonly bars: readonly DrawnBar[];
  readonly plotLeft: number;
  readonly plotRight: number;
  /** The panels as drawn (where each sits and its value scale): what ChartNotes are placed by. */
  readonly panels: readonly InspectorPanel[];
  /** The view actually drawn (the settings' range on the first frame). */
  readonly view: ChartView;
  readonly period: string;
}

/**
 * Checks an interactive chart's input once (the frames that follow skip the O(bars) checks): the same rules
 * and messages as `renderChart`.
 */
export function validateChartFrameInput(input: RenderChartInput): void {
  validateInput(input);
}

/**
 * Builds one frame of the interactive chart from the same pipeline as the server's images. The indicators see
 * only the bars of the view plus as many on each side (at least 300 before, for a 200-bar average to be warm,
 * and as many after, for lines drawn from later bars such as DPO and ZigZag), so a frame costs what its view
 * holds, not the whole history. Without a `view`, the settings' range is shown, computed the same way.
 * Bricks and line-break types keep every bar to the end (their box size is read from the latest bars). Call
 * {@link validateChartFrameInput} once per input first.
 */
export function buildChartFrame(input: RenderChartInput, view?: ChartView): ChartFrame {
  const count = input.bars.close.length;
  const shown = view ?? selectSettingsRange(input);
  let from = 0;
  let modelInput: Parameters<typeof buildChartModel>[0] = input;
  if (shown) {
    const length = Math.max(1, shown.end - shown.start);
    const margin = Math.max(MIN_WARM_UP, length);
    from = Math.max(0, Math.floor(shown.start) - margin);
    const to = isTimeAligned(input.settings) ? Math.min(count, Math.ceil(shown.end) + margin) : count;
    modelInput = {
      ...input,
      bars: sliceBars(input.bars, from, to),
      view: { start: shown.start - from, end: shown.end - from },
    };
  }
  const model = buildChartModel(modelInput);
  const built = buildChartScene(model);
  const inspector = built.inspector();
  return {
    scene: built.scene,
    bars: inspector.bars,
    plotLeft: inspector.plotLeft,
    plotRight: inspector.plotRight,
    panels: inspector.panels,
    view: { start: model.start + from, end: model.end + from },
    period: model.settings.period,
  };
}

/** Index of the drawn bar nearest to `x` (binary search over centres), or -1 when the frame has none. */
export function barIndexAt(frame: Pick<ChartFrame, 'bars'>, x: number): number {
  const { bars } = frame;
  if (bars.length === 0) return -1;
  let lo = 0;
  let hi = bars.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((bars[mid] as DrawnBar).x < x) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && x - (bars[lo - 1] as DrawnBar).x < (bars[lo] as DrawnBar).x - x) return lo - 1;
  return lo;
}
