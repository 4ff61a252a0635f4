import { priceAlertLatestClose, priceAlertsUsage } from '@chartbench/core';
import {
  useModes,
  useWorkbench,
  useWorkbenchActions,
  useWorkbenchInstance,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { useLimits, useOrFail, type WiredDialogProps } from '../shared/wiring';
import { CreatePriceAlertDialog } from './CreatePriceAlertDialog';

/** Create price alert wired to the store: the latest close (the host's, else the inspector's or Symbol Summary's) and the alert count. */
export function WiredCreatePriceAlert({ close, options }: WiredDialogProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const workbench = useWorkbenchInstance();
  const symbol = useWorkbench((state) => state.chart.symbol);
  const inspector = useWorkbench((state) => state.inspector);
  const alerts = useModes((state) => state.alerts);
  const summaryLoad = useModes((state) => state.market.symbolSummary);
  const limits = useLimits();
  const summary =
    summaryLoad?.status === 'loaded' && summaryLoad.data
      ? { symbol: summaryLoad.symbol, close: summaryLoad.data.close }
      : null;
  const latestClose = options.latestClose
    ? options.latestClose()
    : priceAlertLatestClose(symbol, inspector.status === 'ready' ? inspector.data.bars : null, summary);
  const count = options.priceAlertCount
    ? options.priceAlertCount()
    : priceAlertsUsage(alerts, workbench.getState()).used;
  return (
    <CreatePriceAlertDialog
      symbol={symbol}
      latestClose={latestClose}
      alertCount={count}
      maxPriceAlerts={limits.maxPriceAlerts}
      onSubmit={(values) => orFail(actions.createPriceAlert(values))}
      onClose={close}
    />
  );
}
