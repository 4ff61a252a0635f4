import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { RANGE_SLIDER, SLIDER_PRESETS, dateToPosition, positionToDate, presetWindow } from '@chartbench/core';
import type { DateWindow } from '@chartbench/core';
import { useToday } from '../WorkbenchProvider/today';
import { useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { Arrow, Handle, Menu, MenuItem, Slider, Track, Window } from './RangeSlider.styles';
import { useSliderWindow } from './useSliderWindow';

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

type DragKind = 'window' | 'start' | 'end';

/**
 * The range slider above the chart (spec 2 §4): a window of dates on a track four times as long. Drag the
 * window to move it, its handles to resize it; arrow buttons and Left/Right nudge it by core's period-aware
 * step (repeating every 500 ms while held); a right-click menu offers presets; a 250 ms pause commits.
 */
export function RangeSlider({
  chartWidth,
  datePickersShown,
  loggedIn = false,
  today: fixedToday,
}: RangeSliderProps) {
  const today = useToday(fixedToday);
  const slider = useSliderWindow(today);
  const [menuOpen, setMenuOpen] = useState(false);
  const drag = useRef<{ kind: DragKind; x: number; from: DateWindow } | null>(null);
  const actions = useWorkbenchActions();
  const rootRef = useRef<HTMLDivElement>(null);
  // The preset menu closes on a click anywhere outside the slider (spec 2 §4).
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);
  if (!datePickersShown || chartWidth <= RANGE_SLIDER.minChartWidth) return null;

  const width = loggedIn ? RANGE_SLIDER.widthLoggedIn : RANGE_SLIDER.width;
  const trackWidth = width - ARROWS_WIDTH;
  const { window, track } = slider;
  const left = dateToPosition(window.start, track, trackWidth);
  const right = dateToPosition(window.end, track, trackWidth);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const kind = (event.currentTarget.dataset.drag ?? 'window') as DragKind;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { kind, x: event.clientX, from: window };
    slider.setDragging(true);
    // Hotkeys wait while the slider is dragged (spec 3 §5).
    actions.setPointerDrag('rangeSlider');
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const at = (date: string) =>
      positionToDate(dateToPosition(date, track, trackWidth) + dx, track, trackWidth);
    const startX = dateToPosition(current.from.start, track, trackWidth) + dx;
    if (current.kind === 'window') {
      const span =
        dateToPosition(current.from.end, track, trackWidth) -
        dateToPosition(current.from.start, track, trackWidth);
      const x = Math.min(Math.max(0, startX), trackWidth - span);
      slider.setWindow({
        start: positionToDate(x, track, trackWidth),
        end: positionToDate(x + span, track, trackWidth),
      });
    } else if (current.kind === 'start') slider.setWindow({ ...current.from, start: at(current.from.start) });
    else slider.setWindow({ ...current.from, end: at(current.from.end) });
    slider.setExpanding(current.kind !== 'end' && startX <= 0);
  };
  const endDrag = () => {
    drag.current = null;
    slider.setDragging(false);
    actions.setPointerDrag(null);
    slider.setExpanding(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
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
  const label = `${window.start} to ${window.end === today ? 'today' : window.end}`;
  return (
    <Slider
      ref={rootRef}
      role="group"
      aria-label="Range slider"
      $width={width}
      $height={RANGE_SLIDER.height}
      $tabletHeight={RANGE_SLIDER.heightTablet}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <Arrow type="button" aria-label="Earlier" {...hold(-1)}>
        ◀
      </Arrow>
      <Track>
        <Window
          role="slider"
          tabIndex={0}
          aria-label="Date window"
          aria-valuemin={0}
          aria-valuemax={Math.round(trackWidth)}
          aria-valuenow={Math.round(left)}
          aria-valuetext={label}
          style={{ left, width: Math.max(2, right - left) }}
          data-drag="window"
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
          onKeyUp={() => slider.setHolding(null)}
          onBlur={() => slider.setHolding(null)}
        >
          <Handle $side="left" aria-hidden="true" data-drag="start" onPointerDown={onPointerDown} />
          <Handle $side="right" aria-hidden="true" data-drag="end" onPointerDown={onPointerDown} />
        </Window>
      </Track>
      <Arrow type="button" aria-label="Later" {...hold(1)}>
        ▶
      </Arrow>
      {menuOpen && (
        <Menu
          role="menu"
          aria-label="Range presets"
          onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}
        >
          {SLIDER_PRESETS.map((preset) => (
            <MenuItem
              key={preset}
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setMenuOpen(false);
                slider.jump(presetWindow(preset, today));
              }}
            >
              {preset}
            </MenuItem>
          ))}
        </Menu>
      )}
    </Slider>
  );
}
