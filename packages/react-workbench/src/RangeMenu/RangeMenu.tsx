import { RANGES } from '@chartbench/core';
import { OptionMenu } from '../OptionMenu/OptionMenu';
import type { MenuOption } from '../OptionMenu/OptionMenu';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';

const RANGE_OPTIONS: readonly MenuOption[] = RANGES.map((range) => ({ value: range.id, label: range.title }));

/** The range menu of the upper bar (spec 1 §3.2): choosing a range reloads the chart. */
export function RangeMenu() {
  const settings = useWorkbench((state) => state.chart.settings);
  const actions = useWorkbenchActions();
  return <OptionMenu label="Range" options={RANGE_OPTIONS} value={settings.range} onChange={(range) => actions.setRange(range)} />;
}
