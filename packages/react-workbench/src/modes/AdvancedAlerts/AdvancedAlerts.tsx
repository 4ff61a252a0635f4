import {
  ADVANCED_ALERT_WORKBENCH_URL,
  advancedAlertToggle,
  advancedAlertUrl,
  alertsEmptyState,
  alertsView,
  type AdvancedAlert,
  type AlertToggleRequest,
  type Load,
} from '@chartbench/core';
import { AlertDelete, AlertToggle } from '../shared/AlertActions';
import { AlertsFrame } from '../shared/AlertsFrame';
import { Table, TableScroll, TextLink, VisuallyHidden } from '../shared/shared.styles';

/** Props of {@link AdvancedAlerts}. */
export interface AdvancedAlertsProps {
  readonly load: Load<readonly AdvancedAlert[]>;
  /** The rows last shown, kept below a load failure. */
  readonly lastAlerts?: readonly AdvancedAlert[];
  /** The message of a failed toggle or delete. */
  readonly actionError?: string | null;
  readonly busy?: boolean;
  /** Called with alertType 2 (pause) or 4 (start). */
  readonly onToggle: (request: AlertToggleRequest) => void;
  /** Called after the member confirms the delete. */
  readonly onDelete: (recid: number) => void;
}

/**
 * Advanced Alerts mode (spec 3 §2.3): Alert Name (opening /h-al/al?act=LOAD&favScans={recid} in a new tab),
 * Last Triggered, Message, Status, play/pause and delete; the header link to the alert workbench; and the
 * 'Create Your First Alert!' empty state.
 */
export function AdvancedAlerts({
  load,
  lastAlerts,
  actionError,
  busy,
  onToggle,
  onDelete,
}: AdvancedAlertsProps) {
  return (
    <AlertsFrame
      title="Advanced Alerts"
      headerLink={{ label: 'Advanced Alert Workbench', href: ADVANCED_ALERT_WORKBENCH_URL }}
      view={alertsView('advanced', load, lastAlerts)}
      empty={alertsEmptyState('advanced')}
      actionError={actionError}
      renderTable={(alerts) => (
        <TableScroll>
          <Table aria-label="Advanced Alerts">
            <thead>
              <tr>
                <th>Alert Name</th>
                <th style={{ width: 100 }}>Last Triggered</th>
                <th>Message</th>
                <th>Status</th>
                <th style={{ width: 45 }}>
                  <VisuallyHidden>Play or pause</VisuallyHidden>
                </th>
                <th style={{ width: 45 }}>
                  <VisuallyHidden>Delete</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {alerts.map((alert) => (
                <tr key={alert.recid}>
                  <td>
                    <TextLink href={advancedAlertUrl(alert.recid)} target="_blank" rel="noopener noreferrer">
                      {alert.name}
                    </TextLink>
                  </td>
                  <td>{alert.lastFiredDateString}</td>
                  <td>{alert.notes}</td>
                  <td>{alert.status}</td>
                  <td>
                    <AlertToggle
                      alert={alert}
                      disabled={busy}
                      onToggle={() => onToggle(advancedAlertToggle(alert))}
                    />
                  </td>
                  <td>
                    <AlertDelete alert={alert} disabled={busy} onDelete={() => onDelete(alert.recid)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    />
  );
}
