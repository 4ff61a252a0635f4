/**
 * The level gates of a whole chart (spec 1 §6, §2.1): what an address, a saved style or an image request asks
 * for is held to the same canUse rules as the menus, so a visitor cannot get a paying-only period, a Pro range
 * or nine comparison symbols by typing them into the address.
 */
import { findChartSize } from '../../catalogues/chart-sizes';
import type { ChartSettings } from '../../model/chart-settings';
import { memberLevel, type Member } from '../../model/member';
import { maxComparisonSymbols } from '../validation/symbols';
import { canUse } from './can-use';
import type { Feature, Permission } from './features';

/** A refused part of a chart: the feature asked for and canUse's answer. */
export interface ChartRefusal {
  readonly feature: Feature;
  readonly permission: Permission;
}

const comparisonCount = (settings: ChartSettings) =>
  settings.perfChartSymbols.filter((entry) => entry.symbol.trim() !== '').length;

/** Every part of the chart the member may not have, in the order period, range, size, comparison symbols. */
export function chartRefusals(member: Member | null | undefined, settings: ChartSettings): ChartRefusal[] {
  const features: Feature[] = [
    { kind: 'period', period: settings.period },
    { kind: 'range', range: settings.range },
    { kind: 'rangeYears', years: settings.rangeYears },
    { kind: 'chartSize', size: settings.chartSize },
    { kind: 'comparisonSymbols', count: comparisonCount(settings) },
  ];
  const out: ChartRefusal[] = [];
  for (const feature of features) {
    // Ranges and sizes the catalogues do not name are the query reader's to refuse, not a level gate.
    if (feature.kind === 'range' && feature.range === 'predefined') continue;
    if (feature.kind === 'chartSize' && !findChartSize(feature.size)) continue;
    const permission = canUse(member, feature);
    if (!permission.allowed) out.push({ feature, permission });
  }
  return out;
}

/** A chart held to the member's level, and the first refusal to explain (its upgrade or create-account dialog). */
export interface GatedChart {
  readonly settings: ChartSettings;
  readonly refusal: ChartRefusal | null;
}

/**
 * Holds a chart to the member's level: a refused period, range or size takes `fallback`'s (the platform
 * default), comparison symbols are cut to the member's maximum (spec 1 §5.3: 4 for free members and visitors).
 */
export function gateChart(
  member: Member | null | undefined,
  settings: ChartSettings,
  fallback: ChartSettings,
): GatedChart {
  const refusals = chartRefusals(member, settings);
  if (refusals.length === 0) return { settings, refusal: null };
  let next = settings;
  const refused = new Set(refusals.map((refusal) => refusal.feature.kind));
  if (refused.has('period')) next = { ...next, period: fallback.period };
  if (refused.has('range') || refused.has('rangeYears')) {
    const { range, rangeBar, rangeGap, rangeDays, rangeMonths, rangeYears, rangeStartDate, rangeEndDate } =
      fallback;
    next = {
      ...next,
      range,
      rangeBar,
      rangeGap,
      rangeDays,
      rangeMonths,
      rangeYears,
      rangeStartDate,
      rangeEndDate,
    };
  }
  if (refused.has('chartSize')) next = { ...next, chartSize: fallback.chartSize };
  if (refused.has('comparisonSymbols')) {
    const max = maxComparisonSymbols(memberLevel(member));
    let kept = 0;
    next = {
      ...next,
      perfChartSymbols: next.perfChartSymbols.filter(
        (entry) => entry.symbol.trim() === '' || (kept += 1) <= max,
      ),
    };
  }
  return {
    settings: next,
    refusal: refusals.find((refusal) => refusal.permission.modal !== 'none') ?? refusals[0] ?? null,
  };
}
