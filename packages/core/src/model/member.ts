/**
 * The member (spec 1 §3.5, §4.1, §6): chart code, names, e-mail, member type, real-time code, Pro status and
 * the options add-on; and the visitor, who is treated as free.
 */
import { z } from 'zod';
import { flagField, nonNegativeIntField, optionalTextField } from './fields';
import { parseWith } from './parse-list';

/** The membership levels the server knows (spec 1 §3.5). */
export const MEMBER_TYPES = ['FREE', 'BA', 'XT', 'PRO'] as const;
/** A membership level: free, basic, extra or pro. */
export type MemberType = (typeof MEMBER_TYPES)[number];
/** A membership level or a visitor (logged out). */
export type MemberLevel = MemberType | 'VISITOR';

/** A member, or the visitor (chart code 0). */
export interface Member {
  /** Marks a logged-in member; 0 for the visitor (spec 1 §6). */
  readonly chartCode: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  /** userId or userID: the member's e-mail. */
  readonly email: string;
  /** Unknown types become FREE (spec 1 §3.5). */
  readonly memberType: MemberType;
  /** Real-time data code. */
  readonly memberRT: string;
  /** Pro status, from the member type or from the login cookie containing the part 42 (spec 1 §4.1). */
  readonly isPro: boolean;
  /** The options add-on, independent of level (spec 1 §6). */
  readonly hasOptionsAddOn: boolean;
}

/** The logged-out visitor, treated as free (spec 1 §1, §6). */
export const VISITOR: Member = Object.freeze({
  chartCode: 0,
  firstName: '',
  lastName: '',
  fullName: '',
  email: '',
  memberType: 'FREE',
  memberRT: '',
  isPro: false,
  hasOptionsAddOn: false,
});

/** Whether a member type string is one the product knows. */
export function isMemberType(value: unknown): value is MemberType {
  return typeof value === 'string' && (MEMBER_TYPES as readonly string[]).includes(value);
}

/**
 * Whether a login cookie carries the Pro part 42 (spec 1 §4.1). Only the level part counts: in the reference
 * backend's `<chartCode>.<level>.<issued>.<signature>` that is the second part, so a chart code of 42 or a
 * signature with 42 in it marks nobody Pro. A cookie of another form has its parts separated by
 * non-alphanumerics, any of which may be the level.
 */
export function loginCookieMarksPro(loginCookie: string | null | undefined): boolean {
  if (!loginCookie) return false;
  const ours = /^\d+\.([^.]*)\.\d+\.[^.]+$/.exec(loginCookie);
  if (ours) return ours[1] === '42';
  return loginCookie.split(/[^0-9A-Za-z]+/).includes('42');
}

/** Whether the member is logged in: the chart code marks a logged-in member (spec 1 §6). */
export function isLoggedIn(member: Member | null | undefined): member is Member {
  return !!member && member.chartCode > 0;
}

/** The member's level for permissions: VISITOR when logged out, PRO when Pro status is set. */
export function memberLevel(member: Member | null | undefined): MemberLevel {
  if (!isLoggedIn(member)) return 'VISITOR';
  return member.isPro ? 'PRO' : member.memberType;
}

/** Whether the member pays: basic, extra or pro. */
export function isPayingMember(member: Member | null | undefined): boolean {
  const level = memberLevel(member);
  return level === 'BA' || level === 'XT' || level === 'PRO';
}

/** The member record as the server sends it (spec 1 §3.5). */
export const RawMemberSchema = z.object({
  chartCode: nonNegativeIntField,
  firstName: optionalTextField,
  lastName: optionalTextField,
  fullName: optionalTextField,
  userId: optionalTextField,
  userID: optionalTextField,
  memberType: z.unknown().optional(),
  memberRT: optionalTextField,
  hasOptionsAddOn: flagField.optional(),
});

/** What the parser needs besides the record. */
export interface ParseMemberOptions {
  /** The login cookie value, for the Pro part (spec 1 §4.1). */
  loginCookie?: string | null;
  /** The options add-on flag, when it comes from elsewhere than the record. */
  hasOptionsAddOn?: boolean;
}

/** Parses a member record (spec 1 §3.5); throws ModelParseError when the chart code is missing or invalid. */
export function parseMember(raw: unknown, options: ParseMemberOptions = {}): Member {
  const record = parseWith('member', RawMemberSchema, raw);
  const memberType = isMemberType(record.memberType) ? record.memberType : 'FREE';
  const firstName = record.firstName?.trim() ?? '';
  const lastName = record.lastName?.trim() ?? '';
  return {
    chartCode: record.chartCode,
    firstName,
    lastName,
    fullName: record.fullName?.trim() || [firstName, lastName].filter(Boolean).join(' '),
    email: (record.userId ?? record.userID ?? '').trim(),
    memberType,
    memberRT: record.memberRT ?? '',
    isPro: memberType === 'PRO' || loginCookieMarksPro(options.loginCookie),
    hasOptionsAddOn: options.hasOptionsAddOn ?? record.hasOptionsAddOn ?? false,
  };
}
