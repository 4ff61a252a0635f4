import { MESSAGES } from '../../catalogues/messages';
/**
 * Building chart queries (spec 1 §2.2, §5.4; spec 2 §2; spec 3 §5): the chart image query for /c-sc/sc/ and
 * the share link.
 */
import { PERF_CHART_TYPE_VALUE } from '../../catalogues/chart-types';
import { findRange } from '../../catalogues/ranges';
import type { ChartSettings } from '../../model/chart-settings';
import { toIsoDate, type CalendarDay } from '../validation/dates';
import { isNonNegativeInteger, isPositiveInteger, isValidRecordId } from '../validation/numbers';

/** Optional extras of a chart image query. */
export interface ChartImageQueryOptions {
  /** `i`: the style cache id the image is drawn with. */
  styleId?: string;
  /** `a`: the saved chart's record id (sent only when a positive integer). */
  recordId?: number;
  /** `r`: a cache-busting number for refreshes. */
  randomNumber?: number | string;
  /**
   * `notes=no`: the image leaves out the ChartNotes of `a` (an extension of spec 1 §2.2). The workbench sends `a`
   * with its image as the spec lists it but draws the notes itself, over the image, where they are edited.
   */
  withoutNotes?: boolean;
  /** The day a Year-to-Date range without a stored start date counts from; defaults to the current date. */
  today?: CalendarDay;
}

/** Adds the range parameters of the settings' range kind (spec 1 §5.4, spec 2 §2). */
function appendRange(params: URLSearchParams, settings: ChartSettings, today: CalendarDay | undefined): void {
  const kind = findRange(settings.range)?.kind;
  if (kind === 'barGap') {
    // Bar is sent only when a positive integer, gap only when a non-negative integer (spec 1 §5.4).
    if (isPositiveInteger(settings.rangeBar)) params.set('b', String(settings.rangeBar));
    if (isNonNegativeInteger(settings.rangeGap)) params.set('g', String(settings.rangeGap));
  } else if (kind === 'length') {
    if (settings.rangeYears > 0) params.set('yr', String(settings.rangeYears));
    if (settings.rangeMonths > 0) params.set('mn', String(settings.rangeMonths));
    if (settings.rangeDays > 0) params.set('dy', String(settings.rangeDays));
  } else if (kind === 'dates') {
    const start =
      settings.rangeStartDate !== '' || settings.range !== 'ytd'
        ? settings.rangeStartDate
        : `${toIsoDate(today ?? new Date()).slice(0, 4)}-01-01`;
    if (start !== '') params.set('st', start);
    if (settings.rangeEndDate !== '') params.set('en', settings.rangeEndDate);
  }
}

function appendComparison(params: URLSearchParams, settings: ChartSettings): void {
  if (settings.chartType !== PERF_CHART_TYPE_VALUE) return;
  const symbols = settings.perfChartSymbols.map((entry) => entry.symbol).filter((symbol) => symbol !== '');
  if (symbols.length > 0) params.set('compare', symbols.join(','));
  if (settings.useMainChartSymbolAsBaseline) params.set('perf', 'true');
}

/**
 * The query of a chart image at /c-sc/sc/ (spec 1 §2.2): s, p, the range parameters of the range kind, compare
 * and perf for PerfChart, i, a and r.
 * @example buildChartImageQuery('AAPL', settings, { styleId: 't123' }).toString() // 's=AAPL&p=D&yr=1&i=t123'
 */
export function buildChartImageQuery(
  symbol: string,
  settings: ChartSettings,
  options: ChartImageQueryOptions = {},
): URLSearchParams {
  const params = new URLSearchParams();
  params.set('s', symbol);
  params.set('p', settings.period);
  appendRange(params, settings, options.today);
  appendComparison(params, settings);
  if (options.styleId) params.set('i', options.styleId);
  if (options.recordId !== undefined && isValidRecordId(options.recordId))
    params.set('a', String(options.recordId));
  if (options.withoutNotes && params.has('a')) params.set('notes', 'no');
  if (options.randomNumber !== undefined) params.set('r', String(options.randomNumber));
  return params;
}

/** What a share link carries (spec 3 §5). */
export interface ShareLinkInput {
  symbol: string;
  /** The permanent style cache id of the chart's settings. */
  permanentStyleId: string;
  settings: ChartSettings;
  /** The saved chart (annotations) record id; left out unless a positive integer. */
  recordId?: number | null;
}

/**
 * The share link of a chart (spec 3 §5): the page path with s, id, compare and perf (PerfChart only) and a
 * (when the record id is valid).
 * @example buildShareLink('/sc3/ui/', { symbol: 'AAPL', permanentStyleId: 'p42', settings }) // '/sc3/ui/?s=AAPL&id=p42'
 */
export function buildShareLink(pagePath: string, input: ShareLinkInput): string {
  const params = new URLSearchParams();
  params.set('s', input.symbol);
  params.set('id', input.permanentStyleId);
  appendComparison(params, input.settings);
  if (input.recordId !== undefined && input.recordId !== null && isValidRecordId(input.recordId))
    params.set('a', String(input.recordId));
  const separator = pagePath.includes('?') ? '&' : '?';
  return `${pagePath}${separator}${params.toString()}`;
}

/** Thrown when a saved chart's style would be saved without parameters (spec 1 §5.6). */
export class EmptyStyleParametersError extends Error {
  constructor() {
    super(MESSAGES.chart.emptyStyleParameters);
    this.name = 'EmptyStyleParametersError';
  }
}

/**
 * The `style` field of a saved chart update: a leading ampersand plus the query string (spec 1 §7). Throws
 * EmptyStyleParametersError when there are no parameters (spec 1 §5.6).
 * @example savedChartStyleParameter(new URLSearchParams('p=D&yr=1')) // '&p=D&yr=1'
 */
export function savedChartStyleParameter(parameters: URLSearchParams | string): string {
  const text = (typeof parameters === 'string' ? parameters : parameters.toString())
    .replace(/^[&?]+/, '')
    .trim();
  if (text === '') throw new EmptyStyleParametersError();
  return `&${text}`;
}
