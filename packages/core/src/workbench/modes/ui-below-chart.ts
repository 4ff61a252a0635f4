/**
 * The address parameter that picks the UI below the chart (spec 3 §2.1): `uiBelowChart` with the options-play
 * value opens Options mode on its OptionsPlay view. Any other value leaves the default mode.
 */
import type { OptionsViewId } from './market/market-modes-state';

/** The address parameter naming the UI below the chart. */
export const UI_BELOW_CHART_PARAMETER = 'uiBelowChart';

/** The value of {@link UI_BELOW_CHART_PARAMETER} for the options-play widget (compared without case). */
export const OPTIONS_PLAY_UI_VALUE = 'optionsplay';

/** The mode and Options view an address opens on, or null for the default. */
export interface UiBelowChart {
  readonly mode: 'options';
  readonly optionsView: OptionsViewId;
}

/** Reads the UI below the chart from a page query such as `?s=MSFT&uiBelowChart=optionsplay`. */
export function readUiBelowChart(search: string | null): UiBelowChart | null {
  if (search === null) return null;
  const value = new URLSearchParams(search).get(UI_BELOW_CHART_PARAMETER);
  return value?.trim().toLowerCase() === OPTIONS_PLAY_UI_VALUE
    ? { mode: 'options', optionsView: 'OptionsPlay' }
    : null;
}
