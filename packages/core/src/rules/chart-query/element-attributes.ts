import { findIndicator } from '../../catalogues/indicators';
import { findOverlay } from '../../catalogues/overlays';
import {
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
  DEFAULT_SYMBOL,
  type ChartSettings,
} from '../../model/chart-settings';
import type { CalendarDay } from '../validation/dates';
import { applyChartQuery, resolveLengthRange } from './apply';
import { readChartQuery } from './read';

/** Most studies one element lists: a partner chart is a glance, and each study costs a panel or a line. */
export const MAX_ELEMENT_STUDIES = 8;

/** A chart element's settings, read from its attributes, with the problems found (each skipped). */
export interface ElementChart {
  readonly symbol: string;
  readonly settings: ChartSettings;
  readonly errors: readonly string[];
}

const RANGE_LENGTH = /^(\d{1,3})\s*([dmy])$/i;
const STUDY = /^([A-Za-z][A-Za-z0-9]*)(?:\(([^()]*)\))?$/;

/** `range="1y"`, `"6m"`, `"30d"` or a range id such as `ytd`, as range fields. */
function rangeOf(range: string, errors: string[]): Partial<ChartSettings> | null {
  const match = RANGE_LENGTH.exec(range.trim());
  if (match) {
    const n = Number(match[1]);
    const unit = (match[2] as string).toLowerCase();
    return resolveLengthRange(unit === 'd' ? n : 0, unit === 'm' ? n : 0, unit === 'y' ? n : 0);
  }
  if (range.trim().toLowerCase() === 'ytd') return { range: 'ytd' };
  errors.push(`Unknown range: ${range}`);
  return null;
}

/** `"rsi(14), macd(12,26,9)"` as (name, parameters) pairs, at most {@link MAX_ELEMENT_STUDIES}. */
function studiesOf(list: string, errors: string[]): { name: string; parameters: string }[] {
  const out: { name: string; parameters: string }[] = [];
  for (const part of list.split(/,(?![^()]*\))/)) {
    const text = part.trim();
    if (!text) continue;
    const match = STUDY.exec(text);
    if (!match) {
      errors.push(`Unreadable study: ${text.slice(0, 40)}`);
      continue;
    }
    if (out.length === MAX_ELEMENT_STUDIES) {
      errors.push(`At most ${MAX_ELEMENT_STUDIES} studies are drawn`);
      break;
    }
    out.push({ name: match[1] as string, parameters: (match[2] ?? '').replace(/\s+/g, '') });
  }
  return out;
}

/**
 * Reads `<chartbench-chart>`'s attributes into chart settings. The names are the chart query's (`symbol`/`s`,
 * `period`/`p`, `years`, `start`, `compare`...; spec 1 §2.1) plus `range` (`1y`, `6m`, `30d`, `ytd`),
 * `indicators` (panels, e.g. `rsi(14),macd`) and `overlays` (on price, e.g. `sma(50),ema(20)`); `indicators`
 * also accepts overlay names, which then go on the price panel. Unknown values are skipped and reported.
 * Without studies, the default chart's are kept.
 */
export function readElementAttributes(
  attributes: Readonly<Record<string, string | undefined>>,
  today: CalendarDay,
): ElementChart {
  const errors: string[] = [];
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || ['range', 'indicators', 'overlays', 'symbol'].includes(name)) continue;
    params.set(name, value);
  }
  if (attributes['symbol'] !== undefined) params.set('s', attributes['symbol']);
  const read = readChartQuery(params);
  errors.push(...read.errors);
  let settings = applyChartQuery(createDefaultChartSettings(), read.query, today);
  const range = attributes['range'] ? rangeOf(attributes['range'], errors) : null;
  if (range) settings = { ...settings, ...range };
  const indicators = studiesOf(attributes['indicators'] ?? '', errors);
  const overlays = studiesOf(attributes['overlays'] ?? '', errors);
  if (indicators.length > 0 || overlays.length > 0) {
    const indicatorRows: ReturnType<typeof createIndicatorRow>[] = [];
    const overlayRows: ReturnType<typeof createOverlayRow>[] = [];
    const addIndicator = (study: { name: string; parameters: string }) =>
      indicatorRows.push(
        createIndicatorRow(indicatorRows.length + 1, {
          indicatorName: study.name,
          parameters: study.parameters,
        }),
      );
    const addOverlay = (study: { name: string; parameters: string }) =>
      overlayRows.push(
        createOverlayRow(overlayRows.length + 1, { overlayName: study.name, parameters: study.parameters }),
      );
    // A name in both catalogues goes where its attribute says.
    for (const study of overlays) {
      if (findOverlay(study.name)) addOverlay(study);
      else if (findIndicator(study.name)) addIndicator(study);
      else errors.push(`Unknown study: ${study.name}`);
    }
    for (const study of indicators) {
      if (findIndicator(study.name)) addIndicator(study);
      else if (findOverlay(study.name)) addOverlay(study);
      else errors.push(`Unknown study: ${study.name}`);
    }
    settings = { ...settings, sortedIndicators: indicatorRows, sortedOverlays: overlayRows };
  }
  return { symbol: read.query.symbol ?? DEFAULT_SYMBOL, settings, errors };
}
