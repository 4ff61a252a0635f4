export { InvalidSymbol } from './InvalidSymbol';
export type { InvalidSymbolProps } from './InvalidSymbol';
