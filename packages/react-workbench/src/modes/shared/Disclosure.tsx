import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useInteractOutside } from 'react-aria/useInteractOutside';
import { Button as AriaButton, Disclosure as AriaDisclosure, DisclosurePanel } from 'react-aria-components';
import { styled } from 'styled-components';
import { Button, Popup, PopupWrap } from './shared.styles';

/** React Aria's disclosure, inside the positioned wrapper that hears Escape (React Aria's passes no key or click handlers on). */
const Root = styled(AriaDisclosure)`
  display: contents;
`;

/** React Aria keeps a closed panel in the page, hidden until found: a closed dropdown shows no box at all. */
const Panel = styled(Popup)`
  &[hidden] {
    display: none;
  }
`;

/** Props of {@link Disclosure}. */
export interface DisclosureProps {
  /** The button's text and the popup's accessible name. */
  readonly label: string;
  /** The popup's content; choosing a link or button in it closes the popup. */
  readonly children: ReactNode;
}

/**
 * A button that shows a popup below it (the Columns and View As dropdowns), on React Aria's Disclosure: the
 * button toggles it (aria-expanded, aria-controls) and names the panel, a group. As a dropdown it also closes on
 * an outside click or Escape, returning focus to the button (spec 3 §2.13: dropdowns toggle and close on outside
 * click), and when a link or button in it is chosen.
 */
export function Disclosure({ label, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useInteractOutside({ ref: wrapRef, isDisabled: !open, onInteractOutside: () => setOpen(false) });

  return (
    <PopupWrap
      ref={wrapRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onClick={(event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (target && panelRef.current?.contains(target) && target.closest('a, button')) setOpen(false);
      }}
    >
      <Root isExpanded={open} onExpandedChange={setOpen}>
        <Button as={AriaButton} ref={buttonRef} slot="trigger">
          {label}
        </Button>
        <Panel as={DisclosurePanel} ref={panelRef}>
          {/* The content is drawn only while open, as a dropdown's is. */}
          {open && children}
        </Panel>
      </Root>
    </PopupWrap>
  );
}
