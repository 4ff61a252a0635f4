/**
 * @chartbench/offline: a WorkbenchApi with no server behind it. Known symbols get deterministic synthetic bars,
 * their charts are drawn by @chartbench/chart-engine and returned as `data:` URLs, and every member call, mode
 * and alert answers from memory. Storybook, the demo's partner-widget page and tests use it.
 */
export { createOfflineApi, createSampleOfflineApi, sampleSymbol, SAMPLE_SYMBOLS } from './createOfflineApi';
export type { OfflineApiOptions } from './createOfflineApi';
export type { OfflineSymbol } from './offlineSymbol';
export { createOfflineAlertsApi } from './offlineAlerts';
export type { OfflineAlertsOptions } from './offlineAlerts';
export { createOfflineListsApi } from './offlineLists';
export type { OfflineListsOptions } from './offlineLists';
export { createOfflineMarketApi } from './offlineMarket';
export { createOfflineMemberApi } from './offlineMember';
export type { OfflineMember, OfflineMemberOptions } from './offlineMember';
export { createOfflineMemberWrites } from './offlineMemberWrites';
export type { OfflineMemberStore } from './offlineMemberWrites';
