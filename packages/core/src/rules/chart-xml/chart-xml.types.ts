import type { ChartSettings } from '../../model/chart-settings';

/** A chart: the main symbol (with its prefix flags, spec 2 §3) and its settings. */
export interface ChartDefinition {
  symbol: string;
  settings: ChartSettings;
}

/** The day the year-to-date range is measured from; defaults to the current UTC date. */
export interface ChartXmlOptions {
  /** YYYY-MM-DD. */
  today?: string;
}

/** The version written on the root element. */
export const CHART_XML_VERSION = '1';

/** Today's UTC date as YYYY-MM-DD, when the caller does not pass one. */
export function currentIsoDate(): string {
  return new Date().toISOString().slice(0, 10);
}
