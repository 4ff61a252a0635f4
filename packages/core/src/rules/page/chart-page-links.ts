/**
 * Links from the workbench to the other chart pages (spec 1 §2.2, spec 3 §2.15): a point-and-figure chart's own
 * workbench and the classic chart page.
 */

import { readChartQuery } from '../chart-query/read';
import { isValidStyleId } from '../validation/chart-values';

/** The saved chart fields a point-and-figure link is made of. */
export interface PointAndFigureLinkInput {
  /** The chart's symbol. */
  readonly symbol: string;
  /** The saved chart's style: for a point-and-figure chart a style id (spec 1 §3.8). */
  readonly style: string;
  /** The ChartList the chart is saved in. */
  readonly listNum: number;
}

/** Encodes a query value but keeps the comma, which the point-and-figure pages read literally (`c=AAPL,P`). */
const keepCommas = (value: string): string => encodeURIComponent(value).replace(/%2C/gi, ',');

/**
 * The point-and-figure workbench of a saved point-and-figure chart (spec 1 §2.2): /freecharts/pnf.php with `c`
 * (the symbol and the style, comma-separated) and `listNum`. Opening such a chart opens this page in the same
 * window: the workbench cannot draw it (issue #16).
 * @example pointAndFigureWorkbenchUrl({ symbol: 'AAPL', style: 'p42', listNum: 3 }) // '/freecharts/pnf.php?c=AAPL,p42&listNum=3'
 */
export function pointAndFigureWorkbenchUrl(chart: PointAndFigureLinkInput): string {
  const style = chart.style.replace(/^[?&]+/, '').trim() || 'P';
  return `/freecharts/pnf.php?c=${keepCommas(`${chart.symbol},${style}`)}&listNum=${chart.listNum}`;
}

/**
 * The point-and-figure chart image (spec 1 §2.2): /pnf/chart with `c` (symbol and style) and `pnf=y`.
 * @example pointAndFigureImageUrl('AAPL,P') // '/pnf/chart?c=AAPL,P&pnf=y'
 */
export function pointAndFigureImageUrl(symbolAndStyle: string): string {
  return `/pnf/chart?c=${keepCommas(symbolAndStyle)}&pnf=y`;
}

/** What the classic chart page link carries. */
export interface ClassicChartLinkInput {
  /** The chart's symbol (`s`). */
  readonly symbol: string;
  /** The style id of the chart's settings (`id`), when it has one. */
  readonly styleId?: string;
  /** The viewed saved chart's record id (`a`); left out unless a positive integer. */
  readonly recid?: number;
  /** Its ChartList (`listNum`); left out unless a non-negative integer. */
  readonly listNum?: number;
}

/**
 * The classic chart page (spec 1 §2.2, spec 3 §2.15): /h-sc/ui with s, id, a and listNum, each only when known.
 * @example classicChartUrl({ symbol: 'AAPL', styleId: 'p42', recid: 7, listNum: 3 }) // '/h-sc/ui?s=AAPL&id=p42&a=7&listNum=3'
 */
export function classicChartUrl(input: ClassicChartLinkInput): string {
  const params = new URLSearchParams({ s: input.symbol });
  if (input.styleId) params.set('id', input.styleId);
  if (input.recid !== undefined && Number.isInteger(input.recid) && input.recid > 0)
    params.set('a', String(input.recid));
  if (input.listNum !== undefined && Number.isInteger(input.listNum) && input.listNum >= 0)
    params.set('listNum', String(input.listNum));
  return `/h-sc/ui?${params.toString()}`;
}

/** The saved chart fields the classic chart link of a saved chart is made of. */
export interface SavedChartLinkInput extends PointAndFigureLinkInput {
  /** The saved chart's record id. */
  readonly recid: number;
}

/**
 * The classic chart page of a saved chart (spec 3 §2.15 "Classic charts"): its symbol, the style id its style
 * names (a point-and-figure chart's style is one; a query may carry `id`), its record id and its list.
 * @example savedChartClassicUrl({ symbol: 'MSFT', style: '&p=W&id=p9', recid: 50, listNum: 1 }) // '/h-sc/ui?s=MSFT&id=p9&a=50&listNum=1'
 */
export function savedChartClassicUrl(chart: SavedChartLinkInput): string {
  const style = chart.style.replace(/^[?&]+/, '').trim();
  const styleId = isValidStyleId(style) ? style : readChartQuery(new URLSearchParams(style)).query.styleId;
  return classicChartUrl({
    symbol: chart.symbol,
    ...(styleId ? { styleId } : {}),
    recid: chart.recid,
    listNum: chart.listNum,
  });
}
