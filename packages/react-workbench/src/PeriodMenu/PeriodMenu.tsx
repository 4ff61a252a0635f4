import { useMemo } from 'react';
import { lockedMenu, selectIsCryptoSymbol } from '@chartbench/core';
import { OptionMenu } from '../OptionMenu/OptionMenu';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';

/**
 * The period menu of the upper bar (spec 1 §3.1): choosing a period reloads the chart. Only the periods of the
 * symbol's kind are offered (crypto or not, spec 3 §5). Entries the member may not use carry a lock; choosing one opens the create-account or upgrade dialog (spec 2 §6).
 */
export function PeriodMenu() {
  const period = useWorkbench((state) => state.chart.settings.period);
  const member = useWorkbench((state) => state.member);
  const isCrypto = useWorkbench(selectIsCryptoSymbol);
  const actions = useWorkbenchActions();
  const options = useMemo(() => lockedMenu(member, { kind: 'period', isCrypto }), [member, isCrypto]);
  return (
    <OptionMenu
      label="Period"
      options={options}
      value={period}
      onChange={actions.setPeriod}
      onLockedChoice={actions.setPeriod}
    />
  );
}
