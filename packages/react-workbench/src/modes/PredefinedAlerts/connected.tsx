import { useModes, useModesActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { PredefinedAlerts } from './PredefinedAlerts';

/** Predefined Alerts connected to the modes store (spec 3 §2.5): each alert's button charts its symbol. */
export function WiredPredefinedAlerts() {
  const table = useModes((state) => state.alerts.predefined);
  const { loadAlertSymbol } = useModesActions();
  return <PredefinedAlerts load={table.load} lastAlerts={table.lastAlerts} onLoadSymbol={loadAlertSymbol} />;
}
