import type { SampleChartStyles } from '../../model/index';

/** The calls of the backend (spec 3 §7) the ChartList Summary, the libraries and Chart Comments use. */
export interface WorkbenchListModesApi {
  /** The sample ChartStyle catalogue (spec 2 §4). */
  getSampleChartStyles(): Promise<SampleChartStyles>;
}
