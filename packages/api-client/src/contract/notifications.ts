import { z } from 'zod';
import { defineCall } from './define';
import { okReply, successReply, itemList } from './envelope';
import { anyInt, nonNegativeInt } from './fields';
import { symbolDataRowRecord } from './market';
import { notificationRecord } from './records';

const JSON_API = '/json/api';
const randomNumber = z.union([z.string(), z.number()]).optional();

/**
 * `GET get-current-notifications-for-user` (spec 3 §7): for members and visitors alike (it is not one of the
 * member calls of spec 3 §7, and spec 3 §8 discards a fetch when the logged-in state changes); a visitor gets
 * the notifications for everyone.
 */
export const getCurrentNotificationsForUser = defineCall({
  name: 'getCurrentNotificationsForUser',
  method: 'GET',
  path: JSON_API,
  cmd: 'get-current-notifications-for-user',
  member: false,
  request: z.object({ cc: anyInt('cc').optional(), location: z.string().default('workbench'), randomNumber }),
  reply: successReply({ notifications: itemList(notificationRecord) }),
});

/**
 * `dismiss-notification`: allowed only for notifications targeted at the caller (spec 3 §6). The
 * specification sends it by GET; it changes data, so it goes by POST (issue #14: no state change by GET).
 */
export const dismissNotification = defineCall({
  name: 'dismissNotification',
  method: 'POST',
  path: JSON_API,
  cmd: 'dismiss-notification',
  member: true,
  request: z.object({
    cc: anyInt('cc').optional(),
    id: z.string().trim().min(1, 'id is required').max(100, 'id is too long'),
    randomNumber,
  }),
  reply: okReply,
});

/** `get-symbol-data` for a chart list (ln): the ChartList summary rows (spec 3 §7). */
export const getListSymbolData = defineCall({
  name: 'getListSymbolData',
  method: 'POST',
  path: JSON_API,
  cmd: 'get-symbol-data',
  member: true,
  request: z.object({
    chartCode: anyInt('chartCode').optional(),
    ln: nonNegativeInt('ln'),
    optionalFields: z.string().optional(),
  }),
  reply: successReply({ symbols: itemList(symbolDataRowRecord) }),
});
