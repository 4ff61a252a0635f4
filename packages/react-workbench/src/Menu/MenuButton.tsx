import type { ReactElement } from 'react';
import { useId, useRef, useState } from 'react';
import { MenuTrigger } from 'react-aria-components';
import type { PopoverProps } from 'react-aria-components';
import { MenuAnchor, MenuPopover } from './Menu.styles';
import { MenuLabelContext } from './MenuList';
import { usePointerOutside } from './usePointerOutside';

/** How long after opening a scroll of the page no longer closes the menu: longer than a scroll event's lag. */
const SCROLL_GRACE_MS = 300;

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /** The menu's name (the button may show more, e.g. a ▾ or the current choice). */
  readonly label: string;
  /**
   * The button that opens the menu: a React Aria `Button` (e.g. a styled button rendered `as={Button}`), which
   * the trigger gives its press handling, `aria-haspopup` and `aria-expanded`.
   */
  readonly button: ReactElement;
  /** The menu: a `MenuList` of entries. */
  readonly children: ReactElement;
  /** Where the popover hangs from the button; below, aligned to its start, unless there is no room. */
  readonly placement?: PopoverProps['placement'];
  /** Told each time the menu opens or closes (e.g. to load its entries when first opened). */
  readonly onOpenChange?: (open: boolean) => void;
  /** The anchor's element: a `li` when the menu is one of a list of menus. */
  readonly anchor?: 'div' | 'li';
}

/**
 * A button with its dropdown menu, on React Aria's MenuTrigger: Enter, Space or a click opens it, the arrows,
 * Home, End and typing move between entries, Enter or a click chooses, Escape closes it and gives the focus
 * back to the button; moving the focus or clicking outside closes it.
 *
 * The popover is non-modal, as the workbench's dropdowns always were: the rest of the page stays readable and
 * clickable (a click on another menu's button opens that menu at once) and the host page keeps its scroll.
 * React Aria closes a non-modal popover when the focus leaves it, not on a click on something that takes no
 * focus, so that click is watched here ({@link usePointerOutside}). The popover portals into the menu's own anchor rather than
 * document.body, so it stays inside the workbench root: the `--cb-*` tokens reach it and the host page's body
 * gets nothing. Nothing renders into the popover until the anchor is in the page, so server rendering shows
 * the button only.
 */
export function MenuButton({
  label,
  button,
  children,
  placement = 'bottom start',
  onOpenChange,
  anchor,
}: MenuButtonProps) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const openedAt = useRef(0);
  const openChange = (next: boolean) => {
    // React Aria closes a non-modal popover on any scroll of the page, and a scroll event comes a frame after
    // the scroll: a click made while the page still moved (a wheel's or trackpad's momentum, a scroll into
    // view) opened the menu and closed it at once. Only a scroll well after the opening closes it.
    if (!next && window.event?.type === 'scroll' && performance.now() - openedAt.current < SCROLL_GRACE_MS) {
      return;
    }
    if (next) openedAt.current = performance.now();
    setOpen(next);
    onOpenChange?.(next);
  };
  usePointerOutside(open, container, () => openChange(false));
  return (
    <MenuAnchor ref={setContainer} as={anchor}>
      <MenuTrigger isOpen={open} onOpenChange={openChange}>
        {button}
        {container && (
          <MenuPopover isNonModal placement={placement} offset={2} UNSTABLE_portalContainer={container}>
            <MenuLabelContext.Provider value={labelId}>{children}</MenuLabelContext.Provider>
          </MenuPopover>
        )}
      </MenuTrigger>
      <span id={labelId} hidden>
        {label}
      </span>
    </MenuAnchor>
  );
}
