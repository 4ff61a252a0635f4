export { Options } from './Options';
export type { OptionsProps, OptionsViewId } from './Options';
export { OptionsWidgetPanel } from './OptionsWidgetPanel';
export type { OptionsWidgetPanelProps } from './OptionsWidgetPanel';
export { StrikeSlider } from './StrikeSlider';
export type { StrikeSliderProps } from './StrikeSlider';
