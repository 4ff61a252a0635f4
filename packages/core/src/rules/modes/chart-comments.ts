/**
 * Chart Comments mode (spec 3 §2.9, §4, §5, §6, §8): whether the textarea is read-only, what Save does, and
 * when temporary comments are cleared.
 */
import { MESSAGES } from '../../catalogues/messages';
import type { Member } from '../../model/member';
import { canUse } from '../permissions/can-use';
import { validateChartComments } from '../validation/forms';

/** The facts the comments box depends on. */
export interface ChartCommentsContext {
  readonly member: Member | null | undefined;
  readonly symbolFound: boolean;
  /** An end-of-day symbol on an intraday chart. */
  readonly isEodOnIntraday: boolean;
  readonly isSaving: boolean;
}

/** Whether the textarea is read-only and saving blocked: symbol not found, or end-of-day on intraday (spec 3 §4). */
export function areCommentsBlocked(
  context: Pick<ChartCommentsContext, 'symbolFound' | 'isEodOnIntraday'>,
): boolean {
  return !context.symbolFound || context.isEodOnIntraday;
}

/** What pressing Save Comments does. */
export type SaveCommentsDecision =
  | { readonly kind: 'save'; readonly comments: string }
  | { readonly kind: 'createAccount' }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'none' };

/** Decides what Save Comments does (spec 3 §5, §6): blocked, saving or unchanged does nothing; visitors create an account. */
export function decideSaveComments(
  context: ChartCommentsContext,
  draft: string,
  saved: string,
): SaveCommentsDecision {
  if (areCommentsBlocked(context) || context.isSaving) return { kind: 'none' };
  if (!canUse(context.member, { kind: 'memberAction', action: 'saveComments' }).allowed)
    return { kind: 'createAccount' };
  const result = validateChartComments(draft);
  if (!result.isValid)
    return { kind: 'invalid', message: result.errors.comments ?? MESSAGES.comments.length };
  if (result.values.comments === saved.trim()) return { kind: 'none' };
  return { kind: 'save', comments: result.values.comments };
}

/** The draft to show: temporary comments are cleared when the viewed chart changes (spec 3 §4). */
export function commentsDraftFor(
  draft: { readonly chartKey: string; readonly text: string } | null,
  chartKey: string,
  saved: string,
): string {
  return draft && draft.chartKey === chartKey ? draft.text : saved;
}
