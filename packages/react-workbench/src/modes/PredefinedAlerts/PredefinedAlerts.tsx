import {
  PREDEFINED_ALERTS_SUMMARY_URL,
  alertsEmptyState,
  alertsView,
  type Load,
  type PredefinedAlert,
} from '@chartbench/core';
import { AlertsFrame } from '../shared/AlertsFrame';
import { SmallButton, Table, TableScroll, VisuallyHidden } from '../shared/shared.styles';
import { Bearish } from './PredefinedAlerts.styles';

/** Props of {@link PredefinedAlerts}. */
export interface PredefinedAlertsProps {
  readonly load: Load<readonly PredefinedAlert[]>;
  readonly lastAlerts?: readonly PredefinedAlert[];
  /** Loads the alert's symbol into the chart (spec 3 §2.5). */
  readonly onLoadSymbol: (symbol: string) => void;
}

/**
 * Predefined Alerts mode (spec 3 §2.5): alert name and last triggered time in US Eastern, a link to the
 * predefined alerts summary page, a button loading each alert's symbol into the chart, and 'No Alerts Found'.
 */
export function PredefinedAlerts({ load, lastAlerts, onLoadSymbol }: PredefinedAlertsProps) {
  return (
    <AlertsFrame
      title="Predefined Alerts"
      headerLink={{ label: 'Predefined Alerts Summary', href: PREDEFINED_ALERTS_SUMMARY_URL }}
      view={alertsView('predefined', load, lastAlerts)}
      empty={alertsEmptyState('predefined')}
      renderTable={(alerts) => (
        <TableScroll>
          <Table aria-label="Predefined Alerts">
            <thead>
              <tr>
                <th>Alert Name</th>
                <th>Last Triggered (ET)</th>
                <th>
                  <VisuallyHidden>Load symbol</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {alerts.map((alert) => (
                <tr key={alert.recid}>
                  <td>
                    {alert.alertName}
                    {alert.isBearish && <Bearish> (bearish)</Bearish>}
                  </td>
                  <td>{alert.lastAlertDateString}</td>
                  <td>
                    <SmallButton type="button" onClick={() => onLoadSymbol(alert.symbol)}>
                      Load {alert.symbol}
                    </SmallButton>
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
