export type { SuggestEntry } from './symbol-suggest';
export { SUGGEST_CLOSE_AFTER_BLUR_MS, SUGGEST_DELAY_MS, moreResultsUrl, moveSuggestHighlight, suggestEntries } from './symbol-suggest';
export type { LowerBarEffect, StyleButtonEntry } from './lower-bar';
export { isLowerBarOpenByDefault, lowerBarEffect, styleButtonRow } from './lower-bar';
