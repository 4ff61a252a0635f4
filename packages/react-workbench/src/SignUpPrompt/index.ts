export { SignUpPrompt } from './SignUpPrompt';
export type { SignUpPromptProps } from './SignUpPrompt';
