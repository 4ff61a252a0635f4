export { SymbolInput } from './SymbolInput';
export type { SymbolInputProps } from './SymbolInput';
