import {
  allowedHistoricalPeriod,
  chooseHistoricalPeriod,
  historicalTicker,
  pastDataRequest,
} from '../../../rules/index';
import type { MarketModesState, OptionsViewId } from './market-modes-state';
import type { ModesContext, ModesGroupKernel } from '../modes-kernel.types';

const OPTIONS_VIEWS: readonly OptionsViewId[] = ['Straddle', 'List', 'OptionsPlay'];

/** Today as YYYY-MM-DD on the clock (UTC), the day the pastdata start counts back from. */
const todayIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Historical Price Data and the option chain of Options mode (spec 3 §2.7, §2.8, §4): each reloads when its mode
 * is entered, the symbol changes, or (historical) the period or (options) the view changes; a reply is applied only
 * while its symbol and period are still current.
 */
export function createDataPart(kernel: ModesGroupKernel<MarketModesState>) {
  let historicalToken = 0;
  let optionsToken = 0;
  const api = () => kernel.ports.api;
  const patch = (part: Partial<MarketModesState>) => kernel.set({ ...kernel.state(), ...part });

  function loadHistorical(context: ModesContext): void {
    const { symbol } = context;
    const period = kernel.state().historicalPeriod;
    const token = ++historicalToken;
    const settle = (load: NonNullable<MarketModesState['historical']>) => {
      if (token === historicalToken) patch({ historical: load });
    };
    if (!context.symbolFound) {
      settle({ status: 'failed', symbol, period });
      return;
    }
    const port = api();
    const call = port.getHistoricalTable;
    patch({ historical: { status: 'loading', symbol, period } });
    if (!call) {
      settle({ status: 'failed', symbol, period });
      return;
    }
    let request;
    try {
      request = pastDataRequest(
        historicalTicker(symbol, context.member),
        period,
        todayIso(kernel.ports.clock.now()),
        context.member?.memberRT ?? '',
      );
    } catch {
      settle({ status: 'failed', symbol, period });
      return;
    }
    call.call(port, request).then(
      (table) => settle({ status: 'loaded', symbol, period, data: table }),
      () => settle({ status: 'failed', symbol, period }),
    );
  }

  function loadOptions(context: ModesContext, isRefresh: boolean): void {
    const { symbol } = context;
    const token = ++optionsToken;
    const settle = (load: NonNullable<MarketModesState['options']>) => {
      if (token === optionsToken)
        patch({ options: load, optionsIsRefresh: isRefresh && load.status === 'loaded' });
    };
    if (!context.symbolFound) {
      settle({ status: 'failed', symbol });
      return;
    }
    const current = kernel.state().options;
    // A refresh keeps the loaded chain on screen until the new one arrives, so the strike range can be kept.
    const keepShown = isRefresh && current?.status === 'loaded' && current.symbol === symbol;
    if (!keepShown) patch({ options: { status: 'loading', symbol }, optionsIsRefresh: false });
    const port = api();
    const call = port.getOptionExpirations;
    if (!call) {
      settle({ status: 'failed', symbol });
      return;
    }
    call.call(port, symbol).then(
      (expirations) => settle({ status: 'loaded', symbol, data: expirations }),
      () => settle({ status: 'failed', symbol }),
    );
  }

  return {
    sync(context: ModesContext, previous: ModesContext | null): void {
      const state = kernel.state();
      const allowed = allowedHistoricalPeriod(context.member, state.historicalPeriod);
      if (allowed !== state.historicalPeriod) patch({ historicalPeriod: allowed });
      const entered = previous?.mode !== context.mode;
      if (context.mode === 'historicalPriceData') {
        const load = kernel.state().historical;
        const current = load?.symbol === context.symbol && load.period === kernel.state().historicalPeriod;
        if (entered || !current) loadHistorical(context);
      }
      if (context.mode === 'options' && kernel.state().optionsView !== 'OptionsPlay') {
        const load = kernel.state().options;
        if (entered || load?.symbol !== context.symbol) loadOptions(context, false);
      }
    },
    /**
     * Chooses a historical period (spec 3 §4): a Pro-only period for anyone else leaves the menu on its period and
     * opens upgrade-to-Pro; another allowed period reloads.
     */
    selectHistoricalPeriod(value: string): void {
      const context = kernel.context();
      const choice = chooseHistoricalPeriod(context.member, kernel.state().historicalPeriod, value);
      if (choice.kind === 'upgradeToPro') {
        kernel.workbench.actions.openModal('upgradeToPro');
        return;
      }
      if (choice.kind !== 'reload') return;
      patch({ historicalPeriod: choice.period });
      if (context.mode === 'historicalPriceData') loadHistorical(context);
    },
    /** Shows another Options view; Straddle and List reload the chain (spec 3 §4). */
    selectOptionsView(value: string): void {
      const view = OPTIONS_VIEWS.find((candidate) => candidate === value);
      if (!view || view === kernel.state().optionsView) return;
      patch({ optionsView: view });
      const context = kernel.context();
      if (context.mode === 'options' && view !== 'OptionsPlay') loadOptions(context, false);
    },
    /** Loads the chain again, keeping a custom strike range (spec 3 §4). */
    refreshOptions(): void {
      const context = kernel.context();
      if (context.mode === 'options') loadOptions(context, true);
    },
    dispose(): void {
      historicalToken += 1;
      optionsToken += 1;
    },
  };
}
