import {
  MINI_CHART_WIDTH,
  miniChartPeriod,
  miniChartQuery,
  parseHistoricalTable,
  parseOptionChain,
  parseSavedCharts,
  parseSymbolSummary,
  type WorkbenchMarketModesApi,
} from '@chartbench/core';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import { MINI_CHART_TEMPLATES } from './urls';

/** The calls of the client the market modes' port uses. */
export type MarketModesClient = Pick<
  ApiClient,
  'getSymbolSummary' | 'getFavoritesBySymbol' | 'chartImageUrl' | 'getPastData' | 'getOptions'
>;

/**
 * Core's market modes port over HTTP; replies are read with core's parsers. A symbol the server refuses has no
 * summary (null); invalid saved charts are left out; an unreadable history rejects with core's HistoricalDataError.
 */
export function marketModesApi(client: MarketModesClient): WorkbenchMarketModesApi {
  return {
    getSymbolSummary: async (symbol) => {
      try {
        const raw = await client.getSymbolSummary(symbol);
        return raw === undefined ? null : parseSymbolSummary(raw);
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'refused') return null;
        throw error;
      }
    },
    getSavedChartsWithSymbol: async (symbol) => {
      const { favorites } = await client.getFavoritesBySymbol({ symbol, randomNumber: Date.now() });
      const { items, skipped } = parseSavedCharts(favorites);
      // The count rides along so that core logs the dropped entries (spec 3 §7).
      return Object.assign(items, { skipped });
    },
    miniChartUrl: ({ symbol, period, isEndOfDay, randomNumber }) => {
      const shown = miniChartPeriod(period) as keyof typeof MINI_CHART_TEMPLATES;
      // The period's template gives the look (spec 3 §7: i fixed per period); p and the length pick its bars.
      return client.chartImageUrl({
        s: symbol,
        w: MINI_CHART_WIDTH,
        i: MINI_CHART_TEMPLATES[shown],
        ...miniChartQuery(shown, isEndOfDay),
        randomNumber,
      });
    },
    getHistoricalTable: async (request) =>
      parseHistoricalTable(
        request.ticker,
        await client.getPastData({
          ticker: request.ticker,
          start: request.start,
          barwidth: request.barwidth,
          ...(request.memberrt === '' ? {} : { memberrt: request.memberrt }),
        }),
      ),
    getOptionExpirations: async (symbol) =>
      parseOptionChain({ success: true, options: await client.getOptions(symbol) }).expirations,
    // The built-in options analysis: no third-party widget is loaded here, so the OptionsPlay view draws its
    // strategies from the chain and the underlying the server priced it on.
    getOptionChain: async (symbol) =>
      parseOptionChain({ success: true, options: await client.getOptions(symbol) }),
  };
}
