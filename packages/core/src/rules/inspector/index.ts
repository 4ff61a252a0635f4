export type { InspectorBar, InspectorData, InspectorPanel } from './inspector-text.types';
export type { InspectorErrorKind } from './inspector-text-error';
export { InspectorTextError, INSPECTOR_ERROR_MESSAGES } from './inspector-text-error';
export { formatInspectorText, INSPECTOR_FORMAT_VERSION } from './format-inspector-text';
export { parseInspectorText } from './parse-inspector-text';
export {
  CANDLE_VOLUME_SPACING_VARIATION,
  HORIZONTAL_AXIS_PANEL_MIN_HEIGHT,
  MIN_INSPECTOR_BAR_WIDTH,
  INTRADAY_PERIOD_LETTERS,
  isCandleVolumeMode,
  isHorizontalAxisPanel,
  inspectorBarWidth,
  inspectorValueDecimals,
  isIntradayInspectorPeriod,
  inspectorValueAtY,
  inspectorPanelAtY,
  inspectorBarAtX,
} from './inspector-geometry';
export type {
  InspectorDragDirection,
  InspectorPoint,
  InspectorReadout,
  InspectorReadoutOptions,
} from './inspector-readout';
export {
  formatInspectorDate,
  inspectorDragDirection,
  inspectorReadout,
  lockedDragDirection,
} from './inspector-readout';
export { inspectorBarPoint, inspectorKeyBar } from './inspector-keys';
