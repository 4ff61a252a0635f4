import { createDataPart } from './market-modes-data';
import { INITIAL_MARKET_MODES, type MarketModesState } from './market-modes-state';
import { createSummaryPart } from './market-modes-summary';
import { createWidgetPart } from './market-modes-widget';
import type { ModesGroup, ModesGroupKernel } from '../modes-kernel.types';

export type { MarketModesState, MiniChartState, OptionsViewId } from './market-modes-state';
export { INITIAL_MARKET_MODES };

/** What the market modes can be asked to do. */
export interface MarketModesActions {
  /** Loads the Symbol Summary of the chart's symbol again, past its cache. */
  reloadSymbolSummary(): void;
  /** Shows the mini chart for one of 1D-5Y (anything else shows the default 6M). */
  selectMiniChartPeriod(period: string): void;
  /** Add to ChartList of Symbol Summary: the dialog on the summary's symbol (create account for a visitor). */
  addSymbolToChartList(): void;
  /** Create Alert of Symbol Summary: the price alert dialog (create account for a visitor). */
  createAlertForSymbol(): void;
  /** Chooses a historical period; Pro-only periods for others open upgrade-to-Pro and the menu stays (spec 3 §4). */
  selectHistoricalPeriod(period: string): void;
  /** Shows the Straddle, List or OptionsPlay view of Options. */
  selectOptionsView(view: string): void;
  /** Loads the option chain again, keeping a custom strike range. */
  refreshOptions(): void;
  /** Try Again on the failed options-analysis widget. */
  retryOptionsWidget(): void;
}

/**
 * The market modes: Symbol Summary, Historical Price Data and Options, each loading the chart symbol's data while
 * shown; a newer symbol drops an older reply and a logout clears the member's lists.
 */
export function createMarketModes(
  kernel: ModesGroupKernel<MarketModesState>,
): ModesGroup<MarketModesActions> {
  const summary = createSummaryPart(kernel);
  const data = createDataPart(kernel);
  const widget = createWidgetPart(kernel);
  return {
    actions: {
      reloadSymbolSummary: summary.reload,
      selectMiniChartPeriod: summary.selectMiniChartPeriod,
      addSymbolToChartList: () =>
        kernel.workbench.actions.openModal('addToChartList', undefined, {
          symbols: [kernel.context().symbol],
        }),
      createAlertForSymbol: () => kernel.workbench.actions.openModal('createPriceAlert'),
      selectHistoricalPeriod: data.selectHistoricalPeriod,
      selectOptionsView(view) {
        data.selectOptionsView(view);
        widget.sync(kernel.context());
      },
      refreshOptions: data.refreshOptions,
      retryOptionsWidget: widget.retry,
    },
    sync(context, previous) {
      summary.sync(context, previous);
      data.sync(context, previous);
      widget.sync(context);
    },
    dispose() {
      summary.dispose();
      data.dispose();
      widget.dispose();
    },
  };
}
