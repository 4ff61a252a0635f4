export { Options } from './Options';
export type { OptionsProps, OptionsViewId } from './Options';
export { OptionsWidgetPanel } from './OptionsWidgetPanel';
export type { OptionsWidgetPanelProps } from './OptionsWidgetPanel';
export { OptionsStrategy } from './OptionsStrategy';
export type { OptionsStrategyProps } from './OptionsStrategy';
export { StrikeSlider } from './StrikeSlider';
export type { StrikeSliderProps } from './StrikeSlider';
