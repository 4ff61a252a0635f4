import type { SaveChartMode, SaveChartStyleMode } from '../../rules/index';

/** What the save chart dialog sends (spec 3 §4, §5). */
export interface SaveChartRequest {
  readonly mode: SaveChartMode;
  readonly listNum: number;
  readonly name: string;
  readonly comments: string;
}

/** What the save ChartStyle dialog sends (spec 3 §4, §5). */
export interface SaveChartStyleRequest {
  readonly mode: SaveChartStyleMode;
  /** The new style's name (saveAsNew). */
  readonly name: string;
  /** The style to update (updateExisting). */
  readonly styleRecid: number | null;
  readonly setAsDefault: boolean;
}

/** What the create ChartList dialog sends: a name and a comma or space list of symbols (may be blank). */
export interface CreateChartListRequest {
  readonly name: string;
  readonly symbols: string;
}
