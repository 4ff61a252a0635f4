export { TOKENS, token } from './tokens';
export type { TokenName } from './tokens';
export { WorkbenchRoot } from './Root';
