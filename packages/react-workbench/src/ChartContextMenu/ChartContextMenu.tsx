import { useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { MESSAGES, chartImageFileName, itemsOf, chartMenuEntries, upperBarDisabled } from '@chartbench/core';
import type { ChartMenuEntry } from '@chartbench/core';
import { MenuEntry, MenuList, usePointerOutside } from '../Menu/index';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { ContextPopover, MenuPoint } from './ChartContextMenu.styles';
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
 * core's disabled states. A React Aria menu in a popover hung from the clicked point (turned back inside the
 * window where there is no room): the focus starts on the first entry, the arrows move between entries
 * (skipping disabled ones, wrapping at the ends), Escape, a choice, a click outside or Tab closes it.
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
  const point = useRef<HTMLSpanElement>(null);
  const [container, setContainer] = useState<HTMLSpanElement | null>(null);
  usePointerOutside(true, container, onClose);
  const entries = chartMenuEntries({
    disabled: upperBarDisabled(chart, { readOnlyChart }),
    savedChart: savedChart !== null,
    hasImage: imageUrl !== null,
    canCopyImage,
  });

  const run = (entry: ChartMenuEntry) => {
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
  const onAction = (key: Key) => {
    const entry = entries.find((candidate) => candidate.id === key);
    if (entry) run(entry);
  };

  /** The image entries are links to the image (a download, a new tab); the others run their effect. */
  const link = (entry: ChartMenuEntry) => {
    if (imageUrl === null) return {};
    if (entry.effect.kind === 'downloadImage') {
      const type = imageUrl.startsWith('data:image/png') ? 'image/png' : 'image/svg+xml';
      return { href: imageUrl, download: chartImageFileName(chart.symbol, type) };
    }
    if (entry.effect.kind === 'openImage') {
      return { href: imageUrl, target: '_blank', rel: 'noopener noreferrer' };
    }
    return {};
  };

  return (
    <MenuPoint
      ref={(element) => {
        point.current = element;
        setContainer(element);
      }}
      style={{ left: x, top: y }}
    >
      {container && (
        <ContextPopover
          isOpen
          isNonModal
          triggerRef={point}
          placement="bottom start"
          offset={0}
          UNSTABLE_portalContainer={container}
          onOpenChange={(open) => !open && onClose()}
        >
          <MenuList
            aria-label="Chart menu"
            autoFocus="first"
            shouldFocusWrap
            disabledKeys={entries.filter((entry) => entry.disabled).map((entry) => entry.id)}
            onAction={onAction}
            onClose={onClose}
          >
            {entries.map((entry) => (
              <MenuEntry key={entry.id} id={entry.id} {...link(entry)}>
                {entry.title}
              </MenuEntry>
            ))}
          </MenuList>
        </ContextPopover>
      )}
    </MenuPoint>
  );
}
