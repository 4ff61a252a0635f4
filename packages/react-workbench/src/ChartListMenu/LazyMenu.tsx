import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Load } from '@chartbench/core';
import { Item, MenuList, MenuWrap, NavButton, Note, Popup } from './ChartListMenu.styles';

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
    const entries = popupRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]');
    const checked = popupRef.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    (checked ?? entries?.[0] ?? popupRef.current)?.focus();
  }, [open, showItems]);

  const close = () => {
    setOpen(false);
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
    const entries = [...(popupRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(entries.length - 1, at + 1),
      ArrowUp: () => Math.max(0, at - 1),
      Home: () => 0,
      End: () => entries.length - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      entries[move()]?.focus();
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
            <MenuList role="menu" aria-label={label}>
              {items.map((item) => (
                <Item
                  key={item.value}
                  role="menuitemradio"
                  aria-checked={item.value === selected}
                  aria-disabled={item.disabled ? true : undefined}
                  tabIndex={-1}
                  onClick={() => choose(item)}
                  onKeyDown={(event) => onItemKeyDown(event, item)}
                >
                  {item.label}
                </Item>
              ))}
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
