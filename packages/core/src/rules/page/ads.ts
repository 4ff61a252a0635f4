/**
 * Where the ad slots go around the chart, and which (spec 1 §1; spec 3 §1, §4, §9): ads and the final sign-up
 * element are shown to non-members once the chart has loaded.
 */
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

const slotsOf = (placement: AdSlot['placement']) => AD_SLOTS.filter((slot) => slot.placement === placement);

/**
 * The ad slots of a placement from the catalogue (spec 3 §9): beside the chart the three sidebar slots and the
 * 300x600 sidewall under them; above it the 728x90 top slot where it fits, else the 320x50 one; none for members.
 */
export function adSlotsFor(placement: AdSlotPlacement, bodyWidth: number): AdSlot[] {
  if (placement === 'none') return [];
  if (placement === 'beside') return [...slotsOf('sidebar'), ...slotsOf('sidewall')];
  const top = slotsOf('top').sort((a, b) => b.width - a.width);
  return [top.find((slot) => slot.width <= bodyWidth) ?? top[top.length - 1]].filter(
    (slot): slot is AdSlot => slot !== undefined,
  );
}

/** What the page shows of ads: the slots by region and whether the final sign-up element shows. */
export interface AdLayout {
  readonly placement: AdSlotPlacement;
  /** Slots above the chart (below 1240 px). */
  readonly above: readonly AdSlot[];
  /** Slots right of the chart (1240 px or more). */
  readonly beside: readonly AdSlot[];
  /** The 970x250 leaderboard under the chart, where the page is that wide. */
  readonly below: readonly AdSlot[];
  /** The final sign-up element at the foot of the workbench (spec 3 §4). */
  readonly signUp: boolean;
}

/** What {@link adLayout} decides from. */
export interface AdLayoutInput {
  readonly loggedIn: boolean;
  /** The workbench's own width in pixels. */
  readonly bodyWidth: number;
  /** Whether a chart load has completed since the page opened (the workbench's `chartLoadCompleted`). */
  readonly chartLoaded: boolean;
  /** The host's `ads` switch; false turns ads and the sign-up element off. */
  readonly enabled: boolean;
}

const NO_ADS: AdLayout = { placement: 'none', above: [], beside: [], below: [], signUp: false };

/**
 * The page's ads (spec 3 §1, §4, §9): nothing for members, when the host turned ads off, or before the chart has
 * loaded; otherwise the slots of {@link adSlotsFor}, the leaderboard where it fits (its place is ours) and the
 * sign-up element.
 */
export function adLayout({ loggedIn, bodyWidth, chartLoaded, enabled }: AdLayoutInput): AdLayout {
  if (!enabled || !chartLoaded) return NO_ADS;
  const placement = adPlacement(loggedIn, bodyWidth);
  if (placement === 'none') return NO_ADS;
  const slots = adSlotsFor(placement, bodyWidth);
  return {
    placement,
    above: placement === 'above' ? slots : [],
    beside: placement === 'beside' ? slots : [],
    below: slotsOf('leaderboard').filter((slot) => slot.width <= bodyWidth),
    signUp: true,
  };
}
