import { styled } from 'styled-components';
import { Slider as AriaSlider, SliderThumb, SliderTrack } from 'react-aria-components';
import { MenuPopover } from '../Menu/index';
import { token } from '../theme/tokens';

/** React Aria's slider root (a group holding the arrows and the track). */
export const Slider = styled(AriaSlider)<{ $width: number; $height: number; $tabletHeight: number }>`
  position: relative;
  display: flex;
  align-items: stretch;
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
  user-select: none;
  touch-action: none;

  /* A finger needs a taller slider: the tablet height (spec 2 §4, 33 px on an iPad). */
  @media (pointer: coarse) {
    height: ${({ $tabletHeight }) => $tabletHeight}px;
  }
`;

export const Arrow = styled.button`
  flex: 0 0 auto;
  width: 19px;
  padding: 0;
  border: 1px solid ${token('colorBorder')};
  background: ${token('colorSurface')};
  color: ${token('colorText')};
  font-size: 10px;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
  }
`;

export const Track = styled(SliderTrack)`
  position: relative;
  flex: 1 1 auto;
  background: ${token('colorSurface')};
  border-top: 1px solid ${token('colorBorder')};
  border-bottom: 1px solid ${token('colorBorder')};
`;

/** The selected window between the thumbs; it drags as a whole. */
export const Window = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  background: rgba(31, 95, 191, 0.25);
  border: 1px solid ${token('colorAccent')};
  cursor: grab;

  &:focus-visible {
    outline: 2px solid ${token('colorFocus')};
  }
`;

/** Holds the thumbs to catch their arrow keys first; it takes no box of its own. */
export const Edges = styled.div`
  display: contents;
`;

/** A grab handle: React Aria places it (left %, centred); its hidden range input takes the focus. */
export const Handle = styled(SliderThumb)`
  top: 50%;
  width: 8px;
  height: 100%;
  background: ${token('colorAccent')};
  border-radius: 2px;
  cursor: ew-resize;

  &[data-focus-visible] {
    outline: 2px solid ${token('colorFocus')};
  }
`;

/** The right-clicked point under the slider: the preset menu hangs from it and is portalled into it. */
export const PresetPoint = styled.span`
  position: absolute;
  top: 100%;
  width: 0;
  height: 0;
`;

export const PresetPopover = styled(MenuPopover)`
  min-width: 120px;
`;
