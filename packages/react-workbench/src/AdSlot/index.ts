export { AdSlot } from './AdSlot';
export type { AdRegion, AdSlotProps } from './AdSlot';
