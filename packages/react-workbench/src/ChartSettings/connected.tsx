import { canApplyStyleToAll } from '@chartbench/core';
import { useModesActions, useWorkbench } from '../WorkbenchProvider/WorkbenchProvider';
import { ChartSettings } from './ChartSettings';

/** Props of the list modes: today, for date rules (the store's clock decides when omitted). */
export interface ListModeProps {
  readonly today?: string;
}

/** Chart Settings, the default mode, with Apply ChartStyle to All offered when the viewed saved chart's list allows it. */
export function WiredChartSettings({ today }: ListModeProps) {
  const canApplyToAll = useWorkbench((state) =>
    canApplyStyleToAll(state.member, state.savedChart, state.memberData),
  );
  const { applyStyleToAll } = useModesActions();
  return (
    <ChartSettings
      canApplyToAll={canApplyToAll}
      onApplyToAll={() => void applyStyleToAll()}
      {...(today === undefined ? {} : { today })}
    />
  );
}
