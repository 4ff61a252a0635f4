import { priceAlertsUsage } from '@chartbench/core';
import { useModes, useModesActions, useWorkbench } from '../../WorkbenchProvider/WorkbenchProvider';
import { PriceAlerts } from './PriceAlerts';

/**
 * Price Alerts connected to the modes store (spec 3 §2.4, §4): loaded and refreshed while shown, usage against
 * the member's maximum, start/pause and delete with their failure messages.
 */
export function WiredPriceAlerts() {
  const table = useModes((state) => state.alerts.price);
  const alerts = useModes((state) => state.alerts);
  const member = useWorkbench((state) => state.member);
  const memberData = useWorkbench((state) => state.memberData);
  const { toggleAlert, deleteAlert } = useModesActions();
  return (
    <PriceAlerts
      load={table.load}
      lastAlerts={table.lastAlerts}
      usage={priceAlertsUsage(alerts, { member, memberData })}
      actionError={table.actionError}
      busy={table.busy}
      onToggle={toggleAlert}
      onDelete={(recid) => deleteAlert('price', recid)}
    />
  );
}
