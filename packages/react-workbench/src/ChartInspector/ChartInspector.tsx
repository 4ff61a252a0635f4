import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import {
  CONSTANTS,
  inspectorBarPoint,
  inspectorKeyBar,
  lockedDragDirection,
  inspectorReadout,
  type InspectorData,
  type InspectorDragDirection,
  type InspectorPoint,
  type InspectorReadout,
} from '@chartbench/core';
import { Cross, Line, LiveText, Measure, Note, QuoteBox, Surface } from './ChartInspector.styles';

/** Props of {@link ChartInspector}. */
export interface ChartInspectorProps {
  /** The inspector data of the image underneath, or null while it loads. */
  readonly data: InspectorData | null;
  /** Why the data could not be had, shown in place of the readout. */
  readonly error?: string | null;
}

/** The pointer as the readout needs it; React's event objects are not kept past the handler. */
interface PointerInput {
  readonly clientX: number;
  readonly clientY: number;
  readonly box: DOMRect;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly touch: boolean;
}

interface Shown {
  readonly readout: InspectorReadout;
  /** The pointer, in image pixels: the quote box flips to its left on the right part of the chart. */
  readonly point: InspectorPoint;
  readonly flip: boolean;
  /** Display pixels per image pixel: the image may be drawn narrower than its natural size. */
  readonly scale: number;
  readonly lines: boolean;
  readonly quote: boolean;
}

/**
 * The inspector over the chart image (spec 2 §7, spec 3 §5): moving the mouse over a panel shows a crosshair on
 * the nearest bar and a quote box 20 px from the pointer (50 on touch); Shift draws crosshair lines, Ctrl hides
 * the quote box; dragging past 5 px measures periods across or percent and price up and down; leaving clears it.
 * Repaints at most every 33 ms. The readout itself is core's `inspectorReadout`. Without a mouse: the surface
 * takes the focus, the arrows move the crosshair bar by bar (Home and End to the ends, core's `inspectorKeyBar`)
 * and each bar's quote is announced through a polite live region.
 */
export function ChartInspector({ data, error = null }: ChartInspectorProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  const dragFrom = useRef<InspectorPoint | null>(null);
  /** The direction the held drag locked to once past 5 px; kept until the button is let go. */
  const dragLock = useRef<InspectorDragDirection>(null);
  const lastPaint = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<PointerInput | null>(null);
  /** The bar the keyboard stands on, or null before the first key. */
  const keyBar = useRef<number | null>(null);
  const [announced, setAnnounced] = useState('');

  const inputOf = (event: PointerEvent<HTMLDivElement>): PointerInput => ({
    clientX: event.clientX,
    clientY: event.clientY,
    box: event.currentTarget.getBoundingClientRect(),
    shiftKey: event.shiftKey,
    ctrlKey: event.ctrlKey,
    touch: event.pointerType === 'touch',
  });

  const pointOf = (input: PointerInput): { point: InspectorPoint; scale: number } | null => {
    if (!data || input.box.width === 0) return null;
    const scale = input.box.width / data.width;
    return {
      point: { x: (input.clientX - input.box.left) / scale, y: (input.clientY - input.box.top) / scale },
      scale,
    };
  };

  const draw = (input: PointerInput) => {
    lastPaint.current = performance.now();
    const at = pointOf(input);
    if (!at || !data) return;
    const readout = inspectorReadout(data, at.point, {
      dragFrom: dragFrom.current,
      dragDirection: dragLock.current,
      mobile: input.touch,
    });
    setShown(
      readout
        ? {
            readout,
            point: at.point,
            flip: at.point.x > data.width * 0.6,
            scale: at.scale,
            lines: input.shiftKey,
            quote: !input.ctrlKey,
          }
        : null,
    );
  };

  /** Repaints at most every 33 ms; a move inside that window is painted at its end, so the last one always shows. */
  const paint = (input: PointerInput) => {
    pending.current = input;
    if (timer.current !== null) return;
    const wait = CONSTANTS.inspector.repaintThrottleMs - (performance.now() - lastPaint.current);
    if (wait <= 0) {
      draw(input);
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      if (pending.current) draw(pending.current);
    }, wait);
  };
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const input = inputOf(event);
    dragFrom.current = pointOf(input)?.point ?? null;
    dragLock.current = null;
    draw(input);
  };
  /** Every move, painted or not, may lock the drag: the lock is where it first passed 5 px. */
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const input = inputOf(event);
    const at = dragFrom.current ? pointOf(input) : null;
    if (dragFrom.current && at)
      dragLock.current = lockedDragDirection(dragLock.current, dragFrom.current, at.point);
    paint(input);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    dragFrom.current = null;
    dragLock.current = null;
    draw(inputOf(event));
  };
  const onPointerLeave = () => {
    dragFrom.current = null;
    dragLock.current = null;
    pending.current = null;
    setShown(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!data || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = inspectorKeyBar(data, keyBar.current, event.key);
    const point = index === undefined ? undefined : inspectorBarPoint(data, index);
    if (index === undefined || !point) return;
    event.preventDefault();
    keyBar.current = index;
    const readout = inspectorReadout(data, point);
    const width = event.currentTarget.getBoundingClientRect().width;
    setShown(
      readout
        ? {
            readout,
            point,
            flip: point.x > data.width * 0.6,
            scale: width > 0 ? width / data.width : 1,
            lines: false,
            quote: true,
          }
        : null,
    );
    setAnnounced(readout ? readout.quote.join(', ') : '');
  };

  const px = (value: number) => (shown ? value * shown.scale : 0);
  return (
    <Surface
      data-testid="chart-inspector"
      role="application"
      aria-roledescription="chart inspector"
      aria-label="Chart values: the left and right arrows move bar by bar, Home and End go to the first and last bar"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerMove={onPointerMove}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerLeave={onPointerLeave}
    >
      {error !== null && <Note role="status">{error}</Note>}
      {/* Always in the page, so a screen reader hears each change of the keyboard's bar. */}
      <LiveText aria-live="polite">{announced}</LiveText>
      {shown && (
        <>
          {shown.lines ? (
            <>
              <Line $vertical style={{ left: px(shown.readout.crosshair.x) }} />
              <Line $vertical={false} style={{ top: px(shown.readout.crosshair.y) }} />
            </>
          ) : (
            <Cross style={{ left: px(shown.readout.crosshair.x), top: px(shown.readout.crosshair.y) }} />
          )}
          {shown.quote && (
            <QuoteBox
              role="status"
              aria-label="Inspector quote"
              style={
                shown.flip
                  ? {
                      left: px(2 * shown.point.x - shown.readout.quoteAt.x),
                      top: px(shown.readout.quoteAt.y),
                      transform: 'translateX(-100%)',
                    }
                  : { left: px(shown.readout.quoteAt.x), top: px(shown.readout.quoteAt.y) }
              }
            >
              {shown.readout.measure !== null && <Measure>{shown.readout.measure}</Measure>}
              {shown.readout.quote.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </QuoteBox>
          )}
        </>
      )}
    </Surface>
  );
}
