/**
 * Chart lists (spec 1 §3.7, spec 3 §3): read-only lists carry the '[READ-ONLY] ' prefix and sort first, the
 * others follow, each group alphabetical; names starting with a four-digit year and two spaces are framework
 * lists.
 */
import { z } from 'zod';
import { MESSAGES } from '../catalogues/messages';
import { flagField, nonNegativeIntField, recordIdField } from './fields';
import { parseList, parseWith, type ParsedList } from './parse-list';

/** A chart list of a member. */
export interface ChartList {
  readonly recid: number;
  readonly listNum: number;
  /** The name as saved. */
  readonly name: string;
  /** The name shown in menus: '[READ-ONLY] ' before read-only lists. */
  readonly displayName: string;
  readonly isReadOnly: boolean;
  /** Framework lists are disabled entries and cannot be targets (spec 2 §6, spec 3 §2.11). */
  readonly isFrameworkChartList: boolean;
}

/** The prefix of read-only list names (spec 1 §3.7). */
export const READ_ONLY_LIST_PREFIX = `${MESSAGES.chartList.readOnlyPrefix} `;

/** Whether a list name marks a framework list: a four-digit year and two spaces (spec 1 §3.7). */
export function isFrameworkListName(name: string): boolean {
  return /^\d{4} {2}/.test(name);
}

/** A chart list record as the server sends it (spec 1 §3.7; add-chartlist reply, spec 3 §3). */
export const RawChartListSchema = z.object({
  recID: recordIdField,
  listNum: nonNegativeIntField,
  name: z.string(),
  isReadOnly: flagField.optional(),
});

/** Parses one chart list record; throws ModelParseError when it is invalid. */
export function parseChartList(raw: unknown): ChartList {
  const record = parseWith('chart list', RawChartListSchema, raw);
  const isReadOnly = record.isReadOnly ?? false;
  return {
    recid: record.recID,
    listNum: record.listNum,
    name: record.name,
    displayName: isReadOnly ? `${READ_ONLY_LIST_PREFIX}${record.name}` : record.name,
    isReadOnly,
    isFrameworkChartList: isFrameworkListName(record.name),
  };
}

// One collator for every comparison: localeCompare with options builds a new one per call.
const BY_NAME = new Intl.Collator('en', { sensitivity: 'base' });

/** Orders chart lists: read-only first, then the others, each alphabetical by name (spec 1 §3.7). */
export function compareChartLists(a: ChartList, b: ChartList): number {
  if (a.isReadOnly !== b.isReadOnly) return a.isReadOnly ? -1 : 1;
  return (
    BY_NAME.compare(a.name, b.name) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    a.listNum - b.listNum
  );
}

/** Parses chart list records, skipping and counting invalid ones, sorted as spec 1 §3.7 says. */
export function parseChartLists(raw: unknown): ParsedList<ChartList> {
  const parsed = parseList('chart lists', raw, parseChartList);
  return { items: [...parsed.items].sort(compareChartLists), skipped: parsed.skipped };
}

/** The lists a chart can be saved or added to: not read-only, not framework (spec 3 §5). */
export function writableChartLists(lists: readonly ChartList[]): ChartList[] {
  return lists.filter((list) => !list.isReadOnly && !list.isFrameworkChartList);
}
