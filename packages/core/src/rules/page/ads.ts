/** Where the ad slots go around the chart, and which (spec 1 §1; spec 3 §1, §9: ads are shown to non-members). */
import { ADS_BESIDE_CHART_MIN_WIDTH } from '../../catalogues/breakpoints';
import { AD_SLOTS } from '../../catalogues/ui';
import type { AdSlot } from '../../catalogues/ui';

/** The ads' place: right of the chart, above it, or none for members. */
export type AdSlotPlacement = 'beside' | 'above' | 'none';

/** Right of the chart at a body width of 1240 or more, above it otherwise; members see no ads. */
export function adPlacement(loggedIn: boolean, bodyWidth: number): AdSlotPlacement {
  if (loggedIn) return 'none';
  return bodyWidth >= ADS_BESIDE_CHART_MIN_WIDTH ? 'beside' : 'above';
}

/**
 * The ad slots of a placement from the catalogue (spec 3 §9): the sidebar slots beside the chart; above it the
 * 728x90 top slot where it fits, else the 320x50 one; none for members.
 */
export function adSlotsFor(placement: AdSlotPlacement, bodyWidth: number): AdSlot[] {
  if (placement === 'none') return [];
  if (placement === 'beside') return AD_SLOTS.filter((slot) => slot.placement === 'sidebar');
  const top = AD_SLOTS.filter((slot) => slot.placement === 'top').sort((a, b) => b.width - a.width);
  return [top.find((slot) => slot.width <= bodyWidth) ?? top[top.length - 1]].filter(
    (slot): slot is AdSlot => slot !== undefined,
  );
}
