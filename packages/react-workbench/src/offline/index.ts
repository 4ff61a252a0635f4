export { createOfflineApi, createSampleOfflineApi, sampleSymbol, svgDataUrl, SAMPLE_SYMBOLS } from './createOfflineApi';
export type { OfflineApiOptions, OfflineSymbol } from './createOfflineApi';
export { createOfflineAlertsApi } from './offlineAlerts';
export type { OfflineAlertsOptions } from './offlineAlerts';
export { createOfflineMarketApi } from './offlineMarket';
export { createOfflineMemberApi } from './offlineMember';
export type { OfflineMember, OfflineMemberOptions } from './offlineMember';
export { createOfflineMemberWrites } from './offlineMemberWrites';
export type { OfflineMemberStore } from './offlineMemberWrites';
