import {
  applyChartQuery,
  chartRefusals,
  createDefaultChartSettings,
  drawableSettingsProblems,
  DEFAULT_SYMBOL,
  mayChartUserIndex,
  parseSymbolFlags,
  readChartQuery,
  type AnnotationDocument,
  type ChartSettings,
  type ChartRefusal,
  type Member,
} from '@chartbench/core';
import type { AnnotatedChartInput, SymbolBars } from '@chartbench/chart-engine';
import type { MarketData } from '../market/index';
import { MarketDataError } from '../market/index';
import { comparisonSymbols } from './comparison-symbols';
import { knowsSymbol, symbolData, type SymbolData } from './symbol-bars';

/** What drawing a chart image needs. */
export interface ChartImageDeps {
  readonly market: MarketData;
  /** The XML of a style cache id, or undefined when there is none. */
  styleXml(id: string): string | undefined;
  now(): Date;
}

/** A chart request that could not be drawn, with the HTTP status and the reason in words. */
export class ChartRequestError extends Error {
  /** Creates the error with its status and user-facing lines. */
  constructor(
    readonly status: 400 | 403 | 404,
    readonly lines: readonly string[],
  ) {
    super(lines.join(' '));
    this.name = 'ChartRequestError';
  }
}

/** What chart-engine draws for a chart request, and how long the image may be cached. */
export interface ChartImagePlan {
  readonly input: AnnotatedChartInput;
  readonly maxAgeSeconds: number;
}

/** Thumbnail size of a style (the largest library thumbnail, spec 2 §9). */
export const THUMBNAIL = { width: 280, height: 175 } as const;

function dataOf(market: MarketData, symbol: string, settings: ChartSettings): SymbolData {
  try {
    return symbolData(market, symbol, settings);
  } catch (error) {
    if (error instanceof MarketDataError) {
      throw new ChartRequestError(error.code === 'unknownSymbol' || error.code === 'noIntraday' ? 404 : 400, [
        error.message,
      ]);
    }
    throw error;
  }
}

/**
 * Plans the chart that a chart-image query asks for (spec 1 §2.1, §2.2): the style of `i` (if any) with the
 * query's overrides, checked against what the pixels can draw, with the main symbol's bars and every
 * comparison symbol's bars, and the saved chart's ChartNotes (`annotations`) to draw over it when given. The
 * drawing itself happens on the render pool.
 */
export function planChartImage(
  deps: ChartImageDeps,
  params: URLSearchParams,
  parseStyle: (xml: string) => { symbol: string; settings: ChartSettings },
  annotations?: AnnotationDocument,
  member: Member | null = null,
): ChartImagePlan {
  const { query, errors } = readChartQuery(params);
  if (errors.length > 0) throw new ChartRequestError(400, ['Bad chart parameters', ...errors]);
  const now = deps.now();
  let settings = createDefaultChartSettings();
  let styleSymbol: string | undefined;
  if (query.styleId !== undefined) {
    const xml = deps.styleXml(query.styleId);
    if (xml === undefined) throw new ChartRequestError(404, [`Unknown chart style: ${query.styleId}`]);
    try {
      const parsed = parseStyle(xml);
      settings = parsed.settings;
      styleSymbol = parsed.symbol || undefined;
    } catch (error) {
      throw new ChartRequestError(400, [
        error instanceof Error ? error.message : 'Failed to parse the chart style.',
      ]);
    }
  }
  settings = applyChartQuery(settings, query, now);
  const isThumbnail = query.symbol === undefined && query.styleId !== undefined && !params.has('w');
  const width = requestedWidth(params) ?? (isThumbnail ? THUMBNAIL.width : undefined);
  const height = isThumbnail ? THUMBNAIL.height : undefined;
  // What the member's level may not have is refused here too, not only in the workbench (spec 1 §6): all of a
  // chart the caller wrote (its query, its temporary style); of a permanent style (the site's samples, thumbnails,
  // mini-chart templates) only what the query adds.
  const temporary = query.styleId === undefined || /^t/i.test(query.styleId.trim());
  const asked = temporary ? settings : applyChartQuery(createDefaultChartSettings(), query, now);
  const refused = chartRefusals(member, asked);
  if (refused.length > 0)
    throw new ChartRequestError(403, [
      'Not available at your membership level',
      ...refused.map(describeRefusal),
    ]);
  const sizeProblems = drawableSettingsProblems(settings, { width, height });
  if (sizeProblems.length > 0) throw new ChartRequestError(400, ['Bad chart parameters', ...sizeProblems]);
  const flagged = query.symbol ?? styleSymbol ?? DEFAULT_SYMBOL;
  // The `_`/`-` prefixes are flags of the chart (spec 2 §3): the data is the bare symbol's, the drawing keeps them.
  const symbol = parseSymbolFlags(flagged).symbol;
  // A user-defined index (`@MINE-123`, spec 1 §5.3) is its owner's: to anyone else it is not there.
  if (!mayChartUserIndex(symbol, member?.chartCode) || !knowsSymbol(deps.market, symbol))
    throw new ChartRequestError(404, [`Hmm, we couldn't find data for ${symbol}`]);
  const { bars, quote } = dataOf(deps.market, symbol, settings);
  if (bars.close.length === 0) throw new ChartRequestError(404, [`No price data found for ${symbol}.`]);
  const compare: SymbolBars[] = [];
  for (const other of comparisonSymbols(settings)) {
    if (other === symbol || !knowsSymbol(deps.market, other)) continue;
    try {
      const otherBars = dataOf(deps.market, other, settings).bars;
      if (otherBars.close.length > 0) compare.push({ symbol: other, bars: otherBars });
    } catch (error) {
      // A comparison symbol without bars for this period (end-of-day only) is left out, not the whole chart.
      if (!(error instanceof ChartRequestError)) throw error;
    }
  }
  const drawsSctr = settings.sortedIndicators.some((row) => row.indicatorName === 'sctr');
  const sctrRanks = drawsSctr ? deps.market.sctrRanks?.(symbol) : undefined;
  const input: AnnotatedChartInput = {
    symbol: flagged,
    settings,
    bars,
    compare,
    quote: {
      last: quote.close,
      change: quote.change,
      percentChange: quote.changePercent,
      open: quote.open,
      high: quote.high,
      low: quote.low,
      volume: quote.volume,
      time: quote.time,
      name: quote.name,
      exchange: quote.exchange,
    },
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    ...(annotations ? { annotations } : {}),
    // The SCTR is ranked against the symbol's universe, which only the server knows (spec 2 §3).
    ...(sctrRanks ? { sctrRanks } : {}),
  };
  const intraday = /^\d+$/.test(settings.period);
  return { input, maxAgeSeconds: intraday ? 15 : 300 };
}

/** One refused part of a chart in words. */
function describeRefusal({ feature }: ChartRefusal): string {
  switch (feature.kind) {
    case 'period':
      return `period ${feature.period}`;
    case 'range':
      return `range ${feature.range}`;
    case 'rangeYears':
      return `${feature.years} years of data`;
    case 'chartSize':
      return `chart size ${feature.size}`;
    case 'comparisonSymbols':
      return `${feature.count} comparison symbols`;
    default:
      return feature.kind;
  }
}

/** The `w` parameter (mini charts ask for w=520), when it is a sensible pixel width. */
function requestedWidth(params: URLSearchParams): number | undefined {
  const w = params.get('w');
  if (w === null) return undefined;
  const n = Number(w);
  if (!Number.isInteger(n) || n < 100 || n > 2500)
    throw new ChartRequestError(400, [`w: '${w}' is not a width from 100 to 2500 pixels`]);
  return n;
}
