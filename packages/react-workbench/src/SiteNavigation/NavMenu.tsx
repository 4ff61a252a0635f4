import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { ActionButton } from '../ChartActions/ChartActions.styles';
import { Anchor, MenuList } from './SiteNavigation.styles';

/** Props of {@link NavMenu}. */
export interface NavMenuProps {
  readonly title: string;
  /** The menu's entries, each a list item. */
  readonly children: ReactNode;
}

/**
 * A dropdown of the site navigation (spec 3 §2.13: dropdowns toggle and close on outside click); Escape closes
 * it and returns focus to its button.
 */
export function NavMenu({ title, children }: NavMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <Anchor
      ref={anchor}
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <ActionButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {title} ▾
      </ActionButton>
      {open && (
        <MenuList id={id} aria-label={title}>
          {children}
        </MenuList>
      )}
    </Anchor>
  );
}
