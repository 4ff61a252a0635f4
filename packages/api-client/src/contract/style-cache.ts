import { z } from 'zod';
import { defineCall } from './define';
import { styleCacheId } from './fields';

const STYLE_CACHE = '/stylecache/cache';

/** A style cache id as the server answers it: text. */
export const styleCacheIdReply = z.string().regex(/^[pt]\d+c?$/, 'the reply is not a style cache id');

/** `GET /stylecache/cache?id=`: the chart XML of a style id (spec 2 §7). */
export const getStyleXml = defineCall({
  name: 'getStyleXml',
  method: 'GET',
  path: STYLE_CACHE,
  member: false,
  request: z.object({ id: styleCacheId('id'), randomNumber: z.union([z.string(), z.number()]).optional() }),
  reply: z.string().min(1, 'the style XML is empty'),
});

/** `POST /stylecache/cache` (form): stores chart XML under a temporary or permanent id (spec 2 §7). */
export const createStyle = defineCall({
  name: 'createStyle',
  method: 'POST',
  path: STYLE_CACHE,
  member: false,
  request: z.object({
    cmd: z.enum(['createtempstyle', 'createpermanentstyle'], {
      error: 'cmd must be createtempstyle or createpermanentstyle',
    }),
    chartcode: z.string().optional(),
    xml: z.string({ error: 'xml is required' }).min(1, 'xml is required').max(200_000, 'xml is too long'),
  }),
  reply: styleCacheIdReply,
});

/** `POST /stylecache/cache?id=&chartcode=-99`: the permanent id for a temporary id (spec 3 §7). */
export const makeStylePermanent = defineCall({
  name: 'makeStylePermanent',
  method: 'POST',
  path: STYLE_CACHE,
  member: false,
  request: z.object({
    id: styleCacheId('id'),
    chartcode: z.literal('-99', { error: 'chartcode must be -99' }),
  }),
  reply: styleCacheIdReply.refine((id) => id.startsWith('p'), 'the reply is not a permanent style id'),
});
