import { Label } from 'react-aria-components';
import {
  STRIKE_STEP,
  formatPrice,
  moveStrikeThumb,
  selectedStrikeRange,
  type StrikeSelection,
} from '@chartbench/core';
import { SliderRow } from './Options.styles';
import { StrikeField, StrikeThumb, StrikeTrack } from './StrikeSlider.styles';

/** Props of {@link StrikeSlider}. */
export interface StrikeSliderProps {
  readonly bounds: { readonly min: number; readonly max: number };
  readonly selection: StrikeSelection;
  readonly onChange: (selection: StrikeSelection) => void;
}

/**
 * The strike-range double slider (spec 3 §2.8, §5): two thumbs in either order, step 1, the smaller is the
 * minimum. Each thumb is a React Aria slider of its own, so that one may pass the other (a two-thumb React
 * Aria slider stops each thumb at its neighbour); core snaps and clamps the values.
 */
export function StrikeSlider({ bounds, selection, onChange }: StrikeSliderProps) {
  const range = selectedStrikeRange(selection);
  const thumb = (index: 0 | 1, label: string) => (
    <StrikeField
      minValue={bounds.min}
      maxValue={bounds.max}
      step={STRIKE_STEP}
      value={selection[index]}
      onChange={(value) =>
        onChange(moveStrikeThumb(selection, index, Array.isArray(value) ? Number(value[0]) : value, bounds))
      }
    >
      <Label>{label}</Label>
      <StrikeTrack>
        <StrikeThumb />
      </StrikeTrack>
    </StrikeField>
  );
  return (
    <SliderRow role="group" aria-label="Strike range">
      {thumb(0, 'Strike range start')}
      {thumb(1, 'Strike range end')}
      <output aria-live="polite">
        Strikes {formatPrice(range.min)} - {formatPrice(range.max)}
      </output>
    </SliderRow>
  );
}
