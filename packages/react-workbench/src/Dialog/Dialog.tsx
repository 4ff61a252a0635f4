import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { Backdrop, Body, CloseButton, Header, Panel, Title } from './Dialog.styles';
import { useHeadingTag } from '../theme/headings';

/** Props of {@link Dialog}. */
export interface DialogProps {
  readonly title: string;
  readonly onClose: () => void;
  /** A click on the backdrop closes the dialog (spec 3 §2.14 lists the dialogs where it does not). */
  readonly closesOnBackgroundClick?: boolean;
  readonly children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled by its title, focus moved to its first control and kept inside (Tab wraps), Escape
 * closes, and focus returns to where it was when the dialog closes.
 */
export function Dialog({ title, onClose, closesOnBackgroundClick = true, children }: DialogProps) {
  const titleId = useId();
  const headingTag = useHeadingTag(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first control of the content (a form's first field) before the header's close button.
    const first =
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panelRef.current)?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (closesOnBackgroundClick && event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title as={headingTag} id={titleId}>
            {title}
          </Title>
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            ×
          </CloseButton>
        </Header>
        <Body ref={bodyRef}>{children}</Body>
      </Panel>
    </Backdrop>
  );
}
