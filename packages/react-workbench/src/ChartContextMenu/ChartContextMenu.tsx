import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { MESSAGES, chartImageFileName, itemsOf, chartMenuEntries, upperBarDisabled } from '@chartbench/core';
import type { ChartMenuEntry } from '@chartbench/core';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { Menu } from './ChartContextMenu.styles';
import { canCopyImages, copyChartImage } from './copyChartImage';

/** Props of {@link ChartContextMenu}. */
export interface ChartContextMenuProps {
  /** Where the menu opens, in pixels from its positioned container's top left. */
  readonly x: number;
  readonly y: number;
  /** The address of the chart image on screen, or null while there is none. */
  readonly imageUrl: string | null;
  readonly onClose: () => void;
  /** Copies the image to the clipboard; the browser's clipboard by default. */
  readonly copyImage?: (url: string) => Promise<void>;
  /** Whether the clipboard takes images; detected from the browser by default. */
  readonly canCopyImage?: boolean;
}

/**
 * The chart's right-click menu (spec 3 §2.13): Save Chart, Save ChartStyle, Annotate, Create Alert, Download
 * Chart Image, Open Image In New Tab, Copy Chart Image (where supported), Delete Chart and Link To Chart, with
 * core's disabled states. Arrow keys move, Escape or a click outside closes it.
 */
export function ChartContextMenu({
  x,
  y,
  imageUrl,
  onClose,
  copyImage = copyChartImage,
  canCopyImage = canCopyImages(),
}: ChartContextMenuProps) {
  const chart = useWorkbench((state) => state.chart);
  const savedChart = useWorkbench((state) => state.savedChart);
  // The same test the store's Save hotkey makes: the saved chart's list is read-only or a framework list.
  const readOnlyChart = useWorkbench((state) => {
    const list = itemsOf(state.memberData.chartLists).find(
      (candidate) => candidate.listNum === state.savedChart?.listNum,
    );
    return list !== undefined && (list.isReadOnly || list.isFrameworkChartList);
  });
  const actions = useWorkbenchActions();
  const menu = useRef<HTMLUListElement>(null);
  const entries = chartMenuEntries({
    disabled: upperBarDisabled(chart, { readOnlyChart }),
    savedChart: savedChart !== null,
    hasImage: imageUrl !== null,
    canCopyImage,
  });

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    const outside = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [
      ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []),
    ];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  const run = (entry: ChartMenuEntry) => {
    onClose();
    if (entry.effect.kind === 'modal') actions.openModal(entry.effect.modal, entry.effect.variant);
    else if (entry.effect.kind === 'annotate') void actions.openAnnotation();
    else if (entry.effect.kind === 'copyImage' && imageUrl !== null) {
      copyImage(imageUrl).then(
        () => actions.showToast('green', MESSAGES.link.imageCopied),
        // A failed copy is only logged (spec 3 §8 "Copy image: ... failures only logged").
        (error: unknown) => actions.log('error', 'Failed to copy the chart image.', error),
      );
    }
  };

  const item = (entry: ChartMenuEntry) => {
    const common = { role: 'menuitem', tabIndex: -1, 'aria-disabled': entry.disabled || undefined } as const;
    if (entry.effect.kind === 'downloadImage' && imageUrl !== null) {
      return (
        <a
          {...common}
          href={imageUrl}
          download={chartImageFileName(
            chart.symbol,
            imageUrl.startsWith('data:image/png') ? 'image/png' : 'image/svg+xml',
          )}
          onClick={onClose}
        >
          {entry.title}
        </a>
      );
    }
    if (entry.effect.kind === 'openImage' && imageUrl !== null) {
      return (
        <a {...common} href={imageUrl} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          {entry.title}
        </a>
      );
    }
    return (
      <div
        {...common}
        onClick={() => !entry.disabled && run(entry)}
        onKeyDown={(event) => {
          if ((event.key === 'Enter' || event.key === ' ') && !entry.disabled) {
            event.preventDefault();
            run(entry);
          }
        }}
      >
        {entry.title}
      </div>
    );
  };

  return (
    <Menu ref={menu} role="menu" aria-label="Chart menu" style={{ left: x, top: y }} onKeyDown={onKeyDown}>
      {entries.map((entry) => (
        <li key={entry.id} role="none">
          {item(entry)}
        </li>
      ))}
    </Menu>
  );
}
