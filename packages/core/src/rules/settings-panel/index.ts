export {
  normalizePerfSymbols,
  nextPerfSymbolId,
  perfSymbolRowsForView,
  editPerfSymbols,
  clearPerfSymbols,
} from './perf-symbols';
export type { GatedChange } from './panel-gates';
export { settingsRowCounts, gateRowCounts } from './panel-gates';
export { clearIndicators, clearOverlays } from './clear-rows';
export { moveIndicatorRow, moveOverlayRow, movePerfSymbol } from './move-rows';
export { MAX_BRICK_SIZE, parseBrickSize } from './brick-size';
