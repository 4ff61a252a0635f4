import { priceAlertsUsage } from '@chartbench/core';
import { useModes, useModesActions, useWorkbench } from '../../WorkbenchProvider/WorkbenchProvider';
import { AdvancedAlerts } from '../AdvancedAlerts/AdvancedAlerts';
import { Notifications } from '../Notifications/Notifications';
import { PredefinedAlerts } from '../PredefinedAlerts/PredefinedAlerts';
import { PriceAlerts } from '../PriceAlerts/PriceAlerts';

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

/** Predefined Alerts connected to the modes store (spec 3 §2.5): each alert's button charts its symbol. */
export function WiredPredefinedAlerts() {
  const table = useModes((state) => state.alerts.predefined);
  const { loadAlertSymbol } = useModesActions();
  return <PredefinedAlerts load={table.load} lastAlerts={table.lastAlerts} onLoadSymbol={loadAlertSymbol} />;
}

/**
 * The notifications at the top of the workbench, connected to the modes store (spec 3 §4-§9): the accepted
 * ones, at most two by severity; a dismissal hides one at once and the store records it.
 */
export function WiredNotifications() {
  const load = useModes((state) => state.alerts.notifications);
  const { dismissNotification } = useModesActions();
  return <Notifications load={load} onDismiss={(dismissal) => dismissNotification(dismissal.id)} />;
}
