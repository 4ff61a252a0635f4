export { SymbolInput } from './SymbolInput';
export type { SymbolInputProps } from './SymbolInput';
export type { SuggestSymbols } from './useSymbolSuggest';
