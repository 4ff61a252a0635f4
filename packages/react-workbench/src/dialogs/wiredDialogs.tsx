import type { ModalId } from '@chartbench/core';
import { useMemo } from 'react';
import { BUILT_IN_DIALOGS, type DialogRegistry, type ModalRenderer } from '../ModalHost/ModalHost';
import { lazyNamed } from '../lazyNamed';
import type { WiredDialogsOptions } from './shared/wiring';

// The member dialogs load when one first opens (ModalHost renders them inside a Suspense boundary).
const WiredAddToChartList = lazyNamed(() =>
  import('./AddToChartListDialog/connected').then((m) => m.WiredAddToChartList),
);
const WiredApplyStyle = lazyNamed(() =>
  import('./ApplyStyleDialog/connected').then((m) => m.WiredApplyStyle),
);
const WiredCreateChartList = lazyNamed(() =>
  import('./CreateChartListDialog/connected').then((m) => m.WiredCreateChartList),
);
const WiredCreatePriceAlert = lazyNamed(() =>
  import('./CreatePriceAlertDialog/connected').then((m) => m.WiredCreatePriceAlert),
);
const WiredDeleteChart = lazyNamed(() => import('./DeleteDialog/connected').then((m) => m.WiredDeleteChart));
const WiredDeleteChartStyle = lazyNamed(() =>
  import('./DeleteDialog/connected').then((m) => m.WiredDeleteChartStyle),
);
const WiredChartName = lazyNamed(() => import('./EditNameDialog/connected').then((m) => m.WiredChartName));
const WiredChartStyleName = lazyNamed(() =>
  import('./EditNameDialog/connected').then((m) => m.WiredChartStyleName),
);
const WiredEmailChart = lazyNamed(() =>
  import('./EmailChartDialog/connected').then((m) => m.WiredEmailChart),
);
const WiredSaveChart = lazyNamed(() => import('./SaveChartDialog/connected').then((m) => m.WiredSaveChart));
const WiredSaveChartStyle = lazyNamed(() =>
  import('./SaveChartStyleDialog/connected').then((m) => m.WiredSaveChartStyle),
);
const WiredLinkToChart = lazyNamed(() =>
  import('./ShareChartDialog/connected').then((m) => m.WiredLinkToChart),
);
const WiredStyleButton = lazyNamed(() =>
  import('./StyleButtonDialog/connected').then((m) => m.WiredStyleButton),
);

/**
 * Fetches the code of the member dialogs ahead of use (they load on demand): the Workbench calls it once the browser is
 * idle after the first view, so a later click finds them ready.
 */
export function preloadDialogs(): Promise<unknown> {
  return Promise.all([
    WiredAddToChartList.preload(),
    WiredApplyStyle.preload(),
    WiredCreateChartList.preload(),
    WiredCreatePriceAlert.preload(),
    WiredDeleteChart.preload(),
    WiredDeleteChartStyle.preload(),
    WiredChartName.preload(),
    WiredChartStyleName.preload(),
    WiredEmailChart.preload(),
    WiredSaveChart.preload(),
    WiredSaveChartStyle.preload(),
    WiredLinkToChart.preload(),
    WiredStyleButton.preload(),
  ]);
}

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
