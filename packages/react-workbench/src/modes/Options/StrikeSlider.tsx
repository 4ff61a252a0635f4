import {
  STRIKE_STEP,
  formatPrice,
  moveStrikeThumb,
  selectedStrikeRange,
  type StrikeSelection,
} from '@chartbench/core';
import { Field } from '../shared/shared.styles';
import { SliderRow } from './Options.styles';

/** Props of {@link StrikeSlider}. */
export interface StrikeSliderProps {
  readonly bounds: { readonly min: number; readonly max: number };
  readonly selection: StrikeSelection;
  readonly onChange: (selection: StrikeSelection) => void;
}

/** The strike-range double slider (spec 3 §2.8, §5): two thumbs in either order, step 1, the smaller is the minimum. */
export function StrikeSlider({ bounds, selection, onChange }: StrikeSliderProps) {
  const range = selectedStrikeRange(selection);
  const thumb = (index: 0 | 1, label: string) => (
    <Field>
      {label}
      <input
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={STRIKE_STEP}
        value={selection[index]}
        onChange={(event) => onChange(moveStrikeThumb(selection, index, Number(event.target.value), bounds))}
      />
    </Field>
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
