import type { ChartSettings } from '../../model/index';
import { createDefaultChartSettings, isLoggedIn } from '../../model/index';
import { applyChartQuery, gateChart, readChartQuery } from '../../rules/index';
import { openModal } from '../modal/modal';
import type { HistoryChart } from '../history/history';
import type { StoreKernel } from '../store/kernel.types';
import type { MemberSlice } from '../member/member.slice';
import type { StartChoice } from './startup';
import { chooseStartChart, chooseStartFallback } from './startup';

/**
 * Loads the first chart in the order of spec 3 §4 start-up: the address (a saved chart by `a`, a style by `i`),
 * the tab history, the member's default ChartStyle, the in-memory chart. A chart asked for meanwhile wins.
 */
export function createStartupSlice(
  kernel: StoreKernel,
  member: MemberSlice,
  load: (symbol: string, settings: ChartSettings) => void,
) {
  let starting = false;

  /**
   * A chart with a style's settings, or as it is when the style cannot be had. With the address's query, the
   * query's parameters apply on top of the style, as the server applies them to the image (issue #16: one rule).
   */
  const onto = async (chart: HistoryChart, styleCacheId: string, search?: string): Promise<HistoryChart> => {
    const style = await member.styleSettings(styleCacheId);
    if (!style) return chart;
    if (search === undefined) return { symbol: chart.symbol, settings: style };
    const { query } = readChartQuery(new URLSearchParams(search));
    return { symbol: chart.symbol, settings: applyChartQuery(style, query, kernel.today()) };
  };

  /**
   * The address's chart held to the member's level (spec 1 §6): what it may not have falls back to the default
   * and the refusal's dialog (upgrade or create account) opens, as the menus would.
   */
  const gated = (chart: HistoryChart): HistoryChart => {
    const state = kernel.state();
    const { settings, refusal } = gateChart(state.member, chart.settings, createDefaultChartSettings());
    const modal = refusal?.permission.modal;
    if (modal && modal !== 'none') kernel.set({ ...kernel.state(), modal: openModal(state.member, modal) });
    return settings === chart.settings ? chart : { symbol: chart.symbol, settings };
  };

  /** The first chart, at once when nothing needs fetching (visitors start without waiting), else when fetched. */
  function choose(): HistoryChart | Promise<HistoryChart | null> {
    const { ports } = kernel;
    const state = kernel.state();
    const navigation = ports.navigation;
    const current = { symbol: state.chart.symbol, settings: state.chart.settings };
    const input = {
      search: navigation ? navigation.search() : null,
      historyState: navigation?.state() ?? null,
      current,
      defaultStyle: isLoggedIn(state.member) ? state.memberData.defaultStyle : null,
      today: kernel.today(),
    };
    return follow(chooseStartChart(input), () => {
      // A refused saved chart goes on to the next start-up step, and is only logged (spec 3 §4, §8).
      ports.log?.warn('unable to load chart from url parameters');
      return follow(chooseStartFallback(input), () => null);
    });
  }

  /** The chart a start-up choice stands for; `refused` says what comes when the address's saved chart is refused. */
  function follow(
    choice: StartChoice,
    refused: () => HistoryChart | Promise<HistoryChart | null> | null,
  ): HistoryChart | Promise<HistoryChart | null> {
    const { chart } = kernel.state();
    const current = { symbol: chart.symbol, settings: chart.settings };
    switch (choice.kind) {
      case 'address':
        if (choice.recordId !== null)
          return member
            .openSavedChart(choice.recordId, choice.querySymbol ?? undefined, true)
            .then((opened) => (opened ? null : refused()));
        if (choice.styleId !== null)
          return onto(choice.chart, choice.styleId, kernel.ports.navigation?.search()).then(gated);
        return gated(choice.chart);
      case 'history':
        return choice.chart;
      case 'defaultStyle':
        return onto(current, choice.style.styleCacheId);
      case 'memory':
        return current;
    }
  }

  return {
    loadFirstChart(): void {
      if (starting || kernel.state().chart.requestId !== 0) return;
      const show = (chart: HistoryChart | null) => {
        if (chart && kernel.state().chart.requestId === 0) load(chart.symbol, chart.settings);
      };
      const chosen = choose();
      if (!(chosen instanceof Promise)) return show(chosen);
      starting = true;
      void chosen.then(show).finally(() => (starting = false));
    },
  };
}
