import {
  STYLE_BUTTON_COLORS,
  SUGGESTIONS_PER_REQUEST,
  buildChartImageQuery,
  parseAccountLimits,
  parseChartList,
  parseChartLists,
  parseChartStyle,
  parseChartStyles,
  parseSavedChart,
  parseSavedCharts,
  type ChartImageRequest,
  type ChartStyle,
  type CompleteWorkbenchApi,
  type StyleButtonWrite,
} from '@chartbench/core';
import type { ApiClient } from './client';
import { alertsModesApi, type AlertsModesClient } from './workbench-api-alerts';
import { batchWritesApi, type BatchWritesClient } from './workbench-api-batch';
import { listModesApi, type ListModesClient } from './workbench-api-lists';
import { marketModesApi, type MarketModesClient } from './workbench-api-market';

/** The calls of the client the workbench port uses. */
export type WorkbenchApiClient = AlertsModesClient &
  MarketModesClient &
  ListModesClient &
  BatchWritesClient &
  Pick<
    ApiClient,
    | 'getCompaniesInfo'
    | 'chartImageUrl'
    | 'getInspectorText'
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
    | 'addFavorite'
    | 'updateFavorite'
    | 'moveFavorite'
    | 'deleteFavorite'
    | 'createPermanentStyle'
    | 'addChartStyle'
    | 'updateChartStyle'
    | 'deleteChartStyle'
    | 'setDefaultChartStyle'
    | 'addChartList'
    | 'addFavoritesBulk'
    | 'addPriceAlert'
    | 'addStyleButton'
    | 'updateStyleButton'
    | 'deleteStyleButton'
    | 'changeStyleButtonStyle'
    | 'shortenUrl'
    | 'makeStylePermanent'
    | 'sendEmail'
  >;

/** The add/update-stylebutton fields of a button: 1-based location and the colour's title (spec 1 §3.6, §7). */
function buttonFields(button: StyleButtonWrite) {
  const color = STYLE_BUTTON_COLORS.find((candidate) => candidate.id === button.color)?.title ?? button.color;
  return { styleid: button.styleCacheId, location: button.index + 1, color, label: button.label };
}

/** The chart image query of a request: core's query of the chart, with its cache-busting number and style id. */
function chartQueryOf(request: ChartImageRequest): Record<string, string> {
  const options = {
    ...(request.randomNumber === undefined ? {} : { randomNumber: request.randomNumber }),
    ...(request.styleId === undefined ? {} : { styleId: request.styleId }),
    ...(request.recordId === undefined ? {} : { recordId: request.recordId }),
    ...(request.withoutNotes ? { withoutNotes: true } : {}),
  };
  return Object.fromEntries(buildChartImageQuery(request.symbol, request.settings, options));
}

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
 * Core's `WorkbenchApi` port over HTTP, reads, writes and sharing, so the headless workbench store runs on this client.
 * Replies are read with core's model parsers: invalid list items are skipped, as spec 1 §5 says; a write whose
 * reply core cannot read rejects.
 */
export function createWorkbenchApi(client: WorkbenchApiClient): CompleteWorkbenchApi {
  return {
    ...alertsModesApi(client),
    ...marketModesApi(client),
    ...listModesApi(client),
    ...batchWritesApi(client),
    getCompaniesInfo: (symbols) => client.getCompaniesInfo(symbols),
    chartImageUrl: (request: ChartImageRequest) => client.chartImageUrl(chartQueryOf(request)),
    getInspectorText: (request: ChartImageRequest) => client.getInspectorText(chartQueryOf(request)),
    loginMember: async () => ({ loginCookie: (await client.loginMember({})).loginCookie }),
    getMemberWithDefaultStyle: async () => {
      const { member, defaultChartStyle } = await client.getMemberWithDefaultStyle();
      return { member, defaultChartStyle: defaultStyleOf(defaultChartStyle) };
    },
    isMarketOpen: (exchange, at) => client.isMarketOpen(exchange, at),
    getSymbolSuggestions: (text) => client.getSymbolSuggestions(text, SUGGESTIONS_PER_REQUEST),
    getChartLists: async () => parseChartLists((await client.getChartLists({})).chartLists).items,
    getSavedCharts: async (listNum) =>
      parseSavedCharts((await client.getFavorites({ listnum: listNum })).favorites).items,
    getSavedChart: async (recid) => parseSavedChart((await client.getFavorite({ recid })).favorite),
    getChartStyles: async () => parseChartStyles((await client.getChartStyles({})).chartStyles).items,
    createTempStyle: (xml) => client.createTempStyle(xml),
    getStyleXml: (styleCacheId) => client.getStyleXml(styleCacheId),
    getAccountLimits: async () => parseAccountLimits(await client.getMemberTypes()),
    addSavedChart: async (chart) =>
      parseSavedChart(
        (
          await client.addFavorite({
            listnum: chart.listNum,
            symbol: chart.symbol,
            desc: chart.name,
            comments: chart.comments,
            style: chart.style,
          })
        ).favorite,
      ),
    updateSavedChart: async (recid, changes) => {
      await client.updateFavorite({
        recid,
        ...(changes.name === undefined ? {} : { desc: changes.name }),
        ...(changes.comments === undefined ? {} : { comments: changes.comments }),
        ...(changes.style === undefined ? {} : { style: changes.style }),
        ...(changes.annotations === undefined ? {} : { annotations: changes.annotations }),
      });
    },
    moveSavedChart: async (recid, listNum) => void (await client.moveFavorite({ recid, listnum: listNum })),
    deleteSavedChart: async (recid) => void (await client.deleteFavorite({ recid })),
    createPermanentStyle: (xml) => client.createPermanentStyle(xml),
    addChartStyle: async (name, styleCacheId) =>
      parseChartStyle((await client.addChartStyle({ desc: name, styleid: styleCacheId })).chartStyle),
    updateChartStyle: async (recid, name, styleCacheId) =>
      void (await client.updateChartStyle({ recid, desc: name, styleid: styleCacheId })),
    deleteChartStyle: async (recid) => void (await client.deleteChartStyle({ recid })),
    setDefaultChartStyle: async (recid) => void (await client.setDefaultChartStyle({ recid })),
    createChartList: async (name) => parseChartList((await client.addChartList({ name })).chartList),
    addChartsToList: async (listNum, symbols, style) =>
      void (await client.addFavoritesBulk({ listNum, symbols: symbols.join(','), style })),
    createPriceAlert: async (alert) =>
      void (await client.addPriceAlert({
        symbol: alert.symbol,
        alertPrice: alert.price,
        alertDirection: alert.direction,
        notes: alert.message,
        notificationType: alert.notificationType,
      })),
    addStyleButton: async (button) => void (await client.addStyleButton(buttonFields(button))),
    updateStyleButton: async (button) => void (await client.updateStyleButton(buttonFields(button))),
    deleteStyleButton: async (styleCacheId) =>
      void (await client.deleteStyleButton({ styleid: styleCacheId })),
    changeStyleButtonStyle: async (from, to) =>
      void (await client.changeStyleButtonStyle({ styleid: from, 'new-styleid': to })),
    shortenUrl: (longUrl) => client.shortenUrl(longUrl),
    makeStylePermanent: (styleCacheId) => client.makeStylePermanent(styleCacheId),
    sendChartEmail: (email) =>
      client.sendEmail({
        toEmail: email.toEmail,
        linkWorkbenchShort: email.linkWorkbenchShort,
        linkChart: email.linkChart,
        comments: email.comments,
      }),
  };
}
