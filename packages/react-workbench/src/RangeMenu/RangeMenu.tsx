import { useMemo } from 'react';
import { lockedMenu } from '@chartbench/core';
import { OptionMenu } from '../OptionMenu/OptionMenu';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';

/**
 * The range menu of the upper bar (spec 1 §3.2): choosing a range reloads the chart. Entries the member may not
 * use carry a lock; choosing one opens the create-account or upgrade dialog (spec 2 §6).
 */
export function RangeMenu() {
  const range = useWorkbench((state) => state.chart.settings.range);
  const member = useWorkbench((state) => state.member);
  const actions = useWorkbenchActions();
  const options = useMemo(() => lockedMenu(member, { kind: 'range' }), [member]);
  return (
    <OptionMenu
      label="Range"
      options={options}
      value={range}
      onChange={actions.setRange}
      onLockedChoice={actions.setRange}
    />
  );
}
