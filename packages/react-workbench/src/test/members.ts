import type { Member } from '@chartbench/core';
import { VISITOR } from '@chartbench/core';

/** Members of each level, for tests and stories (the visitor is `null`). */
export const MEMBERS = {
  visitor: null,
  free: { ...VISITOR, chartCode: 101, firstName: 'Fran', fullName: 'Fran Free', memberType: 'FREE' },
  basic: { ...VISITOR, chartCode: 102, firstName: 'Bo', fullName: 'Bo Basic', memberType: 'BA' },
  extra: { ...VISITOR, chartCode: 103, firstName: 'Eve', fullName: 'Eve Extra', memberType: 'XT' },
  pro: { ...VISITOR, chartCode: 104, firstName: 'Pat', fullName: 'Pat Pro', memberType: 'PRO', isPro: true },
} satisfies Record<string, Member | null>;

/** A member level name. */
export type MemberName = keyof typeof MEMBERS;
