import type { FocusEvent, KeyboardEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { Range, VirtualItem, Virtualizer } from '@tanstack/react-virtual';

/** Rows drawn beyond the visible ones on each side, so a short scroll shows no blank. */
const OVERSCAN = 6;
/** How far PageUp and PageDown move, in rows. */
const PAGE_ROWS = 10;
const FOCUSABLE = 'button, input, a[href], [tabindex]';

/** Options of {@link useVirtualRows}. */
export interface VirtualRowsOptions {
  /** How many items there are in all. */
  readonly count: number;
  /** Items side by side in one row of a grid, given the scroll box's width; a list or a table has 1. */
  readonly columnsFor?: (width: number) => number;
  /** A row's height before it is measured, in px. */
  readonly estimateRowHeight: number;
  /** The space between rows, in px. */
  readonly gap?: number;
  /** The scroll box assumed before, or without, a layout (a 0 px box, as in a DOM test). */
  readonly viewport: { readonly width: number; readonly height: number };
}

/** What {@link useVirtualRows} gives a long list, grid or table to draw. */
export interface VirtualRows<E extends HTMLElement> {
  /** Goes on the scrolling box. */
  readonly scrollRef: React.RefObject<E | null>;
  readonly virtualizer: Virtualizer<E, Element>;
  /** The rows to draw: those in view, the overscan, and the focused one wherever it is. */
  readonly rows: readonly VirtualItem[];
  /** Items in one row (the grid's columns at the box's width). */
  readonly perRow: number;
  /** Goes on the scrolling box: the arrows, Home, End, PageUp and PageDown move the focus by item. */
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Goes on the scrolling box: the focused item stays drawn while it scrolls out of view. */
  readonly onFocus: (event: FocusEvent<HTMLElement>) => void;
}

function itemOf(target: EventTarget | null): number | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-item]') : null;
  return element ? Number(element.dataset.item) : null;
}

/**
 * Puts the focus in the item drawn for `index`: the control in the same table column as `from` when there is
 * one, else the item itself when it takes the focus, else its first control.
 */
function focusTarget(item: HTMLElement, from: Element | null): HTMLElement | null {
  const cell = from?.closest('td, th');
  if (cell instanceof HTMLTableCellElement && item instanceof HTMLTableRowElement) {
    const same = item.cells[cell.cellIndex];
    const control = same?.querySelector<HTMLElement>(FOCUSABLE);
    if (control) return control;
  }
  if (item.matches(FOCUSABLE)) return item;
  return item.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Draws only the rows of a long list, grid or table that are in view (TanStack Virtual), so 500 ChartLists or
 * 1,000 charts open without a pause, while the keyboard still reaches every item: the arrows (left and right
 * too in a grid), Home, End, PageUp and PageDown move the focus to an item that may not be drawn yet, and the
 * focused item is kept drawn. Each drawn row carries `data-index` (its row) and each item `data-item`.
 */
export function useVirtualRows<E extends HTMLElement>(options: VirtualRowsOptions): VirtualRows<E> {
  const { count, estimateRowHeight, gap = 0, viewport } = options;
  const scrollRef = useRef<E>(null);
  const [width, setWidth] = useState(viewport.width);
  const perRow = Math.max(1, options.columnsFor?.(width) ?? 1);
  /** The focused item, or -1. */
  const [active, setActive] = useState(-1);
  /** Set by a key, so that the item is focused once drawn; where the key was pressed (a table cell). */
  const pending = useRef<{ readonly from: Element | null } | null>(null);
  const activeRow = active >= 0 && active < count ? Math.floor(active / perRow) : -1;

  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range);
      return activeRow >= 0 && !shown.includes(activeRow)
        ? [...shown, activeRow].sort((a, b) => a - b)
        : shown;
    },
    [activeRow],
  );

  // The virtualizer's functions are read during render only and never passed to a memoized child, so React
  // Compiler's skipping this hook loses nothing.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<E, Element>({
    count: Math.ceil(count / perRow),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    gap,
    overscan: OVERSCAN,
    rangeExtractor,
    initialRect: viewport,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => {
        const shown = rect.height > 0 ? rect : viewport;
        setWidth(shown.width);
        onRect(shown);
      }),
    // Where nothing is laid out a row measures 0 px; the estimate stands in, so the rows stay bounded.
    measureElement: (element) => {
      const height = element.getBoundingClientRect().height;
      return height > 0 ? height : estimateRowHeight;
    },
  });

  // An item chosen by a key is scrolled into view and, once drawn, takes the focus.
  useEffect(() => {
    if (activeRow < 0 || !pending.current) return;
    const { from } = pending.current;
    pending.current = null;
    virtualizer.scrollToIndex(activeRow, { align: 'auto' });
    const item = scrollRef.current?.querySelector<HTMLElement>(`[data-item="${active}"]`);
    if (item) focusTarget(item, from)?.focus();
  }, [active, activeRow, virtualizer]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const current = itemOf(event.target);
    if (current === null || count === 0) return;
    const last = count - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => current + perRow,
      ArrowUp: () => current - perRow,
      Home: () => 0,
      End: () => last,
      PageDown: () => current + perRow * PAGE_ROWS,
      PageUp: () => current - perRow * PAGE_ROWS,
      ...(perRow > 1 ? { ArrowRight: () => current + 1, ArrowLeft: () => current - 1 } : {}),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    pending.current = { from: event.target instanceof Element ? event.target : null };
    setActive(Math.min(last, Math.max(0, move())));
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const item = itemOf(event.target);
    if (item !== null && item !== active) setActive(item);
  };

  return { scrollRef, virtualizer, rows: virtualizer.getVirtualItems(), perRow, onKeyDown, onFocus };
}
