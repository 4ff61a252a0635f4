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

/**
 * Gives the focus back to what had it when the dialog opened, as the dialog goes. React Aria does that a frame
 * later, and only if the focus is then on the page's body: a click on a menu button in that frame (which opens
 * its menu without focusing the button) had its menu closed again by the late restore. Done here at once, React
 * Aria's finds the focus placed and leaves it. An opener that has gone (an option of a closed list, a dialog
 * this one replaced) is left to React Aria, as before.
 */
function useReturnFocusAtOnce(panel: { current: HTMLElement | null }) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useLayoutEffect(
    () => () => {
      const active = document.activeElement;
      const focusInside = active === document.body || (active !== null && panel.current?.contains(active));
      if (focusInside && opener instanceof HTMLElement && opener.isConnected) opener.focus();
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
  useReturnFocusAtOnce(frameRef);
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
