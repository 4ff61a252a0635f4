import type { KeyboardEvent } from 'react';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { GroupHeading, ListBox, Lock, MenuButton, MenuLabel, MenuWrap, Option } from './OptionMenu.styles';
import { LockIcon } from '../theme/LockIcon';

/** One entry of an {@link OptionMenu}. */
export interface MenuOption {
  readonly value: string;
  readonly label: string;
  /** Group heading shown above the first entry of each group. */
  readonly group?: string;
  /** A divider is drawn above this entry. */
  readonly dividerBefore?: boolean;
  /** Why this entry is locked for the current member (e.g. 'Members only'); unlocked when absent. */
  readonly lock?: string;
}

/** Props of {@link OptionMenu}. */
export interface OptionMenuProps {
  /** The accessible name of the menu and the small caption on its button. */
  readonly label: string;
  readonly options: readonly MenuOption[];
  readonly value: string;
  /** Called with the chosen unlocked entry. */
  readonly onChange: (value: string) => void;
  /** Called when a locked entry is chosen, so the host can prompt for an account or an upgrade. */
  readonly onLockedChoice?: (value: string) => void;
  readonly disabled?: boolean;
}

/**
 * A select-style menu: a button that opens a listbox. Keyboard: Enter, Space or the arrows open it; the arrows,
 * Home and End move; Enter chooses; Escape and Tab close it, and focus returns to the button.
 */
export function OptionMenu({
  label,
  options,
  value,
  onChange,
  onLockedChoice,
  disabled = false,
}: OptionMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const selected = options[selectedIndex];

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open)
      listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    close();
    if (option.lock) onLockedChoice?.(option.value);
    else if (option.value !== value) onChange(option.value);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(selectedIndex);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, active + 1),
      ArrowUp: () => Math.max(0, active - 1),
      Home: () => 0,
      End: () => last,
      PageDown: () => Math.min(last, active + 10),
      PageUp: () => Math.max(0, active - 10),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  return (
    <MenuWrap ref={wrapRef}>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${label}: ${selected?.label ?? ''}`}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openAt(selectedIndex))}
        onKeyDown={onButtonKeyDown}
      >
        <span>
          {/* The space keeps the visible text ("Period Daily") inside the accessible name (WCAG 2.5.3). */}
          <MenuLabel aria-hidden="true">{label}</MenuLabel> {selected?.label}
        </span>
      </MenuButton>
      {open && (
        <ListBox
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          // In the tab order: a scrolling region must be reachable by keyboard (Tab closes the menu anyway).
          tabIndex={0}
          aria-activedescendant={`${id}-opt-${active}`}
          onKeyDown={onListKeyDown}
        >
          {options.map((option, index) => {
            const heading = option.group !== undefined && option.group !== options[index - 1]?.group;
            return (
              <Fragment key={option.value}>
                {heading && (
                  <GroupHeading role="presentation" aria-hidden="true">
                    {option.group}
                  </GroupHeading>
                )}
                <Option
                  id={`${id}-opt-${index}`}
                  data-index={index}
                  role="option"
                  aria-selected={option.value === value}
                  aria-disabled={option.lock ? true : undefined}
                  $active={index === active}
                  $divider={Boolean(option.dividerBefore) && index > 0}
                  onPointerEnter={() => setActive(index)}
                  onClick={() => choose(index)}
                >
                  <span>{option.label}</span>
                  {option.lock && (
                    <Lock>
                      <LockIcon /> {option.lock}
                    </Lock>
                  )}
                </Option>
              </Fragment>
            );
          })}
        </ListBox>
      )}
    </MenuWrap>
  );
}
