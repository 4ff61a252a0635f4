/**
 * The indicator and overlay colour menus (spec 2 §3): the named colours Blue ... Magenta and Auto. Rows store the
 * colour's name, so a style reads the same whatever the scheme; older styles may hold a hex code, which is kept.
 */
import { COLORS } from '../../catalogues/index';

/** One entry of a row's colour menu. */
export interface LineColorChoice {
  /** What the row stores: a colour name ('auto', 'blue', ...) or, for an older style, its '#rrggbb'. */
  readonly value: string;
  readonly label: string;
}

const HEX = /^#[0-9a-f]{6}$/;

/**
 * The name a row stores for a colour value: a hex code that is one of the named colours becomes that name,
 * 'default' and blank become 'auto', a name is kept, and any other hex code is kept as it is (lower case).
 */
export function lineColorName(value: string): string {
  const lower = value.trim().toLowerCase();
  if (lower === '' || lower === 'default') return 'auto';
  const byName = COLORS.find((c) => c.id.toLowerCase() === lower);
  if (byName) return byName.id;
  return COLORS.find((c) => c.hex === lower)?.id ?? lower;
}

/**
 * The choices of a row's colour menu (spec 2 §3): the named colours in the specification's order with Auto
 * last; a stored hex code that no name matches is offered first as 'Custom (#rrggbb)' so it is not lost.
 */
export function lineColorChoices(stored: string): readonly LineColorChoice[] {
  const named = COLORS.map((c) => ({ value: c.id as string, label: c.title }));
  const current = lineColorName(stored);
  return HEX.test(current) ? [{ value: current, label: `Custom (${current})` }, ...named] : named;
}
