import { useWorkbench, useWorkbenchActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { browserPageUrl, type WiredDialogProps } from '../shared/wiring';
import { EmailChartDialog } from './EmailChartDialog';

/** Email Chart wired to the store: the viewed symbol and image, sent through the store with the page address. */
export function WiredEmailChart({ close, options }: WiredDialogProps) {
  const actions = useWorkbenchActions();
  const symbol = useWorkbench((state) => state.chart.symbol);
  const imageUrl = useWorkbench((state) => state.chart.imageUrl);
  const pageUrl = options.pageUrl ?? browserPageUrl;
  return (
    <EmailChartDialog
      symbol={symbol}
      imageUrl={imageUrl}
      onSend={(fields) => actions.emailChart(fields, pageUrl())}
      onFinished={(toast) => actions.showToast(toast.color, toast.message)}
      onClose={close}
    />
  );
}
