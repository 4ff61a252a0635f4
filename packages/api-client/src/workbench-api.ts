import {
  SUGGESTIONS_PER_REQUEST,
  buildChartImageQuery,
  parseAccountLimits,
  parseChartLists,
  parseChartStyle,
  parseChartStyles,
  parseSavedChart,
  parseSavedCharts,
  type ChartImageRequest,
  type ChartStyle,
  type FullWorkbenchApi,
} from '@chartbench/core';
import type { ApiClient } from './client';

/** The calls of the client the workbench port uses. */
export type WorkbenchApiClient = Pick<
  ApiClient,
  | 'getCompaniesInfo'
  | 'chartImageUrl'
  | 'loginMember'
  | 'getMemberWithDefaultStyle'
  | 'isMarketOpen'
  | 'getSymbolSuggestions'
  | 'getChartLists'
  | 'getFavorites'
  | 'getFavorite'
  | 'getChartStyles'
  | 'getMemberTypes'
  | 'getStyleXml'
  | 'createTempStyle'
>;

function defaultStyleOf(raw: unknown): ChartStyle | null {
  if (raw === null || raw === undefined) return null;
  try {
    return parseChartStyle(raw);
  } catch {
    // A default style core rejects (not a permanent id, no name) is no default style: the platform default applies.
    return null;
  }
}

/**
 * Core's `WorkbenchApi` port over HTTP, so the headless workbench store runs on this client. Replies are read
 * with core's model parsers: invalid list items are skipped, as spec 1 §5 says.
 */
export function createWorkbenchApi(client: WorkbenchApiClient): FullWorkbenchApi {
  return {
    getCompaniesInfo: (symbols) => client.getCompaniesInfo(symbols),
    chartImageUrl: (request: ChartImageRequest) => {
      const options = {
        ...(request.randomNumber === undefined ? {} : { randomNumber: request.randomNumber }),
        ...(request.styleId === undefined ? {} : { styleId: request.styleId }),
      };
      return client.chartImageUrl(Object.fromEntries(buildChartImageQuery(request.symbol, request.settings, options)));
    },
    loginMember: async () => ({ loginCookie: (await client.loginMember({})).loginCookie }),
    getMemberWithDefaultStyle: async () => {
      const { member, defaultChartStyle } = await client.getMemberWithDefaultStyle();
      return { member, defaultChartStyle: defaultStyleOf(defaultChartStyle) };
    },
    isMarketOpen: (exchange, at) => client.isMarketOpen(exchange, at),
    getSymbolSuggestions: (text) => client.getSymbolSuggestions(text, SUGGESTIONS_PER_REQUEST),
    getChartLists: async () => parseChartLists((await client.getChartLists({})).chartLists).items,
    getSavedCharts: async (listNum) => parseSavedCharts((await client.getFavorites({ listnum: listNum })).favorites).items,
    getSavedChart: async (recid) => parseSavedChart((await client.getFavorite({ recid })).favorite),
    getChartStyles: async () => parseChartStyles((await client.getChartStyles({})).chartStyles).items,
    createTempStyle: (xml) => client.createTempStyle(xml),
    getStyleXml: (styleCacheId) => client.getStyleXml(styleCacheId),
    getAccountLimits: async () => parseAccountLimits(await client.getMemberTypes()),
  };
}
