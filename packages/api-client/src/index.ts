/**
 * @chartbench/api-client: the workbench's typed HTTP client. Every reply is checked against the contract
 * (`@chartbench/api-client/contract`); failures are `ApiError`s that name the call.
 */
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ChartQuery,
  type MemberCallFunctions,
} from './client';
export { ApiError, type ApiErrorKind } from './errors';
export type { FetchLike, SkippedItemsReport } from './transport';
export type { BatchEntry, BatchResult } from './batch-calls';
export { MINI_CHART_TEMPLATES } from './urls';
export { TEMP_STYLE_CACHE_MS } from './style-calls';
export { BOOTSTRAP_FRESH_MS } from './bootstrap-seed';
export { PAGE_BOOTSTRAP_ELEMENT_ID, readPageBootstrap, type PageBootstrap } from './contract/index';
export { createWorkbenchApi, type WorkbenchApiClient } from './workbench-api';
export { SUGGESTION_FRESH_MS, SUGGESTION_MAX_AGE_MS, type SymbolSuggestion } from './market-calls';
