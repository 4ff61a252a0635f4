import { isLoggedIn } from '../../model/index';
import { isIntradayPeriod } from '../../rules/index';
import { isAnnotating } from '../annotation/annotation';
import type { AutoRefreshLoop } from './auto-refresh';
import { autoRefreshIntervalMs, setAutoRefresh, startAutoRefreshLoop } from './auto-refresh';
import type { MarketOpenChecker } from './market-open';
import { createMarketOpenChecker } from './market-open';
import { openModal } from '../modal/modal';
import type { StoreKernel } from '../store/kernel.types';

/**
 * Auto-refresh wired into the store (spec 1 §4.3): the loop reads the chart, the member and their limits on each
 * tick, asks the market-open check with its caches (spec 1 §9), and refreshes through `refresh`.
 */
export function createAutoRefreshSlice(kernel: StoreKernel, refresh: () => void) {
  const { ports } = kernel;
  let loop: AutoRefreshLoop | null = null;
  let checker: MarketOpenChecker | null = null;

  const intervalMs = () => {
    const { member, memberData } = kernel.state();
    const limits =
      isLoggedIn(member) && memberData.accountLimits.isKnown
        ? memberData.accountLimits.byMemberType[member.memberType]
        : null;
    return autoRefreshIntervalMs(limits);
  };

  return {
    /** Starts the loop and the market-open check (their timers run until `dispose`). */
    start(): void {
      if (loop) return;
      const isMarketOpen = ports.api.isMarketOpen?.bind(ports.api) ?? (() => Promise.resolve(false));
      const openChecker = createMarketOpenChecker({ api: { isMarketOpen }, clock: ports.clock });
      checker = openChecker;
      loop = startAutoRefreshLoop({
        clock: ports.clock,
        intervalMs,
        conditions: () => {
          const { member, autoRefresh, chart, annotation } = kernel.state();
          return {
            loggedIn: isLoggedIn(member),
            enabled: autoRefresh.enabled,
            imageLoaded:
              chart.status === 'loaded' || chart.status === 'imageHidden' || chart.status === 'timedOut',
            annotating: isAnnotating(annotation),
            symbolFound: chart.status !== 'invalidSymbol',
            eodSymbol: chart.companyInfo?.isEOD === true,
            intradayChart: isIntradayPeriod(chart.settings.period),
          };
        },
        exchange: () => {
          const { chart } = kernel.state();
          return chart.companyInfo
            ? { exchange: chart.companyInfo.exchange, extendedHours: chart.settings.extendedHours }
            : null;
        },
        isMarketOpen: (exchange, extendedHours) => openChecker.isOpen(exchange, extendedHours),
        refresh,
        inspecting: () => kernel.state().preferences.inspector,
        onTick: (lastBlocker) => {
          const state = kernel.state();
          if (state.autoRefresh.lastBlocker !== lastBlocker)
            kernel.set({ ...state, autoRefresh: { ...state.autoRefresh, lastBlocker } });
        },
      });
    },
    setAutoRefresh(enabled: boolean): void {
      const state = kernel.state();
      const result = setAutoRefresh(state.autoRefresh, state.member, enabled);
      if (result.modal) kernel.set({ ...state, modal: openModal(state.member, result.modal) });
      else if (result.state !== state.autoRefresh)
        kernel.set({ ...state, autoRefresh: { ...state.autoRefresh, enabled: result.state.enabled } });
    },
    dispose(): void {
      loop?.stop();
      checker?.dispose();
      loop = null;
      checker = null;
    },
  };
}
