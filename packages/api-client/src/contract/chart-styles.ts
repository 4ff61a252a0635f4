import {
  MESSAGES,
  STYLE_BUTTON_COLORS,
  STYLE_BUTTON_COUNT,
  STYLE_BUTTON_LABEL_LENGTH,
} from '@chartbench/core';
import { z } from 'zod';
import { defineCall } from './define';
import { okReply, successReply, itemList } from './envelope';
import { anyInt, name100, permanentStyleId, positiveInt } from './fields';
import { chartStyleRecord } from './records';

const JSON_API = '/json/api';
const chartCode = anyInt('chartCode').optional();
const chartcode = anyInt('chartcode').optional();

/** The twelve style-button colours by title (spec 1 §3.6), from core's StyleButton catalogue. */
export const BUTTON_COLORS = STYLE_BUTTON_COLORS.map((color) => color.title) as [string, ...string[]];

/** The number of style-button slots (spec 1 §9). */
export const STYLE_BUTTON_SLOTS = STYLE_BUTTON_COUNT;

const buttonFields = {
  chartCode,
  styleid: permanentStyleId('styleid'),
  location: positiveInt('location').pipe(
    z.number().max(STYLE_BUTTON_SLOTS, `location must be between 1 and ${STYLE_BUTTON_SLOTS}`),
  ),
  color: z.enum(BUTTON_COLORS, { error: `color must be one of ${BUTTON_COLORS.join(', ')}` }),
  label: z
    .string({ error: 'label must be text' })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z.string().max(STYLE_BUTTON_LABEL_LENGTH, MESSAGES.styleButton.labelLength(STYLE_BUTTON_LABEL_LENGTH)),
    ),
};

/** `get-chartstyles` (spec 2 §7). */
export const getChartStyles = defineCall({
  name: 'getChartStyles',
  method: 'POST',
  path: JSON_API,
  cmd: 'get-chartstyles',
  member: true,
  request: z.object({ chartCode }),
  reply: successReply({ chartStyles: itemList(chartStyleRecord) }),
});

/** `add-chartstyle`: saves a permanent style id under a name. */
export const addChartStyle = defineCall({
  name: 'addChartStyle',
  method: 'POST',
  path: JSON_API,
  cmd: 'add-chartstyle',
  member: true,
  request: z.object({ chartcode, desc: name100('ChartStyle name'), styleid: permanentStyleId('styleid') }),
  reply: successReply({ chartStyle: chartStyleRecord }),
});

/** `update-chartstyle`: renames a style and/or points it at another style id (spec 2 §7). */
export const updateChartStyle = defineCall({
  name: 'updateChartStyle',
  method: 'POST',
  path: JSON_API,
  cmd: 'update-chartstyle',
  member: true,
  request: z.object({
    chartcode,
    recid: positiveInt('recid'),
    desc: name100('ChartStyle name'),
    styleid: permanentStyleId('styleid'),
  }),
  reply: okReply,
});

/** `delete-chartstyle`; the default style cannot be deleted (spec 3 §4). */
export const deleteChartStyle = defineCall({
  name: 'deleteChartStyle',
  method: 'POST',
  path: JSON_API,
  cmd: 'delete-chartstyle',
  member: true,
  request: z.object({ chartCode, recid: positiveInt('recid') }),
  reply: okReply,
});

/** `set-default-chartstyle`. */
export const setDefaultChartStyle = defineCall({
  name: 'setDefaultChartStyle',
  method: 'POST',
  path: JSON_API,
  cmd: 'set-default-chartstyle',
  member: true,
  request: z.object({ chartcode, recid: positiveInt('recid') }),
  reply: okReply,
});

/** `add-stylebutton`: puts a style on a button slot (spec 1 §7). */
export const addStyleButton = defineCall({
  name: 'addStyleButton',
  method: 'POST',
  path: JSON_API,
  cmd: 'add-stylebutton',
  member: true,
  request: z.object(buttonFields),
  reply: okReply,
});

/** `update-stylebutton`: changes slot, colour or label of a style's button. */
export const updateStyleButton = defineCall({
  name: 'updateStyleButton',
  method: 'POST',
  path: JSON_API,
  cmd: 'update-stylebutton',
  member: true,
  request: z.object(buttonFields),
  reply: okReply,
});

/** `delete-stylebutton`: clears a style's button. */
export const deleteStyleButton = defineCall({
  name: 'deleteStyleButton',
  method: 'POST',
  path: JSON_API,
  cmd: 'delete-stylebutton',
  member: true,
  request: z.object({ chartCode, styleid: permanentStyleId('styleid') }),
  reply: okReply,
});

/** `change-stylebutton-style`: moves a button from one style to another. */
export const changeStyleButtonStyle = defineCall({
  name: 'changeStyleButtonStyle',
  method: 'POST',
  path: JSON_API,
  cmd: 'change-stylebutton-style',
  member: true,
  request: z.object({
    chartCode,
    'new-styleid': permanentStyleId('new-styleid'),
    styleid: permanentStyleId('styleid'),
  }),
  reply: okReply,
});
