import { OPTIONS_WIDGET_DEMO_SYMBOL } from '@chartbench/core';
import {
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { Options } from './Options';

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
      analysis={market.optionsAnalysis}
      demoSymbol={OPTIONS_WIDGET_DEMO_SYMBOL}
      onRetryWidget={actions.retryOptionsWidget}
      onCreateAccount={() => openModal('createAccount')}
    />
  );
}
