/**
 * The forms of the dialogs (spec 2 §5, spec 3 §5) with their exact messages: each validator returns the
 * cleaned values and, per field, the first message that applies. A form is valid when `errors` is empty.
 */
import {
  PERCENT_MENU,
  notificationBits,
  percentMenuPrice,
  type AlertNotificationType,
} from '../../catalogues/alerts';
import { MESSAGES } from '../../catalogues/messages';
import { MAX_COMMENT_LENGTH, MAX_EMAIL_COMMENT_LENGTH, MAX_NAME_LENGTH, cutName } from './chart-values';
import { toFiniteNumber } from './numbers';
import { normalizeEntrySymbol } from './symbols';

/** A validated form: cleaned values and the message of each invalid field. */
export interface FormResult<V, F extends string> {
  readonly values: V;
  readonly errors: Partial<Record<F, string>>;
  readonly isValid: boolean;
}

function result<V, F extends string>(values: V, errors: Partial<Record<F, string>>): FormResult<V, F> {
  return { values, errors, isValid: Object.keys(errors).length === 0 };
}

const nameLengthOk = (name: string) => name.length >= 1 && name.length <= MAX_NAME_LENGTH;

/** The chart list a form targets, with what the form checks about it. */
export interface TargetList {
  readonly listNum: number;
  readonly isReadOnly: boolean;
  /** Charts in it now. */
  readonly chartCount: number;
}

/** Create ChartList (spec 3 §5): the name is required, at most 100; symbols become an upper-case comma list. */
export function validateCreateChartListForm(input: {
  name: string;
  symbols?: string;
}): FormResult<{ name: string; symbols: string }, 'name'> {
  const name = input.name.trim();
  const symbols = (input.symbols ?? '')
    .replace(/\s+/g, ',')
    .replace(/,+/g, ',')
    .replace(/^,|,$/g, '')
    .toUpperCase();
  const errors: Partial<Record<'name', string>> = {};
  if (name === '') errors.name = MESSAGES.chartList.nameEmpty;
  else if (name.length > MAX_NAME_LENGTH) errors.name = MESSAGES.chartList.nameTooLong;
  return result({ name, symbols }, errors);
}

/** The fields of the create price alert form. */
export interface PriceAlertFormInput {
  symbol: string;
  price: string | number;
  direction: 'crossesAbove' | 'crossesBelow';
  message: string;
  notificationTypes: readonly AlertNotificationType['id'][];
}

/** The values a valid price alert form sends (spec 3 §5, §7). */
export interface PriceAlertFormValues {
  symbol: string;
  price: number;
  /** U for crosses above, D for crosses below. */
  direction: 'U' | 'D';
  message: string;
  /** The sum of the chosen bits: email 1, text 2, site 4. */
  notificationType: number;
}

/** Create price alert (spec 3 §5): symbol, a valid price, a message of at most 2048, at least one notification type. */
export function validatePriceAlertForm(
  input: PriceAlertFormInput,
): FormResult<PriceAlertFormValues, 'symbol' | 'price' | 'message' | 'notificationTypes'> {
  const symbol = normalizeEntrySymbol(input.symbol);
  const price = toFiniteNumber(input.price);
  const message = input.message.trim();
  const notificationType = notificationBits(input.notificationTypes);
  const errors: Partial<Record<'symbol' | 'price' | 'message' | 'notificationTypes', string>> = {};
  if (symbol === '') errors.symbol = MESSAGES.alerts.enterSymbol;
  if (price === null) errors.price = MESSAGES.alerts.enterValidPrice;
  if (message.length > MAX_COMMENT_LENGTH) errors.message = MESSAGES.alerts.messageTooLong;
  if (notificationType === 0) errors.notificationTypes = MESSAGES.alerts.selectNotificationType;
  return result(
    {
      symbol,
      price: price ?? Number.NaN,
      direction: input.direction === 'crossesBelow' ? 'D' : 'U',
      message,
      notificationType,
    },
    errors,
  );
}

/** Edit chart name (spec 3 §5): 1-100 after trim; `changed` says whether a rename is needed. */
export function validateChartName(
  name: string,
  currentName?: string,
): FormResult<{ name: string; changed: boolean }, 'name'> {
  const trimmed = name.trim();
  const errors: Partial<Record<'name', string>> = nameLengthOk(trimmed)
    ? {}
    : { name: MESSAGES.chart.nameLength };
  return result({ name: trimmed, changed: trimmed !== currentName }, errors);
}

/** Edit ChartStyle name (spec 3 §5): 1-100 after trim. */
export function validateChartStyleName(name: string): FormResult<{ name: string }, 'name'> {
  const trimmed = name.trim();
  return result({ name: trimmed }, nameLengthOk(trimmed) ? {} : { name: MESSAGES.chartStyle.nameLength });
}

/**
 * A ChartStyle rename from the library (spec 2 §5): trimmed and cut to 100; an empty name restores the old
 * one and nothing is saved.
 */
export function resolveChartStyleRename(
  oldName: string,
  input: string,
): { name: string; shouldSave: boolean } {
  const name = cutName(input);
  if (name === '') return { name: oldName, shouldSave: false };
  return { name, shouldSave: name !== oldName };
}

/** Chart comments (spec 3 §5): trimmed, 0-2048. */
export function validateChartComments(comments: string): FormResult<{ comments: string }, 'comments'> {
  const trimmed = comments.trim();
  return result(
    { comments: trimmed },
    trimmed.length <= MAX_COMMENT_LENGTH ? {} : { comments: MESSAGES.comments.length },
  );
}

/** The save chart modal's modes (spec 3 §4). */
export type SaveChartMode = 'saveChart' | 'moveChart' | 'saveAsNewChart';

/** The fields of the save chart form. */
export interface SaveChartFormInput {
  mode: SaveChartMode;
  list: TargetList | null;
  name: string;
  comments: string;
  /** The most charts a list holds for this member (-1 unknown). */
  maxChartsPerList: number;
  /** The saved chart being viewed, if any. */
  currentChart?: { readonly listNum: number; readonly isInReadOnlyList: boolean } | null;
}

/**
 * Save chart (spec 3 §5): a list is selected, not read-only, not full; name 1-100; comments at most 2048; a
 * move goes to another list; the current chart may not sit in a read-only list when saving over or moving it.
 */
export function validateSaveChartForm(
  input: SaveChartFormInput,
): FormResult<{ name: string; comments: string }, 'list' | 'name' | 'comments' | 'chart'> {
  const name = input.name.trim();
  const comments = input.comments.trim();
  const errors: Partial<Record<'list' | 'name' | 'comments' | 'chart', string>> = {};
  const list = input.list;
  const addsToList = input.mode !== 'saveChart';
  if (!list) errors.list = MESSAGES.common.selectChartList;
  else if (list.isReadOnly) errors.list = MESSAGES.chart.chartListReadOnly;
  else if (addsToList && input.maxChartsPerList >= 0 && list.chartCount >= input.maxChartsPerList) {
    errors.list = MESSAGES.chart.chartListFull(input.maxChartsPerList);
  } else if (
    input.mode === 'moveChart' &&
    input.currentChart &&
    input.currentChart.listNum === list.listNum
  ) {
    errors.list = MESSAGES.chart.alreadyInChartList;
  }
  if (!nameLengthOk(name)) errors.name = MESSAGES.chart.nameLength;
  if (comments.length > MAX_COMMENT_LENGTH) errors.comments = MESSAGES.comments.length;
  if (input.mode !== 'saveAsNewChart' && input.currentChart?.isInReadOnlyList)
    errors.chart = MESSAGES.chart.currentInReadOnlyList;
  return result({ name, comments }, errors);
}

/** Save ChartStyle (spec 3 §5): updating needs a selected style; a new style needs a 1-100 name. */
export function validateSaveChartStyleForm(input: {
  mode: 'saveAsNew' | 'updateExisting';
  name: string;
  selectedStyleRecid: number | null;
}): FormResult<{ name: string }, 'name' | 'style'> {
  const name = input.name.trim();
  const errors: Partial<Record<'name' | 'style', string>> = {};
  if (input.mode === 'updateExisting') {
    if (!input.selectedStyleRecid || input.selectedStyleRecid <= 0)
      errors.style = MESSAGES.common.selectChartStyle;
  } else if (!nameLengthOk(name)) {
    errors.name = MESSAGES.chartStyle.nameLength;
  }
  return result({ name }, errors);
}

/** Add to ChartList (spec 3 §5): a writable list with room, a 1-100 name and a selected style. */
export function validateAddToChartListForm(input: {
  list: TargetList | null;
  name: string;
  selectedStyleId: string | null;
  maxChartsPerList: number;
}): FormResult<{ name: string }, 'list' | 'name' | 'style'> {
  const name = input.name.trim();
  const errors: Partial<Record<'list' | 'name' | 'style', string>> = {};
  if (!input.list) errors.list = MESSAGES.common.selectChartList;
  else if (input.list.isReadOnly) errors.list = MESSAGES.chart.chartListReadOnly;
  else if (input.maxChartsPerList >= 0 && input.list.chartCount >= input.maxChartsPerList) {
    errors.list = MESSAGES.chart.chartListFull(input.maxChartsPerList);
  }
  if (!nameLengthOk(name)) errors.name = MESSAGES.chart.nameLength;
  if (!input.selectedStyleId) errors.style = MESSAGES.common.selectChartStyle;
  return result({ name }, errors);
}

/** StyleButton (spec 3 §5): position, a label without whitespace of at most N characters, a style and a colour. */
export function validateStyleButtonForm(input: {
  position: number | null;
  label: string;
  styleRecid: number | null;
  color: string | null;
  maxLabelLength: number;
}): FormResult<{ label: string }, 'position' | 'label' | 'style' | 'color'> {
  const label = input.label.replace(/\s/g, '');
  const errors: Partial<Record<'position' | 'label' | 'style' | 'color', string>> = {};
  if (input.position === null || !Number.isInteger(input.position) || input.position < 0)
    errors.position = MESSAGES.styleButton.selectPosition;
  if (label.length > input.maxLabelLength)
    errors.label = MESSAGES.styleButton.labelLength(input.maxLabelLength);
  if (!input.styleRecid || input.styleRecid <= 0) errors.style = MESSAGES.common.selectChartStyle;
  if (!input.color) errors.color = MESSAGES.styleButton.selectColor;
  return result({ label }, errors);
}

/** The simple e-mail address pattern of the e-mail form (spec 3 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail a chart (spec 3 §5): a valid address and comments of at most 2800 characters. */
export function validateEmailForm(input: {
  address: string;
  comments: string;
}): FormResult<{ address: string; comments: string }, 'address' | 'comments'> {
  const address = input.address.trim();
  const comments = input.comments.trim();
  const errors: Partial<Record<'address' | 'comments', string>> = {};
  if (!EMAIL_PATTERN.test(address)) errors.address = MESSAGES.email.invalidAddress;
  if (comments.length > MAX_EMAIL_COMMENT_LENGTH) errors.comments = MESSAGES.email.commentsTooLong;
  return result({ address, comments }, errors);
}

/**
 * The price a percent-menu choice puts in the price alert form (spec 3 §5): the latest close moved by one of
 * the menu's percentages, as text with 2 decimals. Null for a percentage not on the menu or a close that is
 * not a positive number.
 * @example percentMenuPriceText(100, -5) // '95.00'
 */
export function percentMenuPriceText(close: number, percent: number): string | null {
  if (!PERCENT_MENU.includes(percent) || !Number.isFinite(close) || close <= 0) return null;
  return percentMenuPrice(close, percent).toFixed(2);
}
