import type { StoreKernel } from '../store/kernel.types';
import type { HistoryChart } from './history';
import { chartFromAddress, historyWrite, pageTitle, readHistoryState } from './history';

/**
 * The browser history of the store (spec 3 §2.1): each load is written as a new entry for a new symbol, or
 * replaces the entry for the same symbol; Back and Forward load the entry's chart without writing.
 */
export function createHistorySlice(kernel: StoreKernel) {
  const { ports } = kernel;
  let stopHistory: (() => void) | null = null;
  /** The symbol of the history entry being viewed: a new symbol pushes an entry, the same replaces it. */
  let historySymbol: string | null = null;

  return {
    /** Writes a load to the history (nothing without a navigation port). */
    record(chart: HistoryChart): void {
      if (!ports.navigation) return;
      ports.navigation.write(historyWrite(historySymbol, chart));
      historySymbol = chart.symbol;
    },
    /** Listens to Back and Forward, once: `load` charts the entry (it is not written again). */
    listen(load: (chart: HistoryChart) => void): void {
      if (stopHistory || !ports.navigation) return;
      stopHistory = ports.navigation.subscribe(() => {
        const navigation = ports.navigation;
        const { chart: viewed } = kernel.state();
        const current = { symbol: viewed.symbol, settings: viewed.settings };
        const chart = navigation
          ? (readHistoryState(navigation.state()) ??
            chartFromAddress(navigation.search(), current, kernel.today()))
          : null;
        if (!chart) return;
        historySymbol = chart.symbol;
        navigation?.setTitle(pageTitle(chart.symbol));
        load(chart);
      });
    },
    /** Stops listening; `listen` may start again. */
    dispose(): void {
      stopHistory?.();
      stopHistory = null;
    },
  };
}

/** The history slice of a store. */
export type HistorySlice = ReturnType<typeof createHistorySlice>;
