import { useEffect } from 'react';
import { needsLatestQuote, priceAlertLatestClose, priceAlertsUsage } from '@chartbench/core';
import {
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
  useWorkbenchInstance,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { useLimits, useOrFail, type WiredDialogProps } from '../shared/wiring';
import { CreatePriceAlertDialog } from './CreatePriceAlertDialog';

/**
 * Create price alert wired to the store: the latest close (the host's, else the inspector's, Symbol Summary's or the
 * latest quote's, asked for only when the others have none) and the alert count.
 */
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
  const { loadAlertQuote } = useModesActions();
  const quote = useModes((state) => state.alerts.alertQuote);
  const bars = inspector.status === 'ready' ? inspector.data.bars : null;
  const askQuote = !options.latestClose && needsLatestQuote(symbol, bars, summary);
  useEffect(() => {
    if (askQuote) loadAlertQuote(symbol);
  }, [askQuote, loadAlertQuote, symbol]);
  const quoted = {
    symbol: quote.symbol,
    close: quote.close.status === 'loaded' ? quote.close.data : undefined,
  };
  const latestClose = options.latestClose
    ? options.latestClose()
    : priceAlertLatestClose(symbol, bars, summary, quoted);
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
