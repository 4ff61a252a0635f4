import { OPTIONS_WIDGET_DEMO_SYMBOL } from '@chartbench/core';
import {
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { useToday } from '../../WorkbenchProvider/today';
import { HistoricalData } from '../HistoricalData/HistoricalData';
import { Options } from '../Options/Options';
import { SymbolSummary } from '../SymbolSummary/SymbolSummary';

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

/**
 * Historical Price Data connected to the modes store (spec 3 §2.7, §4): the period menu (Weekly and Monthly for
 * Pro; others get the upgrade dialog and the menu stays) and the table of the chart symbol.
 */
export function WiredHistoricalData() {
  const symbol = useWorkbench((state) => state.chart.symbol);
  const member = useWorkbench((state) => state.member);
  const period = useModes((state) => state.market.historicalPeriod);
  const load = useModes((state) => state.market.historical);
  const { selectHistoricalPeriod } = useModesActions();
  const { openModal } = useWorkbenchActions();
  return (
    <HistoricalData
      symbol={symbol}
      member={member}
      period={period}
      load={load}
      onPeriodChange={selectHistoricalPeriod}
      onUpgradeToPro={() => openModal('upgradeToPro')}
    />
  );
}

/**
 * Options connected to the modes store (spec 3 §2.8, §4, §6): the chain of the chart symbol in Straddle or List
 * view, refresh keeping the strike range, and the options-analysis widget of the OptionsPlay view.
 */
export function WiredOptions() {
  const symbol = useWorkbench((state) => state.chart.symbol);
  const member = useWorkbench((state) => state.member);
  const market = useModes((state) => state.market);
  const actions = useModesActions();
  const { openModal } = useWorkbenchActions();
  return (
    <Options
      symbol={symbol}
      member={member}
      view={market.optionsView}
      onViewChange={actions.selectOptionsView}
      load={market.options}
      loadIsRefresh={market.optionsIsRefresh}
      onRefresh={actions.refreshOptions}
      widgetState={market.optionsWidget}
      demoSymbol={OPTIONS_WIDGET_DEMO_SYMBOL}
      onRetryWidget={actions.retryOptionsWidget}
      onCreateAccount={() => openModal('createAccount')}
    />
  );
}
