import type { ReactNode } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFocusManager } from 'react-aria/FocusScope';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { Backdrop, Body, CloseButton, Frame, Header, Panel, PortalHost, Title } from './Dialog.styles';
import { useHeadingTag } from '../theme/headings';

/** Props of {@link Dialog}. */
export interface DialogProps {
  readonly title: string;
  readonly onClose: () => void;
  /** A click on the backdrop closes the dialog (spec 3 §2.14 lists the dialogs where it does not). */
  readonly closesOnBackgroundClick?: boolean;
  readonly children: ReactNode;
}

/**
 * Moves focus to the first control of the content (a form's first field), or to the close button when the
 * content has none, as the dialog opens. It runs before React Aria's dialog would focus the dialog element
 * itself, which it then leaves alone.
 */
function InitialFocus({
  body,
  close,
}: {
  readonly body: React.RefObject<HTMLElement | null>;
  readonly close: React.RefObject<HTMLElement | null>;
}) {
  const focusManager = useFocusManager();
  useEffect(() => {
    const first = focusManager?.focusFirst({
      tabbable: true,
      accept: (node) => body.current?.contains(node) ?? false,
    });
    if (!first) close.current?.focus();
    // Only on opening: later renders must not pull focus back to the first field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** The groups an opener sits in, nearest first: where the focus goes when the opener itself has gone. */
const OPENER_GROUP = '[role="toolbar"],[role="region"],[role="group"],[role="tabpanel"],nav,form';
/** What the focus may land on inside such a group. */
const FOCUSABLE =
  'button:not([disabled]),[href],input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Where a dialog gives the focus back: its opener, or the opener's group when the opener has gone. */
interface Opener {
  readonly element: HTMLElement;
  readonly group: Element | null;
}

/** The opener of each open dialog, by its dialog element: a dialog opened from another one inherits it. */
const openers = new WeakMap<Element, Opener>();

/** What had the focus as the dialog opened, seen through the popups and dialogs that close as it opens. */
function openerOf(active: Element | null): Opener | null {
  if (!(active instanceof HTMLElement)) return null;
  // A dialog that replaced another (one modal at a time) goes back to where that one would have.
  const dialog = active.closest('[role="dialog"]');
  const inherited = dialog ? openers.get(dialog) : undefined;
  if (inherited) return inherited;
  // An entry of a popup list (a locked period, a More menu item) goes as its list closes: the focus goes
  // back to the button that opened the list, which is what Escape from a list does too.
  const list = active.closest<HTMLElement>('[role="listbox"],[role="menu"]');
  const button = list?.id
    ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(list.id)}"]`)
    : null;
  const element = button ?? active;
  return { element, group: element.closest(OPENER_GROUP) };
}

/**
 * Gives the focus back to what had it when the dialog opened, as the dialog goes. React Aria does that a frame
 * later, and only if the focus is then on the page's body: a click on a menu button in that frame (which opens
 * its menu without focusing the button) had its menu closed again by the late restore. Done here as soon as
 * React's commit ends, React Aria's finds the focus placed and leaves it. An opener that has gone hands over
 * as {@link openerOf} says, else to the first control of the group it sat in (the Save As button a saved
 * chart no longer shows, a deleted chart's Delete).
 */
function useReturnFocusAtOnce(panel: { current: HTMLElement | null }, drawn: boolean) {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : openerOf(document.activeElement),
  );
  // The dialog element exists once its portal has (the render after mounting).
  useLayoutEffect(() => {
    if (drawn && panel.current && opener) openers.set(panel.current, opener);
  }, [drawn, opener, panel]);
  useLayoutEffect(
    () => () => {
      const frame = panel.current;
      const focusInside = (element: Element | null) =>
        element === null || element === document.body || (frame?.contains(element) ?? false);
      if (!opener || !focusInside(document.activeElement)) return;
      // Once this commit is done: during it, React Aria's focus containment still listens and would pull the
      // focus straight back into the closing dialog.
      queueMicrotask(() => {
        if (!focusInside(document.activeElement)) return;
        if (opener.element.isConnected) opener.element.focus();
        else if (opener.group?.isConnected) opener.group.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      });
    },
    [opener, panel],
  );
}

/**
 * A modal dialog on React Aria Components (Modal, Dialog, Heading, Button): labelled by its title, drawn inside
 * the workbench root rather than the page's body. Focus moves to its first control and stays inside (Tab
 * wraps), Escape closes, and focus returns to where it was when the dialog closes; the rest of the page is
 * hidden from assistive technology while it is open.
 */
export function Dialog({ title, onClose, closesOnBackgroundClick = true, children }: DialogProps) {
  // The title is one of the workbench's top headings: its level follows the host's headingLevel.
  const level = Number(useHeadingTag(0).slice(1));
  // The overlay is portalled into this element, in place, once it is mounted (never while server rendering);
  // overlays opened from inside the dialog (a select's popover) follow it there, under the workbench's tokens.
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLElement>(null);
  useReturnFocusAtOnce(frameRef, portal !== null);
  return (
    <PortalHost ref={setPortal}>
      {portal && (
        <UNSAFE_PortalProvider getContainer={() => portal}>
          <Backdrop
            data-testid="dialog-backdrop"
            isOpen
            onOpenChange={(open) => {
              if (!open) onClose();
            }}
            isDismissable={closesOnBackgroundClick}
          >
            <Panel>
              <Frame ref={frameRef}>
                <InitialFocus body={bodyRef} close={closeRef} />
                <Header>
                  <Title slot="title" level={level}>
                    {title}
                  </Title>
                  <CloseButton ref={closeRef} slot="close" aria-label="Close">
                    ×
                  </CloseButton>
                </Header>
                <Body ref={bodyRef}>{children}</Body>
              </Frame>
            </Panel>
          </Backdrop>
        </UNSAFE_PortalProvider>
      )}
    </PortalHost>
  );
}
