export type { AdLoadState, AdLoader, AdProvider } from './ad-provider';
export { adLoadRetryDelay, chartLoadCompleted, createAdLoader } from './ad-provider';
