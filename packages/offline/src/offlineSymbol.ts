import type { Bars, ChartSettings } from '@chartbench/core';

/** One symbol an offline workbench can chart. */
export interface OfflineSymbol {
  readonly symbol: string;
  readonly name: string;
  readonly exchange: string;
  /** Its bars for a period code (`D`, `W`, `60`...). */
  readonly bars: (period: string, settings: ChartSettings) => Bars;
}
