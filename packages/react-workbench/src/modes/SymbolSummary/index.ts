export { SymbolSummary } from './SymbolSummary';
export type { SymbolSummaryProps } from './SymbolSummary';
