import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject, SyntheticEvent } from 'react';
import { SliderStateContext } from 'react-aria-components';
import { RANGE_SLIDER, dateToPosition, positionToDate, presetWindow, trackDays } from '@chartbench/core';
import type { SliderEdge } from '@chartbench/core';
import { useToday } from '../WorkbenchProvider/today';
import { useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { RangePresetMenu } from './RangePresetMenu';
import { Arrow, Edges, Handle, Slider, Track, Window } from './RangeSlider.styles';
import { useSliderWindow } from './useSliderWindow';
import { useWindowDrag } from './useWindowDrag';

/** Props of {@link RangeSlider}. */
export interface RangeSliderProps {
  /** The chart's width in pixels: the slider shows only above 385 (spec 2 §4). */
  readonly chartWidth: number;
  /** Whether the range's date pickers are shown: the slider shows only with them. */
  readonly datePickersShown: boolean;
  /** 360 px wide for logged-in members, else 300. */
  readonly loggedIn?: boolean;
  /** Today as YYYY-MM-DD; the store's clock decides when omitted. */
  readonly today?: string;
}

const ARROWS_WIDTH = 2 * 19;

const stopOnTrack = (event: SyntheticEvent) => {
  if (event.target === event.currentTarget) event.stopPropagation();
};
/**
 * A press on the bare track does nothing, as before React Aria, whose track would move the nearest thumb
 * there (and commit new dates on a stray click).
 */
const emptyTrackInert = {
  onPointerDownCapture: stopOnTrack,
  onMouseDownCapture: stopOnTrack,
  onTouchStartCapture: stopOnTrack,
};

/** A layout effect in a browser; on a server (no document) a plain effect, which React 18 does not warn about. */
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Tells the slider whether one of React Aria's thumbs is held, from the slider's state. */
function ThumbDrag({ onChange }: { onChange: (dragging: boolean) => void }) {
  const state = useContext(SliderStateContext);
  const dragging = state?.values.some((_, index) => state.isThumbDragging(index)) ?? false;
  // The latest callback, read when the dragging state changes (React 18 has no useEffectEvent).
  const report = useRef(onChange);
  useClientLayoutEffect(() => {
    report.current = onChange;
  });
  useEffect(() => report.current(dragging), [dragging]);
  return null;
}

/**
 * A thumb's value is a day count from the track start, which React Aria would read out as a number: the
 * thumb's input says the date instead.
 */
function useDateValueText(input: RefObject<HTMLInputElement | null>, text: string) {
  useClientLayoutEffect(() => {
    input.current?.setAttribute('aria-valuetext', text);
  });
}

/**
 * The range slider above the chart (spec 2 §4): a window of dates on a track four times as long, on React
 * Aria's two-thumb slider. The thumbs are the window's grab handles (drag, or Left/Right by core's
 * period-aware step); the window between them drags at its length, and Left/Right on it, or the arrow
 * buttons, nudge it (repeating every 500 ms while held); a right-click menu offers presets; a 250 ms pause
 * commits.
 */
export function RangeSlider({
  chartWidth,
  datePickersShown,
  loggedIn = false,
  today: fixedToday,
}: RangeSliderProps) {
  const today = useToday(fixedToday);
  const slider = useSliderWindow(today);
  // Where the preset menu was asked for (x from the slider's left), or null while it is closed.
  const [menuAt, setMenuAt] = useState<number | null>(null);
  const actions = useWorkbenchActions();
  const rootRef = useRef<HTMLDivElement>(null);
  const startInput = useRef<HTMLInputElement>(null);
  const endInput = useRef<HTMLInputElement>(null);
  const width = loggedIn ? RANGE_SLIDER.widthLoggedIn : RANGE_SLIDER.width;
  const trackWidth = width - ARROWS_WIDTH;
  const { window, track } = slider;
  const shownDate = (date: string) => (date === today ? 'today' : date);
  useDateValueText(startInput, shownDate(window.start));
  useDateValueText(endInput, shownDate(window.end));
  const dragging = useRef({ window: false, thumb: false });
  const onDrag = (part: 'window' | 'thumb', active: boolean) => {
    const was = dragging.current.window || dragging.current.thumb;
    dragging.current = { ...dragging.current, [part]: active };
    const now = dragging.current.window || dragging.current.thumb;
    if (now === was) return;
    slider.setDragging(now);
    // Hotkeys wait while the slider is dragged (spec 3 §5).
    actions.setPointerDrag(now ? 'rangeSlider' : null);
    if (!now) slider.setExpanding(false);
  };
  const windowDrag = useWindowDrag(slider, trackWidth, (active) => onDrag('window', active));
  if (!datePickersShown || chartWidth <= RANGE_SLIDER.minChartWidth) return null;

  const days = trackDays(track);
  const left = dateToPosition(window.start, track, trackWidth);
  const right = dateToPosition(window.end, track, trackWidth);
  const onThumbs = (values: number | number[]) => {
    if (!Array.isArray(values) || values.length !== 2) return;
    const [start = 0, end = days] = values;
    slider.setWindow({ start: positionToDate(start, track, days), end: positionToDate(end, track, days) });
    // The start held at the track start pushes the track back in time.
    slider.setExpanding(dragging.current.thumb && start <= 0);
  };
  // A thumb's Left/Right step by the period (core), not by React Aria's one day.
  const onThumbKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : null;
    const edge: SliderEdge | null =
      event.target === startInput.current ? 'start' : event.target === endInput.current ? 'end' : null;
    if (direction === null || edge === null) return;
    event.preventDefault();
    event.stopPropagation();
    slider.nudgeEdge(edge, direction);
  };
  const onWindowKey = (event: KeyboardEvent) => {
    const direction = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : null;
    if (direction === null) return;
    event.preventDefault();
    if (event.repeat) return;
    slider.nudge(direction);
    slider.setHolding(direction);
  };
  const hold = (direction: 1 | -1) => ({
    onPointerDown: () => {
      slider.nudge(direction);
      slider.setHolding(direction);
    },
    onPointerUp: () => slider.setHolding(null),
    onPointerLeave: () => slider.setHolding(null),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      slider.nudge(direction);
    },
  });
  return (
    <Slider
      ref={rootRef}
      aria-label="Range slider"
      minValue={0}
      maxValue={Math.max(1, days)}
      value={[dateToPosition(window.start, track, days), dateToPosition(window.end, track, days)]}
      onChange={onThumbs}
      $width={width}
      $height={RANGE_SLIDER.height}
      $tabletHeight={RANGE_SLIDER.heightTablet}
      onContextMenu={(event) => {
        event.preventDefault();
        const box = rootRef.current?.getBoundingClientRect();
        setMenuAt(box ? Math.max(0, Math.min(width, event.clientX - box.left)) : 0);
      }}
    >
      <ThumbDrag onChange={(active) => onDrag('thumb', active)} />
      <Arrow type="button" aria-label="Earlier" {...hold(-1)}>
        ◀
      </Arrow>
      <Track {...emptyTrackInert}>
        <Window
          role="slider"
          tabIndex={0}
          aria-label="Date window"
          aria-valuemin={0}
          aria-valuemax={Math.round(trackWidth)}
          aria-valuenow={Math.round(left)}
          aria-valuetext={`${window.start} to ${shownDate(window.end)}`}
          style={{ left, width: Math.max(2, right - left) }}
          {...windowDrag}
          onKeyDown={onWindowKey}
          onKeyUp={() => slider.setHolding(null)}
          onBlur={() => slider.setHolding(null)}
        />
        <Edges onKeyDownCapture={onThumbKey}>
          <Handle index={0} aria-label="Start date" inputRef={startInput} data-edge="start" />
          <Handle index={1} aria-label="End date" inputRef={endInput} data-edge="end" />
        </Edges>
      </Track>
      <Arrow type="button" aria-label="Later" {...hold(1)}>
        ▶
      </Arrow>
      {menuAt !== null && (
        <RangePresetMenu
          x={menuAt}
          onChoose={(preset) => {
            setMenuAt(null);
            slider.jump(presetWindow(preset, today));
          }}
          onClose={() => setMenuAt(null)}
        />
      )}
    </Slider>
  );
}
