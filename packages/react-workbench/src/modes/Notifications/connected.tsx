import { useModes, useModesActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { Notifications } from './Notifications';

/**
 * The notifications at the top of the workbench, connected to the modes store (spec 3 §4-§9): the accepted
 * ones, at most two by severity; a dismissal hides one at once and the store records it.
 */
export function WiredNotifications() {
  const load = useModes((state) => state.alerts.notifications);
  const { dismissNotification } = useModesActions();
  return <Notifications load={load} onDismiss={(dismissal) => dismissNotification(dismissal.id)} />;
}
