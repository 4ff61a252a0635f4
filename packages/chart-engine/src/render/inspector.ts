import {
  findPeriod,
  formatInspectorText,
  type InspectorBar,
  type InspectorData,
  type InspectorPanel,
} from '@chartbench/core';

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The inspector date id of a time: 8 digits (YYYYMMDD) for daily and longer periods, 12 with HHMM intraday. */
export function inspectorDateId(time: number, intraday: boolean): string {
  const d = new Date(time);
  const date = `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  return intraday ? `${date}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}` : date;
}

/** The last moment a bar starting at `time` covers, for a period code (a week ends 6 days on, a month at its end). */
export function periodEnd(time: number, period: string, minutes = findPeriod(period)?.minutes ?? 0): number {
  const d = new Date(time);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (period) {
    case 'W':
      return time + 4 * 86_400_000;
    case 'M':
      return Date.UTC(y, m + 1, 0);
    case 'Q':
      return Date.UTC(y, Math.floor(m / 3) * 3 + 3, 0);
    case 'Y':
      return Date.UTC(y, 12, 0);
    default:
      return minutes > 0 ? time + (minutes - 1) * 60_000 : time;
  }
}

/**
 * Rounds a price to 6 decimals: the quote box shows at most 4 (spec 3 §5), and short numbers keep the text
 * small and quick to write and read.
 */
export function roundValue(value: number): number {
  return Math.abs(value) < 1e9 ? Math.round(value * 1e6) / 1e6 : value;
}

/** What the engine knows about one drawn bar, before it becomes an inspector record. */
export interface DrawnBar {
  readonly x: number;
  readonly start: number;
  /** Time of the last source bar folded into this one (equal to `start` unless decimated). */
  readonly lastStart: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
  readonly previousClose: number;
}

/** The drawn chart as the inspector sees it. */
export interface InspectorLayout {
  readonly width: number;
  readonly height: number;
  readonly period: string;
  readonly plotLeft: number;
  readonly plotRight: number;
  readonly panels: readonly InspectorPanel[];
  readonly bars: readonly DrawnBar[];
}

/**
 * Builds the inspector text of a drawn chart with core's `formatInspectorText`, so the text always reads back
 * with `parseInspectorText` as {@link buildInspectorData}'s data.
 */
export function buildInspectorText(layout: InspectorLayout): string {
  return formatInspectorText(buildInspectorData(layout));
}

/**
 * The inspector data of a drawn chart: what the inspector and the ChartNotes mapping read. Bars whose pixel
 * column does not advance are left out: the format requires strictly increasing columns.
 */
export function buildInspectorData(layout: InspectorLayout): InspectorData {
  const period = findPeriod(layout.period);
  const intraday = period?.isIntraday ?? false;
  const minutes = period?.minutes ?? 0;
  const bars: InspectorBar[] = [];
  let lastX = -Infinity;
  for (const bar of layout.bars) {
    const x = Math.round(bar.x * 10) / 10;
    if (!(x > lastX)) continue;
    lastX = x;
    const percentChange =
      Number.isFinite(bar.previousClose) && bar.previousClose !== 0
        ? ((bar.close - bar.previousClose) / Math.abs(bar.previousClose)) * 100
        : NaN;
    const startId = inspectorDateId(bar.start, intraday);
    bars.push({
      barIndex: x,
      startId,
      endId:
        bar.lastStart === bar.start && minutes === 0 && layout.period === 'D'
          ? startId
          : inspectorDateId(Math.max(bar.start, periodEnd(bar.lastStart, layout.period, minutes)), intraday),
      open: roundValue(bar.open),
      high: roundValue(bar.high),
      low: roundValue(bar.low),
      close: roundValue(bar.close),
      volume: Math.round(bar.volume),
      percentChange: Math.round(percentChange * 10_000) / 10_000,
    });
  }
  const panels = layout.panels;
  const data: InspectorData = {
    width: layout.width,
    height: layout.height,
    period: layout.period,
    plotLeft: layout.plotLeft,
    plotRight: layout.plotRight,
    plotTop: Math.min(...panels.map((p) => p.maxY)),
    plotBottom: Math.max(...panels.map((p) => p.minY)),
    panels: [...panels],
    bars,
  };
  return data;
}
