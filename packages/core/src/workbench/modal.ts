import type { ModalId } from '../catalogues/index';
import { findModal } from '../catalogues/index';
import type { Member } from '../model/index';
import { isLoggedIn } from '../model/index';

/** The one open modal and its variant (spec 1 §2.3: one or none at a time), or null. */
export type ModalState = { readonly id: ModalId; readonly variant: string } | null;

/**
 * Opens a modal, replacing any open one. A login-only modal opens the create-account modal instead for a
 * visitor (spec 1 §2.3). An unknown variant falls back to the modal's default.
 */
export function openModal(member: Member | null, id: ModalId, variant?: string): ModalState {
  const modal = findModal(id);
  if (!modal) return null;
  if (modal.requiresLogin && !isLoggedIn(member)) return { id: 'createAccount', variant: '' };
  const chosen = variant !== undefined && modal.variants.includes(variant) ? variant : (modal.variants[0] ?? '');
  return { id, variant: chosen };
}
