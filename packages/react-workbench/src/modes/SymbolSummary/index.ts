export { SymbolSummary } from './SymbolSummary';
export type { SymbolSummaryProps, SymbolListLoad } from './SymbolSummary';
