import type { ChartSettings } from '../../model/index';
import { DEFAULT_SYMBOL, createDefaultChartSettings } from '../../model/index';
import {
  applySymbolKind,
  backendSymbol,
  buildChartXml,
  gateChart,
  isCryptoSymbol,
  parseSymbolFlags,
  readCompositeSymbol,
} from '../../rules/index';
import type { HistoryChart } from '../history/history';
import type { CompanyInfo, SymbolCompanyInfo } from '../ports/workbench-ports';
import { chooseStartChart } from './startup';

/**
 * The first chart a visitor's Workbench loads at a page address, found the way its store finds it (spec 3 §4
 * start-up), for a page server that names the chart's image before the script runs (issue #20).
 */
export interface VisitorFirstChart {
  /** The chart the store loads first. */
  readonly chart: HistoryChart;
  /** The symbols its symbol lookup asks get-companies-info for (each part of a composite). */
  readonly lookupSymbols: readonly string[];
}

/**
 * The first chart of a visitor (no login cookie) opening the Workbench at `search` in a new tab (no tab
 * history), on a store created with the default chart: the address's chart held to a visitor's level, or the
 * default chart. Null when the start-up must fetch something first (a saved chart by `a`, a style by `i`).
 * @example visitorFirstChart('?s=MSFT&p=W', '2026-11-28')?.chart.symbol // 'MSFT'
 */
export function visitorFirstChart(search: string, today: string): VisitorFirstChart | null {
  const current = { symbol: DEFAULT_SYMBOL, settings: createDefaultChartSettings() };
  const choice = chooseStartChart({ search, historyState: null, current, defaultStyle: null, today });
  let chart: HistoryChart;
  if (choice.kind === 'memory') chart = current;
  else if (choice.kind === 'address' && choice.recordId === null && choice.styleId === null) {
    // As the store's start-up: what a visitor may not have falls back to the default (its dialog opens too).
    const { settings } = gateChart(null, choice.chart.settings, createDefaultChartSettings());
    chart = { symbol: choice.chart.symbol, settings };
  } else return null;
  const symbol = parseSymbolFlags(backendSymbol(chart.symbol, undefined)).symbol;
  return { chart, lookupSymbols: readCompositeSymbol(symbol)?.parts ?? [symbol] };
}

/** What the first chart's image is drawn from once its symbol is known. */
export interface FirstChartImage {
  /** The symbol as the image address names it. */
  readonly symbol: string;
  /** The settings after the symbol's kind chose its period (spec 2 §4), as the image is drawn. */
  readonly settings: ChartSettings;
  /** The chart XML the store posts as its temporary style (spec 2 §7). */
  readonly xml: string;
}

/**
 * The image of a visitor's first chart, as the store asks for it after the symbol lookup found `companyInfo`
 * (the lookup's first symbol): a crypto symbol's period switch applied, with Auto-Size Charts off (the
 * default on a body 1,024 px wide or more).
 */
export function visitorFirstChartImage(
  chart: HistoryChart,
  companyInfo: CompanyInfo,
  today: string,
): FirstChartImage {
  const settings = applySymbolKind(chart.settings, isCryptoSymbol(companyInfo) === true);
  return {
    symbol: backendSymbol(chart.symbol, undefined),
    settings,
    xml: buildChartXml({ symbol: chart.symbol, settings }, { today }),
  };
}

/**
 * The first chart as a page rendered on the server shows it before the script runs (issue #20): its symbol,
 * settings and company information, and the image the page named in its head. A store created with it
 * (`WorkbenchOptions.shownChart`) draws the same first frame on the server and in the browser.
 */
export interface ShownChart {
  /** The symbol as the store holds it (as entered, normalised). */
  readonly symbol: string;
  /** The settings as the image was drawn with them. */
  readonly settings: ChartSettings;
  /** The lead symbol's company information, from the page. */
  readonly companyInfo: CompanyInfo;
  /** The image address the page named (and preloads). */
  readonly imageUrl: string;
}

/**
 * The chart a visitor's page at `search` shows first when its server named the chart's image (`imageUrl`) and
 * the company information of its symbols (`companiesInfo`): the chart the store's start-up loads, as it looks
 * once loaded. Null when the start-up fetches something first, or a symbol's information is missing.
 * @example shownFirstChart('?s=MSFT', '2026-11-28', { imageUrl, companiesInfo })?.symbol // 'MSFT'
 */
export function shownFirstChart(
  search: string,
  today: string,
  page: { readonly imageUrl: string; readonly companiesInfo: readonly SymbolCompanyInfo[] },
): ShownChart | null {
  const first = visitorFirstChart(search, today);
  if (!first) return null;
  const lead = page.companiesInfo.find(
    (entry) => entry.symbol.toUpperCase() === first.lookupSymbols[0]?.toUpperCase(),
  );
  if (!lead) return null;
  const image = visitorFirstChartImage(first.chart, lead.companyInfo, today);
  return {
    symbol: first.chart.symbol,
    settings: image.settings,
    companyInfo: lead.companyInfo,
    imageUrl: page.imageUrl,
  };
}
