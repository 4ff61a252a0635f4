import type { ModalId } from '../../catalogues/index';
import { findModal } from '../../catalogues/index';
import type { Member } from '../../model/index';
import { isLoggedIn } from '../../model/index';

/**
 * What a modal opens on, when it is not simply the chart being viewed (spec 3 §4: results are dropped when the
 * target changed). Each modal reads the fields it needs and ignores the others.
 */
export interface ModalTarget {
  /** applyChartStyleToCharts: the ChartList chosen at first. */
  readonly listNum?: number;
  /** applyChartStyleToCharts: only these charts of the list (e.g. the rows selected in ChartList Summary). */
  readonly recids?: readonly number[];
  /** addToChartList: these symbols instead of the chart being viewed (e.g. Symbol Summary's symbol). */
  readonly symbols?: readonly string[];
  /** editChartStyleName, deleteChartStyle: the style acted on; applyChartStyleToCharts: the style chosen at first. */
  readonly styleRecid?: number;
  /** chartStyleButton: the StyleButton slot (0-11) edited; absent adds a button. */
  readonly slot?: number;
}

/** The one open modal, its variant and target (spec 1 §2.3: one or none at a time), or null. */
export type ModalState = {
  readonly id: ModalId;
  readonly variant: string;
  readonly target?: ModalTarget;
} | null;

/**
 * Opens a modal, replacing any open one. A login-only modal opens the create-account modal instead for a
 * visitor (spec 1 §2.3). An unknown variant falls back to the modal's default. `target` is what it opens on.
 */
export function openModal(
  member: Member | null,
  id: ModalId,
  variant?: string,
  target?: ModalTarget,
): ModalState {
  const modal = findModal(id);
  if (!modal) return null;
  if (modal.requiresLogin && !isLoggedIn(member)) return { id: 'createAccount', variant: '' };
  const chosen =
    variant !== undefined && modal.variants.includes(variant) ? variant : (modal.variants[0] ?? '');
  return target === undefined ? { id, variant: chosen } : { id, variant: chosen, target };
}
