import { z } from 'zod';
import { defineCall } from './define';
import { okReply, successReply, itemList } from './envelope';
import { anyInt, decimal, flag, positiveInt, text } from './fields';
import { advancedAlertRecord, alertCountRecord, predefinedAlertRecord, priceAlertRecord } from './records';

const JSON_API = '/json/api';
const chartCode = anyInt('chartCode').optional();

/** `get-pricealerts`: the member's price alerts (the list behind spec 3 §2.4). */
export const getPriceAlerts = defineCall({
  name: 'getPriceAlerts',
  method: 'POST',
  path: JSON_API,
  cmd: 'get-pricealerts',
  member: true,
  request: z.object({ chartCode }),
  reply: successReply({ priceAlerts: itemList(priceAlertRecord) }),
});

/** `add-pricealert` (spec 3 §5: direction U or D, notification bits email 1, text 2, site 4). */
export const addPriceAlert = defineCall({
  name: 'addPriceAlert',
  method: 'POST',
  path: JSON_API,
  cmd: 'add-pricealert',
  member: true,
  request: z.object({
    chartCode,
    symbol: z
      .string({ error: 'Please enter a symbol.' })
      .transform((value) =>
        value
          .replace(/\s+/g, '')
          .replace(/^[-_]+/, '')
          .toUpperCase(),
      )
      .pipe(
        z.string().min(1, 'Please enter a symbol.').max(100, 'symbol may not be longer than 100 characters'),
      ),
    alertPrice: decimal('alertPrice').pipe(z.number().positive('Please enter a valid price.')),
    alertDirection: z.enum(['U', 'D'], { error: 'alertDirection must be U or D' }),
    notes: text('Message', 2048).default(''),
    notificationType: positiveInt('notificationType').pipe(
      z.number().max(7, 'Please select a notification type.'),
    ),
  }),
  reply: successReply({ priceAlert: priceAlertRecord }),
});

/** `update-pricealert`: starts or pauses a price alert. */
export const updatePriceAlert = defineCall({
  name: 'updatePriceAlert',
  method: 'POST',
  path: JSON_API,
  cmd: 'update-pricealert',
  member: true,
  request: z.object({ chartCode, recid: positiveInt('recid'), isRunning: flag('isRunning') }),
  reply: okReply,
});

/** `delete-pricealert`. */
export const deletePriceAlert = defineCall({
  name: 'deletePriceAlert',
  method: 'POST',
  path: JSON_API,
  cmd: 'delete-pricealert',
  member: true,
  request: z.object({ chartCode, recid: positiveInt('recid') }),
  reply: okReply,
});

/** `update-alert`: alertType 2 pauses, 4 starts an advanced alert (spec 3 §4). */
export const updateAlert = defineCall({
  name: 'updateAlert',
  method: 'POST',
  path: JSON_API,
  cmd: 'update-alert',
  member: true,
  request: z.object({
    chartCode,
    recid: positiveInt('recid'),
    alertType: anyInt('alertType').pipe(
      z.union([z.literal(2), z.literal(4)], { error: 'alertType must be 2 (pause) or 4 (start)' }),
    ),
  }),
  reply: okReply,
});

/** `delete-alert`: deletes an advanced alert. */
export const deleteAlert = defineCall({
  name: 'deleteAlert',
  method: 'POST',
  path: JSON_API,
  cmd: 'delete-alert',
  member: true,
  request: z.object({ chartCode, recid: positiveInt('recid') }),
  reply: okReply,
});

/** `GET /j-sum/sum?cmd=alert&view=U`: the advanced alerts followed by one entry with alertcount (spec 3 §7). */
export const getAlertSummary = defineCall({
  name: 'getAlertSummary',
  method: 'GET',
  path: '/j-sum/sum',
  member: true,
  request: z.object({
    cmd: z.literal('alert', { error: 'cmd must be alert' }),
    view: z.literal('U', { error: 'view must be U' }),
    randomNumber: z.union([z.string(), z.number()]).optional(),
  }),
  reply: z
    .array(z.union([advancedAlertRecord, alertCountRecord]))
    .refine(
      (rows) => rows.length > 0 && 'alertcount' in (rows[rows.length - 1] ?? {}),
      'the summary must end with an alertcount entry',
    ),
});

/** `get-all-predefined-alerts`. */
export const getAllPredefinedAlerts = defineCall({
  name: 'getAllPredefinedAlerts',
  method: 'POST',
  path: JSON_API,
  cmd: 'get-all-predefined-alerts',
  member: true,
  request: z.object({ chartCode }),
  reply: successReply({ predefinedAlerts: itemList(predefinedAlertRecord) }),
});
