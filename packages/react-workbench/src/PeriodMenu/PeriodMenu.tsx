import { PERIODS } from '@chartbench/core';
import { OptionMenu } from '../OptionMenu/OptionMenu';
import type { MenuOption } from '../OptionMenu/OptionMenu';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';

const PERIOD_OPTIONS: readonly MenuOption[] = PERIODS.map((period) => ({
  value: period.value,
  label: period.title,
  dividerBefore: period.hasDividerBefore,
}));

/** The period menu of the upper bar (spec 1 §3.1): choosing a period reloads the chart. */
export function PeriodMenu() {
  const settings = useWorkbench((state) => state.chart.settings);
  const actions = useWorkbenchActions();
  return (
    <OptionMenu
      label="Period"
      options={PERIOD_OPTIONS}
      value={settings.period}
      onChange={actions.setPeriod}
    />
  );
}
