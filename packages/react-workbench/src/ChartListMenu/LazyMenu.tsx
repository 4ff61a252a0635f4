import type { KeyboardEvent } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import type { Load } from '@chartbench/core';
import { ITEM_HEIGHT_PX, Item, MenuList, MenuWrap, NavButton, Note, Popup } from './ChartListMenu.styles';

/** Rows drawn beyond the visible ones on each side, so a short scroll shows no blank. */
const OVERSCAN = 8;
/** A full popup (15 rows, spec 3 §9): the size assumed before, or without, a layout. */
const POPUP_RECT = { width: 0, height: ITEM_HEIGHT_PX * 15 };

/** One entry of a {@link LazyMenu}. */
export interface LazyMenuItem {
  readonly value: number;
  readonly label: string;
  /** Shown but not choosable (framework ChartLists). */
  readonly disabled?: boolean;
}

/** Props of {@link LazyMenu}. */
export interface LazyMenuProps {
  /** The accessible name of the menu; the button reads `{label}: {buttonText}`. */
  readonly label: string;
  readonly buttonText: string;
  readonly status: Load<unknown>['status'];
  readonly items: readonly LazyMenuItem[];
  /** The checked entry, or null. */
  readonly selected: number | null;
  /** Shown when the load succeeded with no entries. */
  readonly emptyText: string;
  /** Shown when the first load failed. */
  readonly failedText: string;
  /** Called each time the menu opens, so the list loads only when first needed (spec 1 §4.4). */
  readonly onOpen: () => void;
  readonly onChoose: (value: number) => void;
}

/**
 * A button that opens a menu of entries loaded lazily, with its loading, empty and failed states. Keyboard:
 * the arrows, Home and End move between entries, Enter or Space chooses, Escape closes; a click outside closes.
 * Only the rows in view are in the page (TanStack Virtual), so 500 ChartLists or 1,000 charts open at once; the
 * focused row is always kept, and each row says its place in the whole list to a screen reader.
 */
export function LazyMenu({
  label,
  buttonText,
  status,
  items,
  selected,
  emptyText,
  failedText,
  onOpen,
  onChoose,
}: LazyMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const showItems = items.length > 0 && status !== 'failed';
  /** The focused row, or -1 before the menu has placed the focus. */
  const [active, setActive] = useState(-1);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range);
      return active >= 0 && !shown.includes(active) ? [...shown, active].sort((a, b) => a - b) : shown;
    },
    [active],
  );
  // The virtualizer's functions are read during render only and never passed to a memoized child, so React
  // Compiler's skipping this component loses nothing.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: open && showItems ? items.length : 0,
    getScrollElement: () => popupRef.current,
    estimateSize: () => ITEM_HEIGHT_PX,
    overscan: OVERSCAN,
    rangeExtractor,
    // Before the popup is measured, and where nothing is laid out (a 0 px box), a full popup of rows is drawn.
    initialRect: POPUP_RECT,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : POPUP_RECT)),
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Focus follows the entries as they arrive: the checked one, else the first.
  useEffect(() => {
    if (!open) return;
    if (!showItems) {
      setActive(-1);
      popupRef.current?.focus();
      return;
    }
    const checked = items.findIndex((item) => item.value === selected);
    setActive(Math.max(0, checked));
    // Only when the menu opens or its entries arrive, not on every new items array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, showItems]);

  // The focused row is scrolled into view and, once drawn, takes the focus.
  useEffect(() => {
    if (!open || active < 0) return;
    virtualizer.scrollToIndex(active, { align: 'auto' });
    popupRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.focus();
  }, [open, active, virtualizer]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    buttonRef.current?.focus();
  };

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    onOpen();
  };

  const choose = (item: LazyMenuItem) => {
    if (item.disabled) return;
    close();
    onChoose(item.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = showItems ? items.length - 1 : -1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, active + 1),
      ArrowUp: () => Math.max(0, active - 1),
      Home: () => 0,
      End: () => last,
      PageDown: () => Math.min(last, active + 10),
      PageUp: () => Math.max(0, active - 10),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      if (last >= 0) setActive(move());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, item: LazyMenuItem) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(item);
    }
  };

  const menuId = `${id}-menu`;
  return (
    <MenuWrap ref={wrapRef}>
      <NavButton
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${label}: ${buttonText}`}
        onClick={toggle}
      >
        {buttonText}
      </NavButton>
      {open && (
        <Popup ref={popupRef} id={menuId} tabIndex={-1} onKeyDown={onKeyDown}>
          {showItems ? (
            <MenuList role="menu" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((row) => {
                const item = items[row.index];
                if (!item) return null;
                return (
                  <Item
                    key={item.value}
                    data-index={row.index}
                    role="menuitemradio"
                    aria-checked={item.value === selected}
                    aria-disabled={item.disabled ? true : undefined}
                    aria-posinset={row.index + 1}
                    aria-setsize={items.length}
                    title={item.label}
                    tabIndex={-1}
                    style={{ transform: `translateY(${row.start}px)` }}
                    onClick={() => choose(item)}
                    onFocus={() => setActive(row.index)}
                    onKeyDown={(event) => onItemKeyDown(event, item)}
                  >
                    {item.label}
                  </Item>
                );
              })}
            </MenuList>
          ) : status === 'failed' ? (
            <Note role="alert">{failedText}</Note>
          ) : (
            <Note role="status">{status === 'loaded' ? emptyText : 'Loading…'}</Note>
          )}
        </Popup>
      )}
    </MenuWrap>
  );
}
