import type { ModalId } from '@chartbench/core';
import { useMemo } from 'react';
import { BUILT_IN_DIALOGS, type DialogRegistry, type ModalRenderer } from '../ModalHost/ModalHost';
import { WiredAddToChartList } from './AddToChartListDialog/connected';
import { WiredApplyStyle } from './ApplyStyleDialog/connected';
import { WiredCreateChartList } from './CreateChartListDialog/connected';
import { WiredCreatePriceAlert } from './CreatePriceAlertDialog/connected';
import { WiredDeleteChart, WiredDeleteChartStyle } from './DeleteDialog/connected';
import { WiredChartName, WiredChartStyleName } from './EditNameDialog/connected';
import { WiredEmailChart } from './EmailChartDialog/connected';
import { WiredSaveChart } from './SaveChartDialog/connected';
import { WiredSaveChartStyle } from './SaveChartStyleDialog/connected';
import { WiredLinkToChart } from './ShareChartDialog/connected';
import type { WiredDialogsOptions } from './shared/wiring';
import { WiredStyleButton } from './StyleButtonDialog/connected';

export type { WiredDialogsOptions } from './shared/wiring';

/** The modal ids whose dialogs need the member's data: every id the built-ins leave. */
type DataModalId = Exclude<ModalId, keyof typeof BUILT_IN_DIALOGS>;

/**
 * The member dialogs wired to the store, over the built-ins, as ModalHost's registry (spec 3 §2.14, §4): save
 * chart, save ChartStyle, create ChartList, create price alert, edit chart and ChartStyle names, delete chart and
 * ChartStyle, the StyleButton dialog, Link To Chart (Share Chart), Email Chart, Add To ChartList and Apply
 * ChartStyle To Charts. Each opens on the store's member data and submits through the store's write actions,
 * which show the toasts. Every modal id of core's catalogue has its dialog here: the compiler checks it.
 *
 * @example <ModalHost dialogs={useWiredDialogs()} />
 */
export function useWiredDialogs(options: WiredDialogsOptions = {}): DialogRegistry {
  const { chartStyleTarget, latestClose, priceAlertCount, styleButtonSlot, pageUrl, copyText } = options;
  return useMemo(() => {
    const held: WiredDialogsOptions = {
      ...(chartStyleTarget ? { chartStyleTarget } : {}),
      ...(latestClose ? { latestClose } : {}),
      ...(priceAlertCount ? { priceAlertCount } : {}),
      ...(styleButtonSlot ? { styleButtonSlot } : {}),
      ...(pageUrl ? { pageUrl } : {}),
      ...(copyText ? { copyText } : {}),
    };
    const wired = {
      saveChart: (props) => <WiredSaveChart {...props} />,
      saveChartStyle: (props) => <WiredSaveChartStyle {...props} />,
      createChartList: (props) => <WiredCreateChartList {...props} />,
      createPriceAlert: (props) => <WiredCreatePriceAlert {...props} options={held} />,
      editChartName: (props) => <WiredChartName {...props} />,
      deleteChart: (props) => <WiredDeleteChart {...props} />,
      editChartStyleName: (props) => <WiredChartStyleName {...props} options={held} />,
      deleteChartStyle: (props) => <WiredDeleteChartStyle {...props} options={held} />,
      chartStyleButton: (props) => <WiredStyleButton {...props} options={held} />,
      linkToChart: (props) => <WiredLinkToChart {...props} options={held} />,
      emailChart: (props) => <WiredEmailChart {...props} options={held} />,
      addToChartList: (props) => <WiredAddToChartList {...props} />,
      applyChartStyleToCharts: (props) => <WiredApplyStyle {...props} />,
    } satisfies Record<DataModalId, ModalRenderer>;
    return { ...BUILT_IN_DIALOGS, ...wired };
  }, [chartStyleTarget, latestClose, priceAlertCount, styleButtonSlot, pageUrl, copyText]);
}
