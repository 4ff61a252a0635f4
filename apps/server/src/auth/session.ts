import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MemberTypeCode } from '@chartbench/api-client/contract';

/** The login cookie (spec 1 §4.1). */
export const LOGIN_COOKIE = 'SCCLogin2';
/** The companion cookie that signals a login (spec 1 §4.1). */
export const EXTRA_ID_COOKIE = 'SCCExtraID';
/** How long a login lasts. */
export const LOGIN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The level part of the cookie: pro members carry 42 (spec 1 §4.1). */
const LEVEL_PART: Record<MemberTypeCode, string> = { FREE: '10', BA: '20', XT: '30', PRO: '42' };

/** What a valid login cookie says. */
export interface LoginClaim {
  readonly chartCode: number;
  readonly levelPart: string;
  readonly issuedAt: number;
}

const sign = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * Builds the login cookie value `<chartCode>.<level part>.<issued seconds>.<HMAC>`: the chart code comes
 * first so a client can read it, and the part 42 marks a pro member.
 */
export function createLoginCookie(
  secret: string,
  chartCode: number,
  memberType: MemberTypeCode,
  nowMs: number,
): string {
  const payload = `${chartCode}.${LEVEL_PART[memberType]}.${Math.floor(nowMs / 1000)}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** Verifies a login cookie's signature and age; anything else gives undefined. */
export function verifyLoginCookie(
  secret: string,
  value: string | undefined,
  nowMs: number,
): LoginClaim | undefined {
  if (!value) return undefined;
  const parts = value.split('.');
  if (parts.length !== 4) return undefined;
  const [code, levelPart, issued, signature] = parts as [string, string, string, string];
  if (!/^\d+$/.test(code) || !/^\d+$/.test(issued)) return undefined;
  const expected = Buffer.from(sign(secret, `${code}.${levelPart}.${issued}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const issuedAt = Number(issued);
  const age = nowMs / 1000 - issuedAt;
  if (age < -300 || age > LOGIN_MAX_AGE_SECONDS) return undefined;
  return { chartCode: Number(code), levelPart, issuedAt };
}
