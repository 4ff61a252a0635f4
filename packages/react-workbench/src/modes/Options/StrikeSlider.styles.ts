import { styled } from 'styled-components';
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { token } from '../../theme/tokens';

/** One thumb's slider: its label beside its track, as a labelled field. */
export const StrikeField = styled(Slider)`
  display: inline-flex;
  align-items: center;
  gap: ${token('space1')};
  font-size: ${token('fontSizeSmall')};
`;

/** The rail: a thin line across a box tall enough to grab. */
export const StrikeTrack = styled(SliderTrack)`
  width: 130px;
  height: 18px;

  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 0;
    right: 0;
    height: 4px;
    margin-top: -2px;
    border-radius: 2px;
    background: ${token('colorBorder')};
  }
`;

/** React Aria places the thumb (left %, centred); its hidden range input takes the focus. */
export const StrikeThumb = styled(SliderThumb)`
  top: 50%;
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${token('colorAccent')};
  cursor: grab;

  &[data-dragging] {
    cursor: grabbing;
  }

  &[data-focus-visible] {
    outline: 2px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
`;
