import { limitMaximum } from '../../rules/index';
import type { WorkbenchState } from '../store/workbench.types';

/**
 * Whether the member may add another StyleButton (spec 3 §5: "The Add StyleButton button is disabled at the
 * maximum count"): fewer buttons are set than the member level's maximum (all 12 when the server gives none).
 */
export function selectCanAddStyleButton(state: Pick<WorkbenchState, 'member' | 'memberData'>): boolean {
  const limits = state.memberData.accountLimits.byMemberType[state.member?.memberType ?? 'FREE'];
  const used = state.memberData.styleButtons.filter((slot) => slot !== null).length;
  return used < limitMaximum(limits, 'styleButtons');
}
