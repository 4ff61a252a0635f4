import { useModes, useModesActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { AdvancedAlerts } from './AdvancedAlerts';

/** Advanced Alerts connected to the modes store (spec 3 §2.3, §4): alertType 2 pauses, 4 starts. */
export function WiredAdvancedAlerts() {
  const table = useModes((state) => state.alerts.advanced);
  const { toggleAlert, deleteAlert } = useModesActions();
  return (
    <AdvancedAlerts
      load={table.load}
      lastAlerts={table.lastAlerts}
      actionError={table.actionError}
      busy={table.busy}
      onToggle={toggleAlert}
      onDelete={(recid) => deleteAlert('advanced', recid)}
    />
  );
}
