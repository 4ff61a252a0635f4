import type { WorkbenchState } from '../store/workbench.types';

/** How the Save button looks: green (`unsaved`) or grey with a check (`saved`). */
export type SaveButtonLook = 'saved' | 'unsaved';

/**
 * The Save button's look (spec 3 §4): grey with a check only while a saved chart is viewed with no unsaved
 * changes; a chart that was never saved (or left its record) has nothing saved to match, so it stays green.
 */
export function selectSaveButtonLook(
  state: Pick<WorkbenchState, 'savedChart' | 'unsavedChanges'>,
): SaveButtonLook {
  return state.savedChart && !state.unsavedChanges ? 'saved' : 'unsaved';
}

/**
 * Whether leaving the page should warn (spec 2 §2, §4): the viewed saved chart or the viewed ChartStyle has
 * unsaved changes.
 */
export function selectHasUnsavedWork(
  state: Pick<WorkbenchState, 'unsavedChanges' | 'styleUnsavedChanges'>,
): boolean {
  return state.unsavedChanges || state.styleUnsavedChanges;
}
