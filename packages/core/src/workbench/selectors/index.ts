export { selectChartHeight, selectChartWidth } from './chart-size';
export { selectFirstChartSettled } from './first-chart';
export { selectGate, selectIsCryptoSymbol } from './permissions';
export { todayFromClock } from './today';
export { selectHasUnsavedWork, selectSaveButtonLook } from './save-button';
export type { SaveButtonLook } from './save-button';
export { selectCanAddStyleButton } from './style-buttons';
