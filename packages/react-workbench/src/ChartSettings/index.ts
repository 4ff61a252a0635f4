export { ChartSettings } from './ChartSettings';
export type { ChartSettingsProps } from './ChartSettings';
export { ColorPicker } from './ColorPicker';
export type { ColorPickerProps } from './ColorPicker';
