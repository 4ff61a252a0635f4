/**
 * Small colour helpers for the colour catalogues: hex parsing, mixing and relative luminance. Colours are
 * `#rrggbb` strings throughout (spec 2 §5: custom colours are 6-digit hex codes with #).
 */

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Whether a string is a `#rrggbb` colour. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** Red, green and blue channels (0-255) of a `#rrggbb` colour; throws on anything else. */
export function hexToRgb(hex: string): readonly [number, number, number] {
  if (!isHexColor(hex)) throw new Error(`Not a #rrggbb colour: ${JSON.stringify(hex)}`);
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The `#rrggbb` form of three channels, each rounded and clamped to 0-255. */
export function rgbToHex(r: number, g: number, b: number): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mixes `amount` (0-1) of colour `b` into colour `a`. */
export function mixHex(a: string, b: string, amount: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  return rgbToHex(ar + (br - ar) * amount, ag + (bg - ag) * amount, ab + (bb - ab) * amount);
}

/** WCAG relative luminance (0 black to 1 white) of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const linear = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

/** WCAG contrast ratio (1 to 21) between two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Whether white text reads better than black on this background. */
export function isDarkColor(hex: string): boolean {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, '#000000');
}
