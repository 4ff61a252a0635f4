/**
 * Switching the mode of the panel below the chart (spec 3 §2.2): a members-only mode chosen by a visitor opens
 * the create-account dialog and does not switch; a mode unavailable for an invalid symbol does nothing while
 * the symbol is not found.
 */
import {
  MODE_GROUPS,
  MODES,
  findMode,
  type ModeGroup,
  type ModeId,
  type ModeOption,
} from '../../catalogues/modes';
import type { Member } from '../../model/member';
import { canUse } from '../permissions/can-use';

/** What choosing a mode leads to, as a discriminated union on `kind`. */
export type ModeSelection =
  /** Switch to the mode. */
  | { readonly kind: 'switch'; readonly mode: ModeId }
  /** Stay, and open the create-account dialog (members-only mode while logged out). */
  | { readonly kind: 'createAccount' }
  /** Stay, and do nothing (unknown mode, the current mode, or a mode needing a found symbol). */
  | { readonly kind: 'none' };

/** The facts a mode choice depends on. */
export interface ModeSelectionContext {
  /** The member, or null (or the visitor) when logged out. */
  readonly member: Member | null | undefined;
  /** Whether the chart's symbol was found. */
  readonly symbolFound: boolean;
  /** The mode shown now. */
  readonly currentMode: ModeId;
}

/**
 * Decides what choosing a mode does (spec 3 §2.2).
 * @example selectMode('priceAlerts', { member: null, symbolFound: true, currentMode: 'chartSettings' }) // { kind: 'createAccount' }
 */
export function selectMode(requested: string, context: ModeSelectionContext): ModeSelection {
  const mode = findMode(requested);
  if (!mode || mode.id === context.currentMode) return { kind: 'none' };
  if (!canUse(context.member, { kind: 'mode', mode: mode.id }).allowed) return { kind: 'createAccount' };
  if (mode.isUnavailableForInvalidSymbol && !context.symbolFound) return { kind: 'none' };
  return { kind: 'switch', mode: mode.id };
}

/** Whether a mode can be switched to now; a members-only mode stays enabled for visitors so it can prompt. */
export function isModeEnabled(mode: ModeOption, symbolFound: boolean): boolean {
  return symbolFound || !mode.isUnavailableForInvalidSymbol;
}

/** One group of the mode menu with its modes in order. */
export interface ModeMenuGroup {
  readonly group: ModeGroup;
  readonly modes: readonly ModeOption[];
}

/** The mode menu: the groups of spec 3 §2.2 in order, each with its modes. */
export function modeMenuGroups(): ModeMenuGroup[] {
  return MODE_GROUPS.map((group) => ({ group, modes: MODES.filter((mode) => mode.group === group) }));
}
