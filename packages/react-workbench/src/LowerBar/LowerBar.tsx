import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import {
  LOWER_BAR_ACTIONS,
  isLowerBarOpenByDefault,
  isSavedChartReadOnly,
  itemsOf,
  lowerBarEffect,
  selectCanAddStyleButton,
  styleButtonRow,
  upperBarDisabled,
} from '@chartbench/core';
import { ActionButton } from '../ChartActions/ChartActions.styles';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { ChartStylesMenuItems } from './ChartStylesMenu';
import { printChartImage } from './printChartImage';
import { Bar, Content, Menu, MenuAnchor, MenuItem, Row, StyleButton, Toggle } from './LowerBar.styles';

/** Props of {@link LowerBar}. */
export interface LowerBarProps {
  /** The page's width in pixels, for whether the bar starts open (spec 3 §2.13). */
  readonly bodyWidth: number;
  /** Prints the chart image; by default a blank window holding only the image is printed (spec 3 §7). */
  readonly print?: (imageUrl: string | null) => void;
}

type MenuId = 'chartStyles' | 'more';

/** A menu button with its popup menu; closes on Escape, a choice, or a click outside. */
/**
 * The keyboard in an open menu: the arrows, Home and End move between its entries, Enter or Space chooses the
 * focused one (as a click does).
 */
function menuKey(event: KeyboardEvent<HTMLDivElement>, menu: HTMLDivElement | null) {
  const entries = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const at = entries.indexOf(document.activeElement as HTMLElement);
  const moves: Record<string, () => number> = {
    ArrowDown: () => Math.min(entries.length - 1, at + 1),
    ArrowUp: () => Math.max(0, at - 1),
    Home: () => 0,
    End: () => entries.length - 1,
  };
  const move = moves[event.key];
  if (move) {
    event.preventDefault();
    entries[move()]?.focus();
  } else if ((event.key === 'Enter' || event.key === ' ') && at >= 0) {
    event.preventDefault();
    entries[at]?.click();
  }
}

function MenuButton({
  label,
  open,
  onToggle,
  children,
}: {
  label: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // The open menu takes the focus; its entries may still be loading, so the arrows then find them.
  useEffect(() => {
    if (open) menu.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!anchor.current?.contains(event.target as Node)) onToggle(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open, onToggle]);
  return (
    <MenuAnchor
      ref={anchor}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        onToggle(false);
        button.current?.focus();
      }}
    >
      <ActionButton
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onToggle(!open)}
      >
        {label} ▾
      </ActionButton>
      {open && (
        <Menu
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={(event) => menuKey(event, menu.current)}
        >
          {children}
        </Menu>
      )}
    </MenuAnchor>
  );
}

/**
 * The lower tool bar (spec 3 §2.13): ChartStyles menu, Save ChartStyle, Set As Default, Create Alert, Link To
 * Chart, Print, Share and More, then the member's StyleButtons (up to 12; Ctrl+1..9; a right click edits one). The
 * ChartStyles menu applies a style, or renames, deletes or puts a StyleButton on it; More adds a StyleButton, applies
 * a style to a list's charts, adds the symbol to a list, renames the viewed saved chart and starts the tour. Open by default for
 * visitors on wide screens, collapsed at 767 px or less; a button toggles it with a 350 ms slide.
 */
export function LowerBar({ bodyWidth, print = printChartImage }: LowerBarProps) {
  const member = useWorkbench((state) => state.member);
  const chart = useWorkbench((state) => state.chart);
  const slots = useWorkbench((state) => state.memberData.styleButtons);
  const saved = useWorkbench((state) => state.savedChart);
  const savedReadOnly = useWorkbench((state) =>
    isSavedChartReadOnly(state.savedChart, itemsOf(state.memberData.chartLists)),
  );
  const canAddStyleButton = useWorkbench(selectCanAddStyleButton);
  const actions = useWorkbenchActions();
  const contentId = useId();
  const [chosenOpen, setChosenOpen] = useState<boolean | null>(null);
  const [menu, setMenu] = useState<MenuId | null>(null);
  const open = chosenOpen ?? isLowerBarOpenByDefault(member !== null, bodyWidth);
  const disabled = upperBarDisabled(chart, { readOnlyChart: false });
  const buttons = styleButtonRow(slots);
  const toggleMenu = (id: MenuId) => (next: boolean) => {
    setMenu(next ? id : null);
    if (next && id === 'chartStyles') void actions.loadChartStyles();
  };

  return (
    <Bar role="toolbar" aria-label="Chart style tools">
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setChosenOpen(!open)}
      >
        {open ? 'Hide chart tools' : 'Show chart tools'}
      </Toggle>
      <Content id={contentId} $open={open}>
        <Row>
          {LOWER_BAR_ACTIONS.map((action) => {
            const effect = lowerBarEffect(action.id);
            if (effect.kind === 'menu') {
              const id = action.id as MenuId;
              return (
                <MenuButton key={action.id} label={action.title} open={menu === id} onToggle={toggleMenu(id)}>
                  {id === 'chartStyles' ? (
                    <ChartStylesMenuItems close={() => setMenu(null)} />
                  ) : (
                    <>
                      <MenuItem
                        role="menuitem"
                        tabIndex={-1}
                        aria-disabled={!canAddStyleButton || undefined}
                        onClick={() =>
                          canAddStyleButton && (setMenu(null), actions.openModal('chartStyleButton'))
                        }
                      >
                        Add StyleButton
                      </MenuItem>
                      <MenuItem
                        role="menuitem"
                        tabIndex={-1}
                        onClick={() => (
                          setMenu(null),
                          actions.openModal(
                            'applyChartStyleToCharts',
                            undefined,
                            saved ? { listNum: saved.listNum } : undefined,
                          )
                        )}
                      >
                        Apply ChartStyle to Charts
                      </MenuItem>
                      <MenuItem
                        role="menuitem"
                        tabIndex={-1}
                        onClick={() => (setMenu(null), actions.openModal('addToChartList'))}
                      >
                        Add to ChartList
                      </MenuItem>
                      {saved && !savedReadOnly && (
                        <MenuItem
                          role="menuitem"
                          tabIndex={-1}
                          onClick={() => (setMenu(null), actions.openModal('editChartName'))}
                        >
                          Rename Chart
                        </MenuItem>
                      )}
                      <MenuItem
                        role="menuitem"
                        tabIndex={-1}
                        onClick={() => (setMenu(null), actions.openModal('startTour'))}
                      >
                        Interactive Tour
                      </MenuItem>
                    </>
                  )}
                </MenuButton>
              );
            }
            return (
              <ActionButton
                key={action.id}
                type="button"
                disabled={action.id === 'createAlert' && disabled.createAlert}
                onClick={() =>
                  effect.kind === 'print'
                    ? print(chart.imageUrl)
                    : actions.openModal(effect.modal, effect.variant)
                }
              >
                {action.title}
              </ActionButton>
            );
          })}
        </Row>
        {buttons.length > 0 && (
          <Row role="group" aria-label="StyleButtons">
            {buttons.map(({ slot, style, shortcut }) => (
              <StyleButton
                key={slot}
                type="button"
                title={shortcut ? `${style.name} (${shortcut})` : style.name}
                // The name starts with the label the button shows (WCAG 2.5.3), then says which style it applies.
                aria-label={`${style.buttonLabel}: ${style.name}`}
                aria-keyshortcuts={shortcut ? shortcut.replace('Ctrl', 'Control') : undefined}
                $background={style.buttonColor.hex}
                $color={style.buttonTextColor}
                onClick={() => void actions.applyStyleButton(slot)}
                // A right click edits the button on this slot (its dialog opens on the slot).
                onContextMenu={(event) => {
                  event.preventDefault();
                  actions.openModal('chartStyleButton', undefined, { slot });
                }}
              >
                {style.buttonLabel}
              </StyleButton>
            ))}
          </Row>
        )}
      </Content>
    </Bar>
  );
}
