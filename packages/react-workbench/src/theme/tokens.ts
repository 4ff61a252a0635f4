/**
 * The design tokens of the workbench. They are set as CSS custom properties on the workbench root, so styles
 * stay static (no theme function per styled rule) and a host page can restyle the workbench by overriding a
 * variable on the root, without touching anything outside it.
 */
export const TOKENS = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  fontSize: '14px',
  fontSizeSmall: '12px',
  colorText: '#1f2933',
  colorTextMuted: '#52606d',
  colorBackground: '#ffffff',
  colorSurface: '#f5f7fa',
  colorBorder: '#cbd2d9',
  colorAccent: '#1f5fbf',
  colorAccentText: '#ffffff',
  colorFocus: '#2f80ed',
  colorDanger: '#b42318',
  colorSuccess: '#1e7e34',
  colorWarning: '#7a6000',
  colorInfo: '#1f5fbf',
  colorLock: '#7a6000',
  radius: '4px',
  space1: '4px',
  space2: '8px',
  space3: '12px',
  space4: '16px',
  controlHeight: '32px',
  shadow: '0 4px 12px rgba(15, 23, 42, 0.18)',
} as const;

/** The name of one design token. */
export type TokenName = keyof typeof TOKENS;

const kebab = (name: string) => name.replace(/[A-Z0-9]+/g, (part) => `-${part.toLowerCase()}`);

/** The CSS variable that carries a token, e.g. `var(--cb-color-accent)`. */
export function token(name: TokenName): string {
  return `var(--cb-${kebab(name)})`;
}

/** The token declarations for the workbench root, as one CSS block. */
export const TOKEN_DECLARATIONS = Object.entries(TOKENS)
  .map(([name, value]) => `--cb-${kebab(name)}: ${value};`)
  .join('\n');
