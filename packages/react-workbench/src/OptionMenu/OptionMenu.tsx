import type { ComponentProps } from 'react';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { ListBoxSection } from 'react-aria-components';
import {
  GroupHeading,
  List,
  Lock,
  MenuButton,
  MenuLabel,
  MenuPopover,
  MenuWrap,
  Option,
} from './OptionMenu.styles';
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

/** Runs of consecutive entries sharing a group (ungrouped entries form runs of their own). */
function runsOf(options: readonly MenuOption[]): { group?: string; entries: MenuOption[] }[] {
  const runs: { group?: string; entries: MenuOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.entries.push(option);
    else runs.push({ group: option.group, entries: [option] });
  }
  return runs;
}

/**
 * A select-style menu on React Aria's Select: a button that opens a listbox. Keyboard: Enter, Space or the
 * arrows open it; the arrows, Home, End, Page Up/Down and typing move; Enter chooses; Escape closes it and
 * focus returns to the button. Locked entries stay choosable: choosing one reports it to `onLockedChoice`
 * and keeps the value (the host prompts for an account or an upgrade, spec 2 §6).
 */
export function OptionMenu({
  label,
  options,
  value,
  onChange,
  onLockedChoice,
  disabled = false,
}: OptionMenuProps) {
  // The popover is portalled into the menu itself, so it stays inside the workbench root and its tokens.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const selected = options.find((o) => o.value === value) ?? options[0];
  const choose = (key: Key | null) => {
    const option = options.find((o) => o.value === key);
    if (!option) return;
    if (option.lock) onLockedChoice?.(option.value);
    else if (option.value !== value) onChange(option.value);
  };
  const first = options[0]?.value;
  const entry = (option: MenuOption) => (
    <Option
      key={option.value}
      id={option.value}
      textValue={option.label}
      data-divider={(option.dividerBefore && option.value !== first) || undefined}
      data-locked={option.lock ? true : undefined}
      // A locked entry is announced as unavailable, yet stays choosable so the host can offer the upgrade.
      // No entry has an href, so React Aria renders (and passes the props of) a div.
      render={(props) => (
        <div {...(props as ComponentProps<'div'>)} aria-disabled={option.lock ? true : undefined} />
      )}
    >
      <span>{option.label}</span>
      {option.lock && (
        <Lock>
          <LockIcon /> {option.lock}
        </Lock>
      )}
    </Option>
  );
  const name = `${label}: ${selected?.label ?? ''}`;
  return (
    <MenuWrap
      ref={setContainer}
      aria-label={label}
      selectedKey={selected?.value ?? null}
      onSelectionChange={choose}
      isDisabled={disabled}
      isOpen={open}
      onOpenChange={setOpen}
    >
      {/* The button's name is "Period: Daily", not React Aria's "Daily Period" (value, then label). */}
      <MenuButton render={(props) => <button {...props} aria-labelledby={undefined} aria-label={name} />}>
        <span>
          {/* The space keeps the visible text ("Period Daily") inside the accessible name (WCAG 2.5.3). */}
          <MenuLabel aria-hidden="true">{label}</MenuLabel> {selected?.label}
        </span>
      </MenuButton>
      <MenuPopover UNSTABLE_portalContainer={container ?? undefined} offset={2}>
        {/* Named "Period", as the button would name it without its value. */}
        <List render={(props) => <div {...props} aria-labelledby={undefined} aria-label={label} />}>
          {/* All entries exist only while open: a settings panel holds dozens of menus of up to a
                  hundred entries, and a closed one needs only its value (React Aria opens no empty list).
                  Nor do the closed button's keys choose unseen: typing there stays the workbench's symbol
                  hotkey, and the left and right arrows find no neighbour to switch to. */}
          {runsOf(open || !selected ? options : [selected]).map((run) =>
            run.group === undefined ? (
              run.entries.map(entry)
            ) : (
              <ListBoxSection key={`group-${run.group}-${run.entries[0]?.value}`}>
                <GroupHeading>{run.group}</GroupHeading>
                {run.entries.map(entry)}
              </ListBoxSection>
            ),
          )}
        </List>
      </MenuPopover>
    </MenuWrap>
  );
}
