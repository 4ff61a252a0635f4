import { adSlotsFor } from '@chartbench/core';
import type { AdSlotPlacement } from '@chartbench/core';
import { Slot, Slots } from './AdSlot.styles';

/** Props of {@link AdSlot}. */
export interface AdSlotProps {
  /** Core's `adPlacement` for the member and page width. */
  readonly placement: AdSlotPlacement;
  /** The page's width in pixels, for the size of the slot above the chart. */
  readonly bodyWidth: number;
}

/**
 * The ad slots around the chart (spec 1 §1, spec 3 §9): the sidebar slots right of the chart, or the top slot
 * above it, for non-members. No ad provider is configured, so each is a labelled placeholder of its catalogue
 * size: nothing is fetched from outside the host.
 */
export function AdSlot({ placement, bodyWidth }: AdSlotProps) {
  const slots = adSlotsFor(placement, bodyWidth);
  if (slots.length === 0) return null;
  return (
    <Slots aria-label="Advertisements" data-placement={placement} $column={placement === 'beside'}>
      {slots.map((slot, index) => (
        <Slot
          key={index}
          role="img"
          aria-label={`Advertisement ${slot.width} by ${slot.height}`}
          $width={slot.width}
          $height={slot.height}
        >
          Advertisement
        </Slot>
      ))}
    </Slots>
  );
}
