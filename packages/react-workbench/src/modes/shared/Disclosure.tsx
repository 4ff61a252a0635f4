import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Popup, PopupWrap } from './shared.styles';

/** Props of {@link Disclosure}. */
export interface DisclosureProps {
  /** The button's text and the popup's accessible name. */
  readonly label: string;
  /** The popup's content; choosing a link or button in it closes the popup. */
  readonly children: ReactNode;
}

/**
 * A button that shows a popup below it (the Columns and View As dropdowns): it toggles, and closes on an
 * outside click or Escape, returning focus to the button (spec 3 §2.13: dropdowns toggle and close on
 * outside click).
 */
export function Disclosure({ label, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <PopupWrap
      ref={wrapRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <Button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </Button>
      {open && (
        <Popup
          id={id}
          role="group"
          aria-label={label}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a, button')) setOpen(false);
          }}
        >
          {children}
        </Popup>
      )}
    </PopupWrap>
  );
}
