import {
  PRICE_ALERT_WORKBENCH_URL,
  alertUsageText,
  alertsEmptyState,
  alertsView,
  formatPrice,
  priceAlertToggle,
  priceAlertUrl,
  type AlertToggleRequest,
  type Load,
  type PriceAlert,
} from '@chartbench/core';
import { AlertDelete, AlertToggle } from '../shared/AlertActions';
import { AlertsFrame } from '../shared/AlertsFrame';
import { Table, TableScroll, TextLink, VisuallyHidden } from '../shared/shared.styles';
import { Usage } from './PriceAlerts.styles';

/** Props of {@link PriceAlerts}. */
export interface PriceAlertsProps {
  readonly load: Load<readonly PriceAlert[]>;
  /** The rows last shown, kept below a load failure. */
  readonly lastAlerts?: readonly PriceAlert[];
  /** Alerts used and the member's maximum (-1 unknown). */
  readonly usage: { readonly used: number; readonly max: number };
  /** The message of a failed toggle or delete. */
  readonly actionError?: string | null;
  /** Row actions wait while a change is in flight. */
  readonly busy?: boolean;
  readonly onToggle: (request: AlertToggleRequest) => void;
  /** Called after the member confirms the delete. */
  readonly onDelete: (recid: number) => void;
}

/**
 * Price Alerts mode (spec 3 §2.4): the header link to the price alert workbench, usage 'used of max', and the
 * table of Alert Name (opening the workbench at the alert in a new tab), Last Triggered, Last Price, Delta,
 * Message, Status, pause/start and delete; with its loading, failure and empty states.
 */
export function PriceAlerts({
  load,
  lastAlerts,
  usage,
  actionError,
  busy,
  onToggle,
  onDelete,
}: PriceAlertsProps) {
  return (
    <AlertsFrame
      title="Price Alerts"
      headerLink={{ label: 'Price Alert Workbench', href: PRICE_ALERT_WORKBENCH_URL }}
      view={alertsView('price', load, lastAlerts)}
      empty={alertsEmptyState('price')}
      aside={<Usage aria-label="Price alerts used">{alertUsageText(usage.used, usage.max)}</Usage>}
      actionError={actionError}
      renderTable={(alerts) => (
        <TableScroll>
          <Table aria-label="Price Alerts">
            <thead>
              <tr>
                <th>Alert Name</th>
                <th style={{ width: 100 }}>Last Triggered</th>
                <th data-numeric="true">Last Price</th>
                <th data-numeric="true">Delta</th>
                <th>Message</th>
                <th>Status</th>
                <th style={{ width: 45 }}>
                  <VisuallyHidden>Pause or start</VisuallyHidden>
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
                    <TextLink href={priceAlertUrl(alert.recid)} target="_blank" rel="noopener noreferrer">
                      {alert.name}
                    </TextLink>
                  </td>
                  <td>{alert.lastFiredDateString}</td>
                  <td data-numeric="true">{formatPrice(alert.price)}</td>
                  <td data-numeric="true">{formatPrice(alert.delta)}</td>
                  <td>{alert.notes}</td>
                  <td>{alert.status}</td>
                  <td>
                    <AlertToggle
                      alert={alert}
                      disabled={busy}
                      onToggle={() => onToggle(priceAlertToggle(alert))}
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
