import { CONSTANTS } from '../../catalogues/index';
import type { InspectorBar, InspectorData, InspectorPanel } from './inspector-text.types';
import {
  inspectorBarAtX,
  inspectorPanelAtY,
  inspectorValueAtY,
  inspectorValueDecimals,
  isIntradayInspectorPeriod,
} from './inspector-geometry';

const { dragThresholdPx, quoteOffsetPx, quoteOffsetMobilePx } = CONSTANTS.inspector;

/** A pointer position in chart image pixels. */
export interface InspectorPoint {
  readonly x: number;
  readonly y: number;
}

/** The direction a drag locked to once it went past 5 px (spec 3 §5), or null before that. */
export type InspectorDragDirection = 'horizontal' | 'vertical' | null;

/** What the inspector draws for one pointer position (spec 2 §7 Inspector, spec 3 §5). */
export interface InspectorReadout {
  /** The crosshair: the bar's centre column (the pointer's column off the bars) and the pointer's row. */
  readonly crosshair: InspectorPoint;
  /** The panel under the pointer. */
  readonly panelId: string;
  /** The quote box lines: date, then O, H, L, C, change and volume on the price panel, then the Y value. */
  readonly quote: readonly string[];
  /** Where the quote box's top-left corner goes: offset from the pointer by 20 px (50 on a touch screen). */
  readonly quoteAt: InspectorPoint;
  /** The measurement of a locked drag: 'N periods' across, percent and price difference up or down. */
  readonly measure: string | null;
}

/** Options of {@link inspectorReadout}. */
export interface InspectorReadoutOptions {
  /** Where a drag started (mouse down), when the button is held. */
  readonly dragFrom?: InspectorPoint | null;
  /** The direction this drag already locked to ({@link lockedDragDirection}); the measure keeps to it. */
  readonly dragDirection?: InspectorDragDirection;
  /** A touch screen: the quote box sits 50 px from the finger instead of 20. */
  readonly mobile?: boolean;
}

/** The direction a drag from `from` to `to` locks to: none until it went more than 5 px (spec 3 §5). */
export function inspectorDragDirection(from: InspectorPoint, to: InspectorPoint): InspectorDragDirection {
  const dx = Math.abs(to.x - from.x);
  const dy = Math.abs(to.y - from.y);
  if (Math.max(dx, dy) <= dragThresholdPx) return null;
  return dx >= dy ? 'horizontal' : 'vertical';
}

/**
 * The direction of a drag now at `to`: the one it locked to (`locked`) stays for the rest of the drag, so a
 * horizontal measure does not turn vertical when the hand drifts (spec 2 §7: dragging more than 5 px locks a
 * direction); until then, {@link inspectorDragDirection}.
 * @example lockedDragDirection('horizontal', { x: 0, y: 0 }, { x: 2, y: 40 }) // 'horizontal'
 */
export function lockedDragDirection(
  locked: InspectorDragDirection,
  from: InspectorPoint,
  to: InspectorPoint,
): InspectorDragDirection {
  return locked ?? inspectorDragDirection(from, to);
}

const pad = (text: string | undefined) => text ?? '';

/** A bar's date as the quote box shows it: YYYY-MM-DD, with HH:MM on intraday charts. */
export function formatInspectorDate(bar: InspectorBar, period: string): string {
  const id = bar.endId.replace(/:/g, '');
  const date = `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}`;
  if (!isIntradayInspectorPeriod(period) || id.length < 12) return date;
  return `${date} ${pad(id.slice(8, 10))}:${pad(id.slice(10, 12))}`;
}

const fixed = (value: number, decimals: number) => (Number.isFinite(value) ? value.toFixed(decimals) : '-');

/** Volume with thousands separators. */
const volumeText = (volume: number) =>
  Number.isFinite(volume) ? Math.round(volume).toLocaleString('en-US') : '-';

function quoteLines(
  data: InspectorData,
  panel: InspectorPanel,
  bar: InspectorBar | undefined,
  y: number,
): string[] {
  const decimals = inspectorValueDecimals(panel);
  const value = `Y: ${fixed(inspectorValueAtY(panel, y), decimals)}`;
  if (!bar) return [value];
  const date = formatInspectorDate(bar, data.period);
  if (!panel.isPrice) return [date, value];
  const priceDecimals = Math.max(2, decimals);
  const change = Number.isFinite(bar.percentChange)
    ? `${bar.percentChange >= 0 ? '+' : ''}${bar.percentChange.toFixed(2)}%`
    : '-';
  return [
    date,
    `O: ${fixed(bar.open, priceDecimals)}`,
    `H: ${fixed(bar.high, priceDecimals)}`,
    `L: ${fixed(bar.low, priceDecimals)}`,
    `C: ${fixed(bar.close, priceDecimals)}`,
    `Chg: ${change}`,
    `Vol: ${volumeText(bar.volume)}`,
    value,
  ];
}

function measureText(
  data: InspectorData,
  panel: InspectorPanel,
  from: InspectorPoint,
  to: InspectorPoint,
  locked: InspectorDragDirection,
): string | null {
  const direction = lockedDragDirection(locked, from, to);
  if (direction === 'horizontal') {
    const start = inspectorBarAtX(data, from.x);
    const end = inspectorBarAtX(data, to.x);
    if (start < 0 || end < 0) return null;
    const periods = Math.abs(end - start);
    return `${periods} ${periods === 1 ? 'period' : 'periods'}`;
  }
  if (direction === 'vertical') {
    const startValue = inspectorValueAtY(panel, from.y);
    const endValue = inspectorValueAtY(panel, to.y);
    const difference = endValue - startValue;
    const sign = difference >= 0 ? '+' : '-';
    const percent =
      startValue === 0 ? '-' : `${sign}${Math.abs((difference / startValue) * 100).toFixed(2)}%`;
    return `${percent} (${sign}${Math.abs(difference).toFixed(Math.max(2, inspectorValueDecimals(panel)))})`;
  }
  return null;
}

/**
 * The inspector's crosshair, quote box and measurement for a pointer at `point` (spec 2 §7, spec 3 §5): null
 * outside every panel, which clears the inspector. The quote shows the date, O, H, L, C, percent change and
 * volume on the price panel, the date and Y value on the others; a drag past 5 px measures bars across or the
 * percent and price difference up and down.
 */
export function inspectorReadout(
  data: InspectorData,
  point: InspectorPoint,
  options: InspectorReadoutOptions = {},
): InspectorReadout | null {
  const panel = inspectorPanelAtY(data, point.y);
  if (!panel || point.x < data.plotLeft || point.x > data.plotRight) return null;
  const index = inspectorBarAtX(data, point.x);
  const bar = index < 0 ? undefined : data.bars[index];
  const offset = options.mobile ? quoteOffsetMobilePx : quoteOffsetPx;
  return {
    crosshair: { x: bar ? bar.barIndex : point.x, y: point.y },
    panelId: panel.id,
    quote: quoteLines(data, panel, bar, point.y),
    quoteAt: { x: point.x + offset, y: point.y + offset },
    measure: options.dragFrom
      ? measureText(data, panel, options.dragFrom, point, options.dragDirection ?? null)
      : null,
  };
}
