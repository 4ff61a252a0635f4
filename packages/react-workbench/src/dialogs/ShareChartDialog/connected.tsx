import { useWorkbenchActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { browserPageUrl, type WiredDialogProps } from '../shared/wiring';
import { ShareChartDialog } from './ShareChartDialog';

/** Link To Chart wired to the store: the chart's long link from the page address, shortened, copied with a toast. */
export function WiredLinkToChart({ close, options }: WiredDialogProps) {
  const actions = useWorkbenchActions();
  const pageUrl = options.pageUrl ?? browserPageUrl;
  return (
    <ShareChartDialog
      createLongUrl={() => actions.createChartLink(pageUrl())}
      shortenUrl={(longUrl) => actions.shortenChartLink(longUrl)}
      {...(options.copyText ? { copyText: options.copyText } : {})}
      onCopied={(toast) => actions.showToast(toast.color, toast.message)}
      onClose={close}
    />
  );
}
