import type { SampleChartStyles } from '../../../model/index';
import type { ChartListSummaryRow } from '../../../rules/index';

/** The calls of the backend (spec 3 §7) the ChartList Summary, the libraries and Chart Comments use. */
export interface WorkbenchListModesApi {
  /** The sample ChartStyle catalogue (spec 2 §4). */
  getSampleChartStyles(): Promise<SampleChartStyles>;
  /** The ChartList Summary rows of one of the member's lists (spec 3 §7 get-symbol-data with ln). */
  getChartListSummary(listNum: number): Promise<readonly ChartListSummaryRow[]>;
  /** The thumbnail image address of a ChartStyle: the chart image of its style id alone (spec 1 §2.2, spec 2 §2). */
  styleThumbnailUrl(styleCacheId: string): string;
}
