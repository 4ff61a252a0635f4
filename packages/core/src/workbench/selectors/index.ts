export { selectChartHeight, selectChartWidth } from './chart-size';
export { selectGate, selectIsCryptoSymbol } from './permissions';
export { todayFromClock } from './today';
