import type { ModalId } from '@chartbench/core';
import { upperBarDisabled } from '@chartbench/core';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { ActionButton, Group } from './ChartActions.styles';

/** Props of {@link ChartActions}. */
export interface ChartActionsProps {
  /** The viewed saved chart is in a read-only ChartList (its Delete is disabled). */
  readonly readOnlyChart?: boolean;
}

const BUTTONS: readonly { key: 'save' | 'createAlert' | 'delete'; label: string; modal: ModalId }[] = [
  { key: 'save', label: 'Save', modal: 'saveChart' },
  { key: 'createAlert', label: 'Create Alert', modal: 'createPriceAlert' },
  { key: 'delete', label: 'Delete', modal: 'deleteChart' },
];

/**
 * The chart actions of the upper bar with the disabled states of spec 3 §5 (core's `upperBarDisabled`). Each
 * opens its dialog through the store, so a visitor gets the create-account dialog (spec 1 §2.3).
 */
export function ChartActions({ readOnlyChart = false }: ChartActionsProps) {
  const chart = useWorkbench((state) => state.chart);
  const actions = useWorkbenchActions();
  const disabled = upperBarDisabled(chart, { readOnlyChart });
  return (
    <Group role="group" aria-label="Chart actions">
      {BUTTONS.map(({ key, label, modal }) => (
        <ActionButton key={key} type="button" disabled={disabled[key]} onClick={() => actions.openModal(modal)}>
          {label}
        </ActionButton>
      ))}
    </Group>
  );
}
