import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { useIsSSR } from 'react-aria';
import type { ModeId } from '@chartbench/core';
import {
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { WiredChartSettings } from '../../ChartSettings/connected';
import { TodayProvider } from '../../WorkbenchProvider/today';
import { lazyNamed } from '../../lazyNamed';
import { ModeStatus } from '../shared/ModeStatus';
import { ModePanel } from './ModePanel';

// Chart Settings, the mode shown first, is in the start-up bundle; the others load when first chosen.
const WiredAdvancedAlerts = lazyNamed(() =>
  import('../AdvancedAlerts/connected').then((m) => m.WiredAdvancedAlerts),
);
const WiredChartComments = lazyNamed(() =>
  import('../ChartComments/connected').then((m) => m.WiredChartComments),
);
const WiredChartListLibrary = lazyNamed(() =>
  import('../ChartListLibrary/connected').then((m) => m.WiredChartListLibrary),
);
const WiredChartListSummary = lazyNamed(() =>
  import('../ChartListSummary/connected').then((m) => m.WiredChartListSummary),
);
const WiredChartStyleLibrary = lazyNamed(() =>
  import('../ChartStyleLibrary/connected').then((m) => m.WiredChartStyleLibrary),
);
const WiredHistoricalData = lazyNamed(() =>
  import('../HistoricalData/connected').then((m) => m.WiredHistoricalData),
);
const WiredOptions = lazyNamed(() => import('../Options/connected').then((m) => m.WiredOptions));
const WiredPredefinedAlerts = lazyNamed(() =>
  import('../PredefinedAlerts/connected').then((m) => m.WiredPredefinedAlerts),
);
const WiredPriceAlerts = lazyNamed(() => import('../PriceAlerts/connected').then((m) => m.WiredPriceAlerts));
const WiredSymbolSummary = lazyNamed(() =>
  import('../SymbolSummary/connected').then((m) => m.WiredSymbolSummary),
);

/**
 * Fetches the code of the modes other than Chart Settings ahead of use (they load on demand): the Workbench calls it once the browser is
 * idle after the first view, so a later click finds them ready.
 */
export function preloadModes(): Promise<unknown> {
  return Promise.all([
    WiredAdvancedAlerts.preload(),
    WiredChartComments.preload(),
    WiredChartListLibrary.preload(),
    WiredChartListSummary.preload(),
    WiredChartStyleLibrary.preload(),
    WiredHistoricalData.preload(),
    WiredOptions.preload(),
    WiredPredefinedAlerts.preload(),
    WiredPriceAlerts.preload(),
    WiredSymbolSummary.preload(),
  ]);
}

/** Props of {@link WiredModePanel}. */
export interface WiredModePanelProps {
  /** Today as YYYY-MM-DD, for date rules; the store's clock decides when omitted. */
  readonly today?: string;
}

/** The modes whose code loads on demand: every mode but Chart Settings. */
type LazyModeId = Exclude<ModeId, 'chartSettings'>;

function LazyModeContent({ mode }: { readonly mode: LazyModeId }) {
  switch (mode) {
    case 'chartStyleLibrary':
      return <WiredChartStyleLibrary />;
    case 'chartListSummary':
      return <WiredChartListSummary />;
    case 'chartComments':
      return <WiredChartComments />;
    case 'chartListLibrary':
      return <WiredChartListLibrary />;
    case 'priceAlerts':
      return <WiredPriceAlerts />;
    case 'advancedAlerts':
      return <WiredAdvancedAlerts />;
    case 'predefinedAlerts':
      return <WiredPredefinedAlerts />;
    case 'options':
      return <WiredOptions />;
    case 'symbolSummary':
      return <WiredSymbolSummary />;
    case 'historicalPriceData':
      return <WiredHistoricalData />;
  }
}

/**
 * Draws `children` right after the browser's first frame, in a background render: Chart Settings holds dozens of
 * menus, and the first frame (the chart first of all) should not wait for them. Where a server draws them in its
 * HTML (the Workbench does not: it leaves the whole panel to the browser), hydration keeps that HTML: React Aria's
 * `useIsSSR` is true on a server and while hydrating, so there the deferred value starts out true. React 18 has no
 * initial deferred value and draws them at once.
 */
function AfterFirstFrame({ children }: { readonly children: ReactNode }) {
  return useDeferredValue(true, useIsSSR()) ? children : null;
}

/**
 * The panel below the chart connected to the workbench (spec 3 §2.2): the mode shown comes from the modes store,
 * a visitor choosing a members-only mode gets the create-account dialog, and each mode renders its connected
 * content.
 */
export function WiredModePanel({ today }: WiredModePanelProps) {
  const activeMode = useModes((state) => state.active);
  const member = useWorkbench((state) => state.member);
  const symbolFound = useWorkbench((state) => state.chart.status !== 'invalidSymbol');
  const { selectMode } = useModesActions();
  const { openModal } = useWorkbenchActions();
  return (
    <TodayProvider today={today}>
      <ModePanel
        activeMode={activeMode}
        onSelectMode={selectMode}
        onCreateAccount={() => openModal('createAccount')}
        member={member}
        symbolFound={symbolFound}
        renderMode={(mode) =>
          // Chart Settings never suspends, so it sits outside a Suspense boundary and a server-rendered page
          // hydrates it in the same pass as its parents. React 18 hydrates a boundary later, and the store's
          // updates right after mounting (saved preferences, the page width, the first chart) would reach the
          // not yet hydrated boundary: React 18 then drops the server's HTML with a recoverable error.
          mode === 'chartSettings' ? (
            <AfterFirstFrame>
              <WiredChartSettings />
            </AfterFirstFrame>
          ) : (
            <Suspense fallback={<ModeStatus kind="loading" />}>
              <LazyModeContent mode={mode} />
            </Suspense>
          )
        }
      />
    </TodayProvider>
  );
}
