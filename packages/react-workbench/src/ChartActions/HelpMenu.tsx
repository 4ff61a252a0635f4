import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { SiteLink } from '@chartbench/core';
import { ActionButton, HelpList, HelpWrap } from './ChartActions.styles';

/** Props of {@link HelpMenu}. */
export interface HelpMenuProps {
  readonly links: readonly SiteLink[];
}

/** The upper bar's help menu (spec 3 §2.13): a button that shows the help links; Escape or a click outside closes it. */
export function HelpMenu({ links }: HelpMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    wrapRef.current?.querySelector('a')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <HelpWrap ref={wrapRef} onKeyDown={onKeyDown}>
      <ActionButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        Help
      </ActionButton>
      {open && (
        <HelpList id={id} aria-label="Help">
          {links.map((link) => (
            <li key={link.path}>
              <a href={link.path} target="_blank" rel="noopener noreferrer">
                {link.title}
              </a>
            </li>
          ))}
        </HelpList>
      )}
    </HelpWrap>
  );
}
