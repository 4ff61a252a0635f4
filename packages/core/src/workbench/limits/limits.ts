import type { MemberLimit } from '../../rules/index';
import { limitRefusal, serverRefusalOf } from '../../rules/index';
import type { WorkbenchState } from '../store/workbench.types';

/**
 * The refusal of one more write under the member's limit (spec 1 §3.10; spec 3 §5, §6), or null when it fits,
 * the limits are unknown or nobody is logged in (the server still checks).
 */
export function memberLimitRefusal(
  state: WorkbenchState,
  limit: MemberLimit,
  used: number,
  adding = 1,
): string | null {
  const { member } = state;
  if (!member) return null;
  return limitRefusal(
    limit,
    used,
    state.memberData.accountLimits.byMemberType[member.memberType],
    member.memberType,
    adding,
  );
}

/** What a failed write shows: the server's limit or read-only refusal in yellow, else `failure` in red (spec 3 §8). */
export function writeFailureToast(
  error: unknown,
  failure: string,
): { readonly color: 'yellow' | 'red'; readonly message: string } {
  const refusal = serverRefusalOf(error);
  return refusal ? { color: 'yellow', message: refusal } : { color: 'red', message: failure };
}
