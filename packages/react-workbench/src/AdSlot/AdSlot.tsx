import { useEffect, useId } from 'react';
import type { AdLoadState, AdProvider, AdSlot as AdSlotSize } from '@chartbench/core';
import { MESSAGES } from '@chartbench/core';
import { Retry, Slot, Slots } from './AdSlot.styles';

/** Where a group of ad slots sits around the chart. */
export type AdRegion = 'above' | 'beside' | 'below';

/** Props of {@link AdSlot}. */
export interface AdSlotProps {
  /** The slots to show, from core's `adLayout`; nothing renders when empty. */
  readonly slots: readonly AdSlotSize[];
  /** Where they sit: above or beside the chart (core's placement), or the leaderboard under it. */
  readonly region: AdRegion;
  /** Where the ad provider's loader stands; placeholders unless it is loaded as 'shown'. */
  readonly load: AdLoadState;
  /** The host's ad provider, which fills each slot by its element id once its script has loaded. */
  readonly provider?: AdProvider | null;
  /** Try Again once the loader's retries are spent. */
  readonly onRetry?: () => void;
}

/**
 * The ad slots around the chart (spec 1 §1, spec 3 §9). With a host's ad provider loaded each slot is an empty
 * element of its catalogue size that the provider fills; otherwise (no provider, still loading, or failed) a
 * labelled placeholder of that size stays, and a failed loader offers Try Again.
 */
export function AdSlot({ slots, region, load, provider, onRetry }: AdSlotProps) {
  const baseId = useId().replace(/:/g, '');
  const shown = load.status === 'loaded' && load.data === 'shown';
  const idOf = (index: number) => `chartbench-ad-${region}-${baseId}-${index}`;
  // The slots' sizes in order: the layout is computed anew on every render, the provider is asked only when
  // the slots themselves change (an ad tag must not be filled twice).
  const signature = slots.map((slot) => `${slot.width}x${slot.height}`).join(',');
  useEffect(() => {
    if (!shown || !provider || signature === '') return;
    signature.split(',').forEach((size, index) => {
      const [width, height] = size.split('x').map(Number);
      provider.display(`chartbench-ad-${region}-${baseId}-${index}`, {
        width: width ?? 0,
        height: height ?? 0,
      });
    });
  }, [shown, provider, signature, region, baseId]);
  if (slots.length === 0) return null;
  const state = load.status === 'loaded' ? load.data : load.status;
  return (
    <Slots
      aria-label={region === 'below' ? 'Advertisement below the chart' : 'Advertisements'}
      aria-busy={load.status === 'loading' || undefined}
      data-placement={region}
      data-state={state}
      $column={region === 'beside'}
    >
      {slots.map((slot, index) => (
        <Slot
          key={index}
          id={idOf(index)}
          role="img"
          aria-label={`Advertisement ${slot.width} by ${slot.height}`}
          data-slot={slot.placement}
          $width={slot.width}
          $height={slot.height}
        >
          {shown ? null : 'Advertisement'}
        </Slot>
      ))}
      {load.status === 'failed' && onRetry && (
        <Retry type="button" onClick={onRetry}>
          {MESSAGES.common.tryAgain}
        </Retry>
      )}
    </Slots>
  );
}
