import {
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { useToday } from '../../WorkbenchProvider/today';
import { SymbolSummary } from './SymbolSummary';

/** Props of the market modes: today, for date rules (the store's clock decides when omitted). */
export interface MarketModeProps {
  readonly today?: string;
}

/**
 * Symbol Summary connected to the modes store (spec 3 §2.6, §4): the chart symbol's summary, its mini chart and
 * period buttons, the member's alerts and ChartLists with the symbol, and Add to ChartList and Create Alert.
 */
export function WiredSymbolSummary({ today }: MarketModeProps) {
  const todayIso = useToday(today);
  const symbol = useWorkbench((state) => state.chart.symbol);
  const member = useWorkbench((state) => state.member);
  const market = useModes((state) => state.market);
  const actions = useModesActions();
  const { openModal } = useWorkbenchActions();
  return (
    <SymbolSummary
      symbol={symbol}
      load={market.symbolSummary}
      todayIso={todayIso}
      member={member}
      miniChartPeriod={market.miniChart.period}
      miniChartUrl={market.miniChart.symbol === symbol ? market.miniChart.url : null}
      onMiniChartPeriodChange={actions.selectMiniChartPeriod}
      alertsWithSymbol={market.alertsWithSymbol}
      chartsWithSymbol={market.chartsWithSymbol}
      onAddToChartList={actions.addSymbolToChartList}
      onCreateAlert={actions.createAlertForSymbol}
      onCreateAccount={() => openModal('createAccount')}
    />
  );
}
