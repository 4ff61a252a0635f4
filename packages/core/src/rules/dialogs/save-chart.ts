/**
 * The save chart modal (spec 3 §4, §5; spec 3 §5 keyboard): which modes it offers for the chart being viewed,
 * and where a save request leads for visitors, unsaved charts and read-only charts.
 */
import type { Member } from '../../model/index';
import { isLoggedIn } from '../../model/index';
import type { SaveChartMode } from '../validation/forms';
import { canUse } from '../permissions/can-use';
import type { UpgradeModal } from '../permissions/features';

/** The chart being viewed, as the save rules see it. */
export interface ViewedChart {
  /** The saved chart's recid, or null for a chart that was never saved. */
  readonly recid: number | null;
  readonly listNum: number | null;
  readonly name: string;
  readonly comments: string;
  /** The chart sits in a read-only list. */
  readonly isInReadOnlyList: boolean;
}

/** The modes a save chart modal offers and the one it opens with. */
export interface SaveChartModes {
  readonly modes: readonly SaveChartMode[];
  readonly mode: SaveChartMode;
  /** Only save-as-new is possible: the chart is unsaved or read-only. */
  readonly isSaveAsNewForced: boolean;
  /** Moving is refused for this member: the dialog to open instead (Basic members cannot move, spec 3 §6). */
  readonly moveRefusal: UpgradeModal | null;
}

/** Whether a saved chart in a writable list is being viewed: only then are Save and Move offered (spec 3 §4). */
export function isSavedWritableChart(viewed: ViewedChart | null): boolean {
  return viewed !== null && viewed.recid !== null && viewed.recid > 0 && !viewed.isInReadOnlyList;
}

/**
 * The save chart modes (spec 3 §4): saveAsNewChart by default; saveChart and moveChart only for a saved,
 * non-read-only chart, else save-as-new is forced. A requested mode that is not offered falls back to save as new.
 */
export function saveChartModes(
  member: Member | null,
  viewed: ViewedChart | null,
  requested?: string,
): SaveChartModes {
  if (!isSavedWritableChart(viewed)) {
    return { modes: ['saveAsNewChart'], mode: 'saveAsNewChart', isSaveAsNewForced: true, moveRefusal: null };
  }
  const move = canUse(member, { kind: 'memberAction', action: 'moveChart' });
  const modes: readonly SaveChartMode[] = ['saveChart', 'moveChart', 'saveAsNewChart'];
  const mode = modes.find((m) => m === requested) ?? 'saveAsNewChart';
  return {
    modes,
    mode,
    isSaveAsNewForced: false,
    moveRefusal: move.allowed || move.modal === 'none' ? null : move.modal,
  };
}

/** Where a save request leads. */
export type SaveRoute =
  | { readonly kind: 'createAccount' }
  /** Open the save chart modal as Save As (save as new). */
  | { readonly kind: 'saveChartAs' }
  /** Open the save chart modal on the viewed chart. */
  | { readonly kind: 'saveChart' }
  /** Save over the viewed chart at once (Ctrl+S on a saved, writable chart). */
  | { readonly kind: 'saveInPlace'; readonly recid: number };

/**
 * Where Save, Save As, Ctrl+S and Ctrl+Shift+S lead (spec 3 §4, §5): a visitor gets create account; an unsaved
 * or read-only chart gets save-chart-as; Ctrl+S on a saved writable chart saves it in place.
 */
export function saveRoute(
  member: Member | null,
  viewed: ViewedChart | null,
  request: 'save' | 'saveAs' | 'keyboardSave',
): SaveRoute {
  if (!isLoggedIn(member)) return { kind: 'createAccount' };
  if (request === 'saveAs' || !isSavedWritableChart(viewed) || viewed === null || viewed.recid === null)
    return { kind: 'saveChartAs' };
  return request === 'keyboardSave' ? { kind: 'saveInPlace', recid: viewed.recid } : { kind: 'saveChart' };
}

/** The form a save chart modal opens with: the viewed chart's name and comments, the list it is in (spec 3 §4). */
export function initialSaveChartForm(
  viewed: ViewedChart | null,
  defaultName: string,
): { name: string; comments: string; listNum: number | null } {
  return {
    name: viewed?.name.trim() ? viewed.name : defaultName,
    comments: viewed?.comments ?? '',
    listNum: viewed && !viewed.isInReadOnlyList ? viewed.listNum : null,
  };
}
