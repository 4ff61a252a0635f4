/**
 * The lower tool bar of the chart page (spec 3 §2.13): whether it starts open, what each action does, and the
 * StyleButtons row (spec 1 §3.6: up to 12 slots, Ctrl+1..9 for the first nine).
 */
import { MOBILE_MAX_WIDTH } from '../../catalogues/breakpoints';
import type { ModalId } from '../../catalogues/modals';
import { STYLE_BUTTON_COUNT, STYLE_BUTTON_HOTKEY_COUNT } from '../../catalogues/style-buttons';
import type { ChartStyle } from '../../model/chart-style';

/**
 * Whether the lower bar starts open: open for logged-out visitors on wide screens, collapsed at 767 px or
 * less and for members (who reach its actions from their own menus).
 */
export function isLowerBarOpenByDefault(loggedIn: boolean, bodyWidth: number): boolean {
  return !loggedIn && bodyWidth > MOBILE_MAX_WIDTH;
}

/** What a lower-bar action does: open a modal (with its variant), print the page, or open a menu. */
export type LowerBarEffect =
  | { readonly kind: 'modal'; readonly modal: ModalId; readonly variant?: string }
  | { readonly kind: 'print' }
  | { readonly kind: 'menu' };

const EFFECTS: Readonly<Record<string, LowerBarEffect>> = {
  chartStyles: { kind: 'menu' },
  saveChartStyle: { kind: 'modal', modal: 'saveChartStyle', variant: 'saveAsNew' },
  setAsDefault: { kind: 'modal', modal: 'saveChartStyle', variant: 'setAsDefault' },
  createAlert: { kind: 'modal', modal: 'createPriceAlert' },
  linkToChart: { kind: 'modal', modal: 'linkToChart' },
  print: { kind: 'print' },
  share: { kind: 'modal', modal: 'emailChart' },
  more: { kind: 'menu' },
};

/** The effect of a lower-bar action id (`LOWER_BAR_ACTIONS`); throws for an id that is not one. */
export function lowerBarEffect(actionId: string): LowerBarEffect {
  const effect = EFFECTS[actionId];
  if (!effect) throw new Error(`Unknown lower bar action: ${actionId}`);
  return effect;
}

/** One button of the StyleButtons row. */
export interface StyleButtonEntry {
  /** The slot, 0-11: what `applyStyleButton` takes. */
  readonly slot: number;
  readonly style: ChartStyle;
  /** 'Ctrl+1'..'Ctrl+9' for slots 0-8 (the store's Ctrl+digit applies slot digit-1), else null. */
  readonly shortcut: string | null;
}

/**
 * The StyleButtons row: the filled slots in slot order, at most 12; slots 1 to 9 carry Ctrl+1..9 (spec 2 §4:
 * Ctrl+digit applies the matching StyleButton, 1 to 9 in slot order).
 */
export function styleButtonRow(slots: readonly (ChartStyle | null)[]): StyleButtonEntry[] {
  const row: StyleButtonEntry[] = [];
  slots.slice(0, STYLE_BUTTON_COUNT).forEach((style, slot) => {
    if (!style) return;
    row.push({ slot, style, shortcut: slot < STYLE_BUTTON_HOTKEY_COUNT ? `Ctrl+${slot + 1}` : null });
  });
  return row;
}
