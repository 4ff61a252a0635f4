import type { ChartSettings, ChartStyle, SavedChart } from '../../model/index';
import { createDefaultChartSettings } from '../../model/index';
import { applyChartQuery, readChartQuery } from '../../rules/index';
import type { HistoryChart } from '../history/history';
import { chartFromAddress, chartSearch, readHistoryState } from '../history/history';

/** Where the first chart comes from (spec 3 §4 start-up), in the order they are tried. */
export type StartChoice =
  /** The address names a chart; `recordId` (a) and `styleId` (i) ask for a saved chart or a style on top of it. */
  | {
      readonly kind: 'address';
      readonly chart: HistoryChart;
      readonly recordId: number | null;
      readonly styleId: string | null;
      /** The `s` parameter, which a saved chart named by `a` must match; null when the address has none. */
      readonly querySymbol: string | null;
    }
  /** The last chart of this browser tab's history. */
  | { readonly kind: 'history'; readonly chart: HistoryChart }
  /** The member's default ChartStyle on the in-memory symbol. */
  | { readonly kind: 'defaultStyle'; readonly style: ChartStyle }
  /** The chart already in memory. */
  | { readonly kind: 'memory' };

/** What the start-up choice reads. */
export interface StartInput {
  /** The page query, or null without a navigation port. */
  readonly search: string | null;
  /** The state of the current history entry. */
  readonly historyState: unknown;
  /** The chart in memory. */
  readonly current: HistoryChart;
  /** The logged-in member's default style, or null (visitors have none). */
  readonly defaultStyle: ChartStyle | null;
  readonly today: string;
}

/**
 * Chooses the first chart (spec 3 §4): the address parameters, then the tab history, then the member's default
 * ChartStyle, then the in-memory chart. A history entry whose address is the page address is the same chart
 * with every setting (the address carries only some), so it is used in the address's place.
 */
export function chooseStartChart(input: StartInput): StartChoice {
  const history = readHistoryState(input.historyState);
  if (input.search !== null) {
    const { query } = readChartQuery(new URLSearchParams(input.search));
    const recordId = query.recordId ?? null;
    const styleId = query.styleId ?? null;
    const named = chartFromAddress(input.search, input.current, input.today);
    if (named || recordId !== null || styleId !== null) {
      if (
        history &&
        recordId === null &&
        styleId === null &&
        chartSearch(history) === chartSearch(named ?? input.current)
      ) {
        return { kind: 'history', chart: history };
      }
      return {
        kind: 'address',
        chart: named ?? input.current,
        recordId,
        styleId,
        querySymbol: query.symbol ?? null,
      };
    }
  }
  return chooseStartFallback(input);
}

/**
 * The start-up steps after the address (spec 3 §4): the tab history, the member's default ChartStyle, the
 * in-memory chart. Also where a refused address chart goes ('unable to load chart from url parameters' leads
 * to the next fallback, spec 3 §8), not back to the address's own chart.
 */
export function chooseStartFallback(
  input: Pick<StartInput, 'historyState' | 'defaultStyle'>,
): Exclude<StartChoice, { kind: 'address' }> {
  const history = readHistoryState(input.historyState);
  if (history) return { kind: 'history', chart: history };
  if (input.defaultStyle) return { kind: 'defaultStyle', style: input.defaultStyle };
  return { kind: 'memory' };
}

/** The settings a saved chart's style query stands for, over the platform default chart (spec 1 §3.8). */
export function savedChartSettings(
  chart: Pick<SavedChart, 'style'>,
  today: string,
  base: ChartSettings = createDefaultChartSettings(),
): ChartSettings {
  const { query } = readChartQuery(new URLSearchParams(chart.style.replace(/^[?&]+/, '')));
  return applyChartQuery(base, query, today);
}
