import { z } from 'zod';
import { defineCall } from './define';
import { okReply, successReply } from './envelope';
import { anyInt, jsonList } from './fields';
import { chartStyleRecord, MEMBER_TYPES, memberRecord, memberTypeLimits } from './records';

const JSON_API = '/json/api';
const chartCode = anyInt('chartCode').optional();

/** `login-member`: the signed login cookie of the caller (spec 1 §4.1). */
export const loginMember = defineCall({
  name: 'loginMember',
  method: 'POST',
  path: JSON_API,
  cmd: 'login-member',
  member: true,
  request: z.object({ src: z.string().optional() }),
  reply: successReply({ loginCookie: z.string().min(1) }),
});

/** `get-member`: the logged-in member's data (spec 1 §3.5). */
export const getMember = defineCall({
  name: 'getMember',
  method: 'POST',
  path: JSON_API,
  cmd: 'get-member',
  member: true,
  request: z.object({ chartCode }),
  reply: successReply({ member: memberRecord }),
});

/** `get-default-chartstyle`: the member's default chart style (spec 3 §7). */
export const getDefaultChartStyle = defineCall({
  name: 'getDefaultChartStyle',
  method: 'POST',
  path: JSON_API,
  cmd: 'get-default-chartstyle',
  member: true,
  request: z.object({ chartCode }),
  reply: successReply({ chartStyle: chartStyleRecord }),
});

/** `batch`: several relative calls in one request; each answer in `responses`, in order (spec 1 §7). */
export const batch = defineCall({
  name: 'batch',
  method: 'POST',
  path: JSON_API,
  cmd: 'batch',
  member: false,
  request: z.object({
    requests: jsonList('requests', z.string()).pipe(
      z.array(z.string()).min(1, 'requests must not be empty').max(50, 'requests may hold at most 50 calls'),
    ),
  }),
  reply: successReply({ responses: z.array(z.record(z.string(), z.unknown())) }),
});

/** `GET /memberTypes.json`: limits for all four member types (spec 1 §3.10). */
export const getMemberTypes = defineCall({
  name: 'getMemberTypes',
  method: 'GET',
  path: '/memberTypes.json',
  member: false,
  request: z.object({}),
  reply: z.object(
    Object.fromEntries(MEMBER_TYPES.map((type) => [type, memberTypeLimits])) as Record<
      (typeof MEMBER_TYPES)[number],
      typeof memberTypeLimits
    >,
  ),
});

/** Replies of member calls that return nothing but success. */
export const memberOkReply = okReply;
