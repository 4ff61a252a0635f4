/** One horizontal band of the chart: the price panel, volume or an indicator. */
export interface PanelSlot {
  readonly id: string;
  readonly kind: 'price' | 'volume' | 'indicator';
  /** Desired height as a multiple of the base height (auto indicator panels: 0.35). */
  readonly weight: number;
}

/** A panel slot placed on the page. */
export interface PlacedPanel extends PanelSlot {
  readonly top: number;
  readonly bottom: number;
}

/** The share of the base height an auto-height indicator or separate volume panel takes (spec 3 §5). */
export const DEFAULT_PANEL_WEIGHT = 0.35;

/**
 * Stacks panels from `top` to `bottom` in order, each taking height in proportion to its weight (the price
 * panel weighs 1), so a chart height made by the chart height rule gives each panel its intended share.
 * Every panel keeps at least `minHeight` pixels where there is room.
 */
export function stackPanels(
  slots: readonly PanelSlot[],
  top: number,
  bottom: number,
  minHeight = 24,
): PlacedPanel[] {
  const total = slots.reduce((sum, slot) => sum + Math.max(0, slot.weight), 0);
  const available = Math.max(0, bottom - top);
  const floor = Math.min(minHeight, slots.length > 0 ? available / slots.length : 0);
  const flexible = Math.max(0, available - floor * slots.length);
  const placed: PlacedPanel[] = [];
  let y = top;
  slots.forEach((slot, index) => {
    const share = total > 0 ? Math.max(0, slot.weight) / total : 1 / slots.length;
    const height = index === slots.length - 1 ? bottom - y : Math.round(floor + flexible * share);
    placed.push({ ...slot, top: y, bottom: y + height });
    y += height;
  });
  return placed;
}
