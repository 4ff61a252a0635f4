import { Button, ListLayout, Virtualizer } from 'react-aria-components';
import type { KeyboardEvent } from 'react';
import type { Load } from '@chartbench/core';
import { leaveToHotkeys } from '../Workbench/leaveToHotkeys';
import { MENU_ROW_PX, MenuButton, MenuList, MenuNote } from '../Menu/index';
import { KeyGuard, NavButton, VirtualEntry } from './ChartListMenu.styles';

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
 * Plain Up and Down on the ChartList and Chart buttons walk the selected ChartList (spec 2 §4), as on the rest
 * of the page, rather than open the menu as React Aria would: Enter, Space or Alt+Down open it.
 */
function leaveArrowsToWalk(event: KeyboardEvent) {
  const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
  if (plain && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) leaveToHotkeys(event);
}

/** Fixed-height rows: the layout places every row without measuring any (spec 3 §9, 28 px). */
const LAYOUT_OPTIONS = { rowSize: MENU_ROW_PX };

/**
 * A button that opens a menu of entries loaded lazily, with its loading, empty and failed states, on React
 * Aria's menu (see {@link MenuButton}): the arrows, Home, End, Page Up/Down and typing move between entries,
 * Enter, Space or a click chooses, Escape closes. It opens on the checked entry, else the first. Only the rows
 * in view are in the page (React Aria's Virtualizer with a list layout), so 500 ChartLists or 1,000 charts open
 * at once; the focused row is always kept, and each row says its place in the whole list to a screen reader.
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
  const shown = status === 'failed' ? [] : items;
  return (
    <MenuButton
      label={label}
      button={
        // React Aria's Button passes no capture handlers on, so a box around it takes the keys first.
        <KeyGuard onKeyDownCapture={leaveArrowsToWalk}>
          <NavButton as={Button} aria-label={`${label}: ${buttonText}`}>
            {buttonText}
          </NavButton>
        </KeyGuard>
      }
      onOpenChange={(open) => open && onOpen()}
    >
      <Virtualizer layout={ListLayout} layoutOptions={LAYOUT_OPTIONS}>
        <MenuList
          items={shown.map((item) => ({ ...item, id: item.value }))}
          selectionMode="single"
          selectedKeys={selected === null ? [] : [selected]}
          disabledKeys={shown.filter((item) => item.disabled).map((item) => item.value)}
          onAction={(key) => onChoose(Number(key))}
          renderEmptyState={() =>
            status === 'failed' ? (
              <MenuNote role="alert">{failedText}</MenuNote>
            ) : (
              <MenuNote role="status">{status === 'loaded' ? emptyText : 'Loading…'}</MenuNote>
            )
          }
        >
          {(item) => (
            <VirtualEntry id={item.id} textValue={item.label} shouldCloseOnSelect>
              {/* A long name is cut with an ellipsis: the whole name shows on hover. */}
              <span title={item.label}>{item.label}</span>
            </VirtualEntry>
          )}
        </MenuList>
      </Virtualizer>
    </MenuButton>
  );
}
