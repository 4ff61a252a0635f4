import { DEFAULT_PANEL_WEIGHT } from './panels';

/**
 * Reads an indicator height option as a share of the base height: 'auto' is the default panel share (0.35),
 * '0.1'..'1.0' that share. The same reading as core's `computeChartHeight`, so each panel gets the height the
 * chart height rule (spec 3 §5) added for it.
 */
export function readPanelWeight(value: string): number {
  const v = Number.parseFloat(value);
  return value === 'auto' || !Number.isFinite(v) || v <= 0 ? DEFAULT_PANEL_WEIGHT : Math.min(1, v);
}
