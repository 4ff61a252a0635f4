import type { ChartSettings } from '@chartbench/core';
import { DEFAULT_PANEL_WEIGHT } from './panels';

/** Height of the full-quote header, which the chart height rule adds (spec 3 §5). */
export const FULL_QUOTE_HEIGHT = 73;

/** Reads an indicator height option: 'auto' is the default panel share (0.35), '0.1'..'1.0' that share. */
export function readPanelWeight(value: string): number {
  const v = Number.parseFloat(value);
  return value === 'auto' || !Number.isFinite(v) || v <= 0 ? DEFAULT_PANEL_WEIGHT : Math.min(1, v);
}

/**
 * The share of the base height each extra panel takes: separate volume and every indicator with its own
 * panel (above or below; behind-price and behind-indicator rows share a panel and add nothing).
 */
export function extraPanelWeights(settings: Pick<ChartSettings, 'sortedIndicators' | 'chartSettingsVolumeMenuValue'>): number[] {
  const weights: number[] = [];
  if (settings.chartSettingsVolumeMenuValue === 'separate') weights.push(DEFAULT_PANEL_WEIGHT);
  let first = true;
  for (const row of settings.sortedIndicators) {
    if (!row.indicatorName) continue;
    const ownPanel = row.indicatorPosition === 'above' || row.indicatorPosition === 'below' || (row.indicatorPosition === 'behindIndicator' && first);
    if (ownPanel) weights.push(readPanelWeight(row.indicatorHeight));
    first = false;
  }
  return weights;
}

/**
 * The chart height rule (spec 3 §5): the size's base height, plus that base times each extra panel's share
 * (0.35 for volume below and default-height indicators, the chosen height otherwise), plus 73 with the full
 * quote header.
 */
export function chartHeightFor(settings: ChartSettings, baseHeight: number): number {
  const extra = extraPanelWeights(settings).reduce((sum, w) => sum + w, 0);
  return Math.round(baseHeight * (1 + extra) + (settings.fullQuote ? FULL_QUOTE_HEIGHT : 0));
}
