export type { SymbolFlags } from './symbol-flags';
export { parseSymbolFlags, formatSymbolFlags, setAdjustedForDividends, setInvertedScale } from './symbol-flags';
export { CUSTOM_SIZE_LIMITS, CUSTOM_SIZE_PLACEHOLDER, parseCustomDimension, commitCustomDimension } from './custom-size';
