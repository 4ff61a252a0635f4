/**
 * Unsaved-change comparison (spec 2 §4): a chart or ChartStyle has unsaved changes when its settings differ
 * from the saved version in a field that matters for the chosen options. Fields the options make irrelevant
 * (bar and gap outside Fill the Chart, kagi fields outside Kagi, custom size outside Custom...) and blank rows
 * never count.
 */
import {
  CUSTOM_COLOR_SCHEME_ID,
  findChartType,
  findRange,
  PERF_CHART_TYPE_VALUE,
} from '../../catalogues/index';
import type { ChartSettings, IndicatorRow, OverlayRow } from '../../model/chart-settings';
import { normalizeIndicatorRows, normalizeOverlayRows } from '../settings/row-transitions';

type Field = keyof ChartSettings;

/** Fields that always matter. */
const ALWAYS: readonly Field[] = [
  'chartType',
  'period',
  'range',
  'rangeExtraBars',
  'colorScheme',
  'opacity',
  'chartSize',
  'chartGrid',
  'legends',
  'isLogScale',
  'extendedHours',
  'fullQuote',
  'priceLabels',
  'yAxisLabels',
  'colorVolume',
  'zoomThumbnail',
  'chartSettingsVolumeMenuValue',
];

/** The fields that matter for these settings' chosen options, beyond the rows and colours. */
export function relevantFields(settings: ChartSettings): Field[] {
  const fields: Field[] = [...ALWAYS];
  const kind = findRange(settings.range)?.kind;
  if (kind === 'barGap') fields.push('rangeBar', 'rangeGap');
  if (kind === 'length') fields.push('rangeDays', 'rangeMonths', 'rangeYears');
  if (kind === 'dates') fields.push('rangeStartDate', 'rangeEndDate');
  if (settings.chartType === PERF_CHART_TYPE_VALUE) fields.push('useMainChartSymbolAsBaseline');
  if (findChartType(settings.chartType)?.isCandleBased) fields.push('solidCandles');
  if (settings.chartType === 'kagi') fields.push('kagiReversal', 'kagiUnit', 'kagiPriceField');
  if (settings.chartType === 'renko') fields.push('renkoBoxSize', 'renkoUnit', 'renkoPriceField');
  if (settings.chartSize === 'custom') fields.push('customWidth', 'customHeight');
  if (settings.colorScheme === CUSTOM_COLOR_SCHEME_ID) {
    fields.push('customBackgroundColor', 'customGridColor', 'customTextColor', 'customIndicatorColor');
  }
  return fields;
}

/** 'auto', 'default' and blank are one value; hex codes compare without case. */
function colorKey(value: string): string {
  const v = value.trim().toLowerCase();
  return v === '' || v === 'default' ? 'auto' : v;
}

function indicatorKey(row: IndicatorRow): string {
  return JSON.stringify([
    row.indicatorName,
    row.parameters,
    row.indicatorPosition,
    row.indicatorPriceStyle,
    colorKey(row.indicatorColor),
    row.indicatorHeight,
    row.indicatorOpacity,
    row.overlayName,
    row.overlayName ? row.overlayParameters : '',
  ]);
}

function overlayKey(row: OverlayRow): string {
  return JSON.stringify([
    row.overlayName,
    row.parameters,
    row.overlayStyle,
    colorKey(row.overlayColor),
    row.overlayOpacity,
  ]);
}

function rowsKey<R>(rows: readonly R[], key: (row: R) => string): string {
  return rows.map(key).join('\n');
}

function symbolsKey(settings: ChartSettings): string {
  return settings.perfChartSymbols
    .map((s) => s.symbol.trim().toUpperCase())
    .filter(Boolean)
    .join(',');
}

/**
 * The names of the settings that differ in a way that matters, in a stable order; row lists and comparison
 * symbols are named `sortedIndicators`, `sortedOverlays` and `perfChartSymbols`.
 */
export function listUnsavedChanges(saved: ChartSettings, current: ChartSettings): string[] {
  const fields = new Set<Field>([...relevantFields(saved), ...relevantFields(current)]);
  const changed: string[] = [];
  for (const field of fields) {
    if (saved.chartType !== current.chartType || saved.range !== current.range) {
      // A different chart type or range already counts; its dependent fields need no second look.
      if (field !== 'chartType' && field !== 'range' && !ALWAYS.includes(field)) continue;
    }
    const a = saved[field];
    const b = current[field];
    const same =
      typeof a === 'string' && typeof b === 'string' && field.toLowerCase().includes('color')
        ? colorKey(a) === colorKey(b)
        : a === b;
    if (!same) changed.push(field);
  }
  if (colorKey(saved.upColor) !== colorKey(current.upColor)) changed.push('upColor');
  if (colorKey(saved.downColor) !== colorKey(current.downColor)) changed.push('downColor');
  if (current.chartType === PERF_CHART_TYPE_VALUE && symbolsKey(saved) !== symbolsKey(current))
    changed.push('perfChartSymbols');
  // Rows compare in their normalised form: what the panel would show, blank rows and their padding aside.
  const indicators = (s: ChartSettings) =>
    rowsKey(
      normalizeIndicatorRows(s.sortedIndicators).filter((r) => r.indicatorName !== ''),
      indicatorKey,
    );
  const overlays = (s: ChartSettings) =>
    rowsKey(
      normalizeOverlayRows(s.sortedOverlays).filter((r) => r.overlayName !== ''),
      overlayKey,
    );
  if (indicators(saved) !== indicators(current)) changed.push('sortedIndicators');
  if (overlays(saved) !== overlays(current)) changed.push('sortedOverlays');
  return changed;
}

/** Whether the current settings differ from the saved ones in anything that matters (spec 2 §4). */
export function hasUnsavedChanges(saved: ChartSettings, current: ChartSettings): boolean {
  return listUnsavedChanges(saved, current).length > 0;
}

/** Whether a chart (symbol and settings) differs from its saved version; symbols compare without case. */
export function hasUnsavedChartChanges(
  saved: { symbol: string; settings: ChartSettings },
  current: { symbol: string; settings: ChartSettings },
): boolean {
  return (
    saved.symbol.trim().toUpperCase() !== current.symbol.trim().toUpperCase() ||
    hasUnsavedChanges(saved.settings, current.settings)
  );
}
