/**
 * Applying a ChartStyle to the charts of a list (spec 1 §4.2; spec 3 §6, §8): read-only lists are refused, and
 * the outcome reads green when every chart was updated, yellow when some or none were, red when the request failed.
 */
import { MESSAGES } from '../../catalogues/messages';
import type { ToastColor } from '../../catalogues/ui';
import type { ChartList } from '../../model/index';

/** A message with the colour it is shown in. */
export interface ToneMessage {
  readonly color: ToastColor;
  readonly message: string;
}

/** Why the chosen list cannot take a style, or null when it can: none chosen or read-only, both yellow (spec 3 §8, spec 1 §4.2). */
export function applyStyleRefusal(
  list: Pick<ChartList, 'isReadOnly' | 'isFrameworkChartList'> | null,
): ToneMessage | null {
  if (!list) return { color: 'yellow', message: MESSAGES.common.selectChartList };
  if (list.isReadOnly || list.isFrameworkChartList)
    return { color: 'yellow', message: MESSAGES.chartList.readOnly };
  return null;
}

/** What came back from applying a style: a failed request, or how many charts were and were not updated. */
export type ApplyStyleResult =
  { readonly ok: false } | { readonly ok: true; readonly updated: number; readonly failed: number };

/**
 * The message of an apply-style result (spec 3 §8): all updated green, some failed yellow, none updated yellow,
 * request failed red.
 */
export function applyStyleOutcome(result: ApplyStyleResult): ToneMessage {
  if (!result.ok) return { color: 'red', message: MESSAGES.applyStyle.failed };
  if (result.updated === 0) return { color: 'yellow', message: MESSAGES.applyStyle.noneUpdated };
  if (result.failed > 0) return { color: 'yellow', message: MESSAGES.applyStyle.someFailed };
  return { color: 'green', message: MESSAGES.applyStyle.succeeded };
}

/**
 * The apply form's messages (spec 3 §5, §8): the list refusal (none chosen or read-only, yellow) and 'Please select
 * a ChartStyle.' when no style is chosen. Valid when both are null.
 */
export function validateApplyStyleForm(
  list: Pick<ChartList, 'isReadOnly' | 'isFrameworkChartList'> | null,
  styleRecid: number | null,
): { readonly list: ToneMessage | null; readonly style: string | null; readonly isValid: boolean } {
  const listRefusal = applyStyleRefusal(list);
  const style =
    styleRecid === null || !Number.isInteger(styleRecid) || styleRecid <= 0
      ? MESSAGES.common.selectChartStyle
      : null;
  return { list: listRefusal, style, isValid: listRefusal === null && style === null };
}
