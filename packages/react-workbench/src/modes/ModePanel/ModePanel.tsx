import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import {
  isLoggedIn,
  isModeEnabled,
  modeMenuGroups,
  selectMode,
  type Member,
  type ModeId,
} from '@chartbench/core';
import { Content, Group, GroupLabel, Lock, Menu, Panel, Tab, TabList } from './ModePanel.styles';
import { LockIcon } from '../../theme/LockIcon';

/** Props of {@link ModePanel}. */
export interface ModePanelProps {
  /** The mode shown now. */
  readonly activeMode: ModeId;
  /** Called with a mode the member may switch to (spec 3 §2.2). */
  readonly onSelectMode: (mode: ModeId) => void;
  /** Called when a visitor picks a members-only mode: open the create-account dialog. */
  readonly onCreateAccount: () => void;
  /** The member, or null when logged out. */
  readonly member: Member | null;
  /** Whether the chart's symbol was found; some modes do nothing without it. */
  readonly symbolFound: boolean;
  /** The active mode's content; or use `renderMode`. */
  readonly children?: ReactNode;
  /** Renders the content of a mode; used when `children` is absent. */
  readonly renderMode?: (mode: ModeId) => ReactNode;
}

/**
 * The panel below the chart (spec 3 §2.2): the mode groups as tab lists, and the active mode's content.
 * A visitor choosing a members-only mode is sent to create an account and the mode stays; a mode that needs
 * a found symbol is marked unavailable and does nothing while the symbol is not found.
 */
export function ModePanel({
  activeMode,
  onSelectMode,
  onCreateAccount,
  member,
  symbolFound,
  children,
  renderMode,
}: ModePanelProps) {
  const baseId = useId();
  const tabId = (mode: ModeId) => `${baseId}-tab-${mode}`;
  const loggedIn = isLoggedIn(member);
  const groups = modeMenuGroups();
  const order = groups.flatMap((g) => g.modes.map((m) => m.id));

  const choose = (mode: ModeId) => {
    const selection = selectMode(mode, { member, symbolFound, currentMode: activeMode });
    if (selection.kind === 'switch') onSelectMode(selection.mode);
    else if (selection.kind === 'createAccount') onCreateAccount();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, mode: ModeId) => {
    const index = order.indexOf(mode);
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    const target =
      event.key === 'Home'
        ? order[0]
        : event.key === 'End'
          ? order.at(-1)
          : step
            ? order[(index + step + order.length) % order.length]
            : undefined;
    if (!target) return;
    event.preventDefault();
    document.getElementById(tabId(target))?.focus();
  };

  return (
    <Panel aria-label="Panel below the chart">
      <Menu>
        {groups.map(({ group, modes }) => (
          <Group key={group}>
            <GroupLabel id={`${baseId}-${group.replace(/\W/g, '')}`}>{group}</GroupLabel>
            <TabList role="tablist" aria-labelledby={`${baseId}-${group.replace(/\W/g, '')}`}>
              {modes.map((mode) => {
                const enabled = isModeEnabled(mode, symbolFound);
                const locked = mode.isMembersOnly && !loggedIn;
                return (
                  <Tab
                    key={mode.id}
                    id={tabId(mode.id)}
                    type="button"
                    role="tab"
                    aria-selected={mode.id === activeMode}
                    aria-controls={`${baseId}-panel`}
                    aria-disabled={!enabled || undefined}
                    tabIndex={mode.id === activeMode ? 0 : -1}
                    title={!enabled ? 'Unavailable for this symbol' : locked ? 'Members only' : undefined}
                    onClick={() => choose(mode.id)}
                    onKeyDown={(event) => onKeyDown(event, mode.id)}
                  >
                    {mode.title}
                    {locked && (
                      <Lock>
                        <LockIcon />
                      </Lock>
                    )}
                  </Tab>
                );
              })}
            </TabList>
          </Group>
        ))}
      </Menu>
      <Content id={`${baseId}-panel`} role="tabpanel" aria-labelledby={tabId(activeMode)}>
        {children ?? renderMode?.(activeMode)}
      </Content>
    </Panel>
  );
}
