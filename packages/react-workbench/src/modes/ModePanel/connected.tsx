import type { ModeId } from '@chartbench/core';
import {
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { WiredChartSettings } from '../../ChartSettings/connected';
import { TodayProvider } from '../../WorkbenchProvider/today';
import { WiredAdvancedAlerts } from '../AdvancedAlerts/connected';
import { WiredChartComments } from '../ChartComments/connected';
import { WiredChartListLibrary } from '../ChartListLibrary/connected';
import { WiredChartListSummary } from '../ChartListSummary/connected';
import { WiredChartStyleLibrary } from '../ChartStyleLibrary/connected';
import { WiredHistoricalData } from '../HistoricalData/connected';
import { WiredOptions } from '../Options/connected';
import { WiredPredefinedAlerts } from '../PredefinedAlerts/connected';
import { WiredPriceAlerts } from '../PriceAlerts/connected';
import { WiredSymbolSummary } from '../SymbolSummary/connected';
import { ModePanel } from './ModePanel';

/** Props of {@link WiredModePanel}. */
export interface WiredModePanelProps {
  /** Today as YYYY-MM-DD, for date rules; the store's clock decides when omitted. */
  readonly today?: string;
}

function ModeContent({ mode }: { readonly mode: ModeId }) {
  switch (mode) {
    case 'chartSettings':
      return <WiredChartSettings />;
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
        renderMode={(mode) => <ModeContent mode={mode} />}
      />
    </TodayProvider>
  );
}
