import type { ChartSettings } from '../../model/index';

/** The member's ChartStyle being viewed (spec 2 §4): the one last applied, with the settings it was saved as. */
export interface ViewedStyle {
  readonly recid: number;
  readonly name: string;
  /** The style cache id it was applied from, when known: its parsed settings stay cached while it is viewed. */
  readonly styleCacheId?: string;
  /** The style's saved settings, to compare the chart's settings with. */
  readonly settings: ChartSettings;
}
