import { MESSAGES } from '@chartbench/core';
import { z } from 'zod';
import { defineCall } from './define';
import { okReply, successReply, itemList } from './envelope';
import { anyInt, name100, nonNegativeInt, positiveInt, text } from './fields';
import { chartListRecord, favoriteRecord } from './records';

const JSON_API = '/json/api';
const chartCode = anyInt('chartCode').optional();
const chartcode = anyInt('chartcode').optional();

/** A chart's style: a query string with a leading ampersand, or a point-and-figure style id (spec 1 §3.8). */
export const chartStyleText = text('style', 2048);

/** A style update's parameters: refused with spec 1 §5.6's message when nothing follows the ampersand. */
export const styleUpdateText = chartStyleText.refine(
  (value) => value.replace(/^[&?]+/, '').trim() !== '',
  MESSAGES.chart.emptyStyleParameters,
);

/** Comma list of symbols: whitespace to commas, repeats merged, upper-cased (spec 3 §5). */
export const symbolList = z
  .string({ error: 'symbols must be a comma list' })
  .transform((value) =>
    value
      .replace(/\s+/g, ',')
      .split(',')
      .map((symbol) => symbol.trim().toUpperCase())
      .filter((symbol) => symbol.length > 0),
  )
  .pipe(
    z
      .array(z.string())
      .min(1, 'symbols must name at least one symbol')
      .max(500, 'symbols may name at most 500 symbols'),
  );

/** `get-chartlists`. */
export const getChartLists = defineCall({
  name: 'getChartLists',
  method: 'POST',
  path: JSON_API,
  cmd: 'get-chartlists',
  member: true,
  request: z.object({ chartCode }),
  reply: successReply({ chartLists: itemList(chartListRecord) }),
});

/** `add-chartlist`: a new list, optionally filled with symbols (spec 3 §7). */
export const addChartList = defineCall({
  name: 'addChartList',
  method: 'POST',
  path: JSON_API,
  cmd: 'add-chartlist',
  member: true,
  request: z.object({ chartCode, name: name100('ChartList name') }),
  reply: successReply({ chartList: chartListRecord.extend({ chartCode: z.number().int() }) }),
});

/** `add-favorites-bulk`: one chart per symbol in a list, all with one style. */
export const addFavoritesBulk = defineCall({
  name: 'addFavoritesBulk',
  method: 'POST',
  path: JSON_API,
  cmd: 'add-favorites-bulk',
  member: true,
  request: z.object({
    chartCode,
    listNum: nonNegativeInt('listNum'),
    symbols: symbolList,
    style: chartStyleText,
  }),
  reply: okReply,
});

/** `add-favorite`: saves a chart into a list. */
export const addFavorite = defineCall({
  name: 'addFavorite',
  method: 'POST',
  path: JSON_API,
  cmd: 'add-favorite',
  member: true,
  request: z.object({
    chartcode,
    listnum: nonNegativeInt('listnum'),
    symbol: z
      .string()
      .trim()
      .min(1, 'symbol is required')
      .max(100, 'symbol may not be longer than 100 characters'),
    desc: name100('Chart name'),
    comments: text('Chart comments', 2048).default(''),
    annotations: text('annotations', 200_000).default(''),
    style: chartStyleText,
  }),
  reply: successReply({ favorite: favoriteRecord }),
});

/** `get-favorites`: the charts of one list. */
export const getFavorites = defineCall({
  name: 'getFavorites',
  method: 'POST',
  path: JSON_API,
  cmd: 'get-favorites',
  member: true,
  request: z.object({ chartCode, listnum: nonNegativeInt('listnum') }),
  reply: successReply({ favorites: itemList(favoriteRecord) }),
});

/** `get-favorite`: one chart by record id. */
export const getFavorite = defineCall({
  name: 'getFavorite',
  method: 'POST',
  path: JSON_API,
  cmd: 'get-favorite',
  member: true,
  request: z.object({ chartCode, recid: positiveInt('recid') }),
  reply: successReply({ favorite: favoriteRecord }),
});

/** `update-favorite`: changes the given fields of a chart. */
export const updateFavorite = defineCall({
  name: 'updateFavorite',
  method: 'POST',
  path: JSON_API,
  cmd: 'update-favorite',
  member: true,
  request: z.object({
    chartcode,
    recid: positiveInt('recid'),
    comments: text('Chart comments', 2048).optional(),
    annotations: text('annotations', 200_000).optional(),
    style: styleUpdateText.optional(),
    desc: name100('Chart name').optional(),
  }),
  reply: okReply,
});

/** `move-favorite`: moves a chart to another list. */
export const moveFavorite = defineCall({
  name: 'moveFavorite',
  method: 'POST',
  path: JSON_API,
  cmd: 'move-favorite',
  member: true,
  request: z.object({ chartcode, recid: positiveInt('recid'), listnum: nonNegativeInt('listnum') }),
  reply: okReply,
});

/** `delete-favorite`. */
export const deleteFavorite = defineCall({
  name: 'deleteFavorite',
  method: 'POST',
  path: JSON_API,
  cmd: 'delete-favorite',
  member: true,
  request: z.object({ chartCode, recid: positiveInt('recid') }),
  reply: okReply,
});

/** `GET get-favorites-by-symbol`: the member's charts of one symbol (spec 3 §7). */
export const getFavoritesBySymbol = defineCall({
  name: 'getFavoritesBySymbol',
  method: 'GET',
  path: JSON_API,
  cmd: 'get-favorites-by-symbol',
  member: true,
  request: z.object({
    cc: anyInt('cc').optional(),
    symbol: z
      .string()
      .trim()
      .min(1, 'symbol is required')
      .max(100, 'symbol may not be longer than 100 characters'),
    randomNumber: z.union([z.string(), z.number()]).optional(),
  }),
  reply: successReply({ favorites: itemList(favoriteRecord) }),
});
