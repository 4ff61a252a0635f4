import type { SiteLink } from '@chartbench/core';
import {
  HELP_LINKS,
  isSavedChartReadOnly,
  itemsOf,
  saveChartVariant,
  selectSaveButtonLook,
  upperBarDisabled,
} from '@chartbench/core';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { ActionButton, Check, CheckLabel, Group, SaveButton, ToggleButton } from './ChartActions.styles';
import { HelpMenu } from './HelpMenu';

/** Props of {@link ChartActions}. */
export interface ChartActionsProps {
  /** The help menu's links; the product's help pages when omitted (a host adds its help centre here). */
  readonly helpLinks?: readonly SiteLink[];
}

/**
 * The chart actions of the upper bar (spec 3 §2.13): Save (grey with a check only on a viewed saved chart
 * without changes, green otherwise), Save As, Annotate, Inspect, Delete, the Auto-Size Charts checkbox, Workbench Preferences and help,
 * with the disabled states of spec 3 §5 (core's `upperBarDisabled`). Dialogs open through the store, so a
 * visitor gets the create-account dialog (spec 1 §2.3). Annotate opens annotation mode (spec 2 §4).
 */
export function ChartActions({ helpLinks = HELP_LINKS }: ChartActionsProps) {
  const chart = useWorkbench((state) => state.chart);
  const savedChart = useWorkbench((state) => state.savedChart);
  const lists = useWorkbench((state) => itemsOf(state.memberData.chartLists));
  const unsaved = useWorkbench(selectSaveButtonLook) === 'unsaved';
  const preferences = useWorkbench((state) => state.preferences);
  const actions = useWorkbenchActions();
  const readOnlyChart = isSavedChartReadOnly(savedChart, lists);
  const disabled = upperBarDisabled(chart, { readOnlyChart });
  const saveVariant = saveChartVariant(savedChart, lists);
  return (
    <Group role="group" aria-label="Chart actions">
      <SaveButton
        type="button"
        $unsaved={unsaved}
        disabled={disabled.save}
        aria-description={unsaved ? 'Unsaved changes' : 'No unsaved changes'}
        onClick={() => actions.openModal('saveChart', saveVariant)}
      >
        {!unsaved && <Check aria-hidden="true">✓</Check>}
        Save
      </SaveButton>
      <ActionButton
        type="button"
        disabled={disabled.save}
        onClick={() => actions.openModal('saveChart', 'saveAsNewChart')}
      >
        Save As
      </ActionButton>
      <ActionButton type="button" disabled={disabled.annotate} onClick={() => void actions.openAnnotation()}>
        Annotate
      </ActionButton>
      <ToggleButton
        type="button"
        aria-pressed={preferences.inspector}
        disabled={preferences.autoSize}
        title={preferences.autoSize ? 'Turn Auto-Size Charts off to inspect' : undefined}
        onClick={() => actions.setInspector(!preferences.inspector)}
      >
        Inspect
      </ToggleButton>
      <ActionButton type="button" disabled={disabled.delete} onClick={() => actions.openModal('deleteChart')}>
        Delete
      </ActionButton>
      <CheckLabel>
        <input
          type="checkbox"
          checked={preferences.autoSize}
          onChange={(event) => actions.setAutoSize(event.target.checked)}
        />
        Auto-Size Charts
      </CheckLabel>
      <ActionButton type="button" onClick={() => actions.openModal('workbenchPreferences')}>
        Workbench Preferences
      </ActionButton>
      <HelpMenu links={helpLinks} />
    </Group>
  );
}
