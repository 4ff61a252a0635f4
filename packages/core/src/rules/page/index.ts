export type { SuggestEntry } from './symbol-suggest';
export {
  SUGGEST_CLOSE_AFTER_BLUR_MS,
  SUGGEST_DELAY_MS,
  moreResultsUrl,
  moveSuggestHighlight,
  suggestEntries,
} from './symbol-suggest';
export type { LowerBarEffect, StyleButtonEntry } from './lower-bar';
export { isLowerBarOpenByDefault, lowerBarEffect, styleButtonRow } from './lower-bar';
export type { ChartMenuContext, ChartMenuEffect, ChartMenuEntry } from './chart-context-menu';
export { chartImageFileName, chartMenuEntries } from './chart-context-menu';
export { showsScrollToTop } from './scroll-to-top';
export type { AdLayout, AdLayoutInput, AdSlotPlacement } from './ads';
export { adLayout, adPlacement, adSlotsFor } from './ads';
export type { ChartNeighbours } from './saved-chart-walk';
export {
  chartNeighbours,
  isSavedChartReadOnly,
  saveChartVariant,
  shownChartListNum,
} from './saved-chart-walk';
export { AUTO_SIZE_BY_BREAKPOINT, autoChartSize, chartAlignment, drawnChartSettings } from './chart-layout';
export type { ClassicChartLinkInput, PointAndFigureLinkInput, SavedChartLinkInput } from './chart-page-links';
export {
  classicChartUrl,
  pointAndFigureImageUrl,
  pointAndFigureWorkbenchUrl,
  savedChartClassicUrl,
} from './chart-page-links';
