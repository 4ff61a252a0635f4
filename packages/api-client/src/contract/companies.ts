import { z } from 'zod';
import { defineCall } from './define';
import { successReply, itemList } from './envelope';

/** Company information of one symbol (spec 1 §3.9). */
export const companyInfoEntry = z.object({
  symbol: z.string(),
  companyInfo: z.object({
    exchange: z.string(),
    isEOD: z.boolean(),
    name: z.string(),
    marketRegion: z.string().optional(),
  }),
});

/** `get-companies-info`: symbols (comma list) -> companiesInfo; unknown symbols are left out (spec 1 §7). */
export const getCompaniesInfo = defineCall({
  name: 'getCompaniesInfo',
  method: 'POST',
  path: '/json/api',
  cmd: 'get-companies-info',
  member: false,
  request: z.object({ symbols: z.string().trim().min(1, 'symbols is required') }),
  reply: successReply({ companiesInfo: itemList(companyInfoEntry) }),
});
