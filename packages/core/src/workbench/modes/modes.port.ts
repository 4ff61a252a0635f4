import type { WorkbenchAlertsApi } from './alerts/alerts.port';
import type { WorkbenchListModesApi } from './lists/lists.port';
import type { WorkbenchMarketModesApi } from './market/market.port';

/** Every call the modes of the panel below the chart make; each is optional on a WorkbenchApi. */
export interface WorkbenchModesApi
  extends WorkbenchAlertsApi, WorkbenchMarketModesApi, WorkbenchListModesApi {}
