import { useRef } from 'react';
import type { MouseEvent, PointerEvent, TouchEvent } from 'react';
import { dateToPosition, positionToDate } from '@chartbench/core';
import type { DateWindow } from '@chartbench/core';
import type { useSliderWindow } from './useSliderWindow';

/**
 * The drag of the whole window (spec 2 §4), which React Aria's slider has no part for: its thumbs resize the
 * window, this moves it at its length. The window keeps inside the track; its left edge held at the track
 * start pushes the track back in time. `onDrag` says when a drag starts and ends (hotkeys wait meanwhile).
 */
export function useWindowDrag(
  slider: ReturnType<typeof useSliderWindow>,
  trackWidth: number,
  onDrag: (dragging: boolean) => void,
) {
  const drag = useRef<{ x: number; from: DateWindow } | null>(null);
  const { window, track } = slider;

  const end = () => {
    if (!drag.current) return;
    drag.current = null;
    slider.setExpanding(false);
    onDrag(false);
  };

  return {
    /** Goes on the window. */
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      // The track below would otherwise move the nearest thumb to the pointer.
      event.stopPropagation();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = { x: event.clientX, from: window };
      onDrag(true);
    },
    /** Goes on the window, which holds the pointer capture. */
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current) return;
      const from = dateToPosition(current.from.start, track, trackWidth);
      const span = dateToPosition(current.from.end, track, trackWidth) - from;
      const startX = from + event.clientX - current.x;
      const x = Math.min(Math.max(0, startX), trackWidth - span);
      slider.setWindow({
        start: positionToDate(x, track, trackWidth),
        end: positionToDate(x + span, track, trackWidth),
      });
      slider.setExpanding(startX <= 0);
    },
    onPointerUp: end,
    onPointerCancel: end,
    // The mouse and touch events that follow a pointer down would reach the track too.
    onMouseDown: (event: MouseEvent<HTMLElement>) => event.stopPropagation(),
    onTouchStart: (event: TouchEvent<HTMLElement>) => event.stopPropagation(),
  };
}
