import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
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
import { MenuButton, MenuEntry, MenuList } from '../Menu/index';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { ChartStylesMenuItems } from './ChartStylesMenu';
import { printChartImage } from './printChartImage';
import { Bar, Content, Row, StyleButton, Toggle } from './LowerBar.styles';

/** Props of {@link LowerBar}. */
export interface LowerBarProps {
  /** The page's width in pixels, for whether the bar starts open (spec 3 §2.13). */
  readonly bodyWidth: number;
  /** Prints the chart image; by default a blank window holding only the image is printed (spec 3 §7). */
  readonly print?: (imageUrl: string | null) => void;
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
  const open = chosenOpen ?? isLowerBarOpenByDefault(member !== null, bodyWidth);
  const disabled = upperBarDisabled(chart, { readOnlyChart: false });
  const buttons = styleButtonRow(slots);

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
              const chartStyles = action.id === 'chartStyles';
              return (
                <MenuButton
                  key={action.id}
                  label={action.title}
                  placement="top start"
                  button={<ActionButton as={Button}>{action.title} ▾</ActionButton>}
                  // The member's ChartStyles load when the menu first opens (spec 1 §4.4).
                  onOpenChange={(next) => next && chartStyles && void actions.loadChartStyles()}
                >
                  <MenuList>
                    {chartStyles ? (
                      <ChartStylesMenuItems />
                    ) : (
                      <>
                        <MenuEntry
                          id="addStyleButton"
                          isDisabled={!canAddStyleButton}
                          onAction={() => actions.openModal('chartStyleButton')}
                        >
                          Add StyleButton
                        </MenuEntry>
                        <MenuEntry
                          id="applyChartStyleToCharts"
                          onAction={() =>
                            actions.openModal(
                              'applyChartStyleToCharts',
                              undefined,
                              saved ? { listNum: saved.listNum } : undefined,
                            )
                          }
                        >
                          Apply ChartStyle to Charts
                        </MenuEntry>
                        <MenuEntry id="addToChartList" onAction={() => actions.openModal('addToChartList')}>
                          Add to ChartList
                        </MenuEntry>
                        {saved && !savedReadOnly && (
                          <MenuEntry id="editChartName" onAction={() => actions.openModal('editChartName')}>
                            Rename Chart
                          </MenuEntry>
                        )}
                        <MenuEntry id="startTour" onAction={() => actions.openModal('startTour')}>
                          Interactive Tour
                        </MenuEntry>
                      </>
                    )}
                  </MenuList>
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
