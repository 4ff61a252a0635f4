import type { InspectorData, InspectorPanel } from './inspector-text.types';
import type { InspectorPoint } from './inspector-readout';

/**
 * The bar the keyboard's crosshair moves to (issue #19: the chart's values without a mouse): the arrows move one
 * bar left or right, stopping at the ends; Home and End go to the first and last bar. With no bar read yet, an
 * arrow starts at the latest bar. Undefined for any other key, so the host leaves that key alone.
 */
export function inspectorKeyBar(
  data: InspectorData,
  current: number | null,
  key: string,
): number | undefined {
  const last = data.bars.length - 1;
  if (last < 0) return undefined;
  switch (key) {
    case 'ArrowLeft':
      return current === null ? last : Math.max(0, Math.min(last, current - 1));
    case 'ArrowRight':
      return current === null ? last : Math.min(last, Math.max(0, current + 1));
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/** The pixel row of `value` on a panel's scale, linear or logarithmic (the inverse of `inspectorValueAtY`). */
function rowOfValue(panel: InspectorPanel, value: number): number {
  const span = panel.minY - panel.maxY;
  const t = panel.isLog
    ? (Math.log(value) - Math.log(panel.maxValue)) / (Math.log(panel.minValue) - Math.log(panel.maxValue))
    : (value - panel.maxValue) / (panel.minValue - panel.maxValue);
  const row = panel.maxY + span * (Number.isFinite(t) ? t : 0.5);
  return Math.min(panel.minY, Math.max(panel.maxY, row));
}

/**
 * Where the keyboard's crosshair stands on bar `index`: the bar's column and its close's row on the price panel
 * (the first panel when none holds the price), so the readout there is the bar's full quote.
 */
export function inspectorBarPoint(data: InspectorData, index: number): InspectorPoint | undefined {
  const bar = data.bars[index];
  const panel = data.panels.find((p) => p.isPrice) ?? data.panels[0];
  if (!bar || !panel) return undefined;
  return { x: bar.barIndex, y: rowOfValue(panel, bar.close) };
}
