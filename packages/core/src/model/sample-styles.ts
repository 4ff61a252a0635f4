/**
 * Sample ChartStyles (spec 2 §3, §5, §7): groups keyed by id, each an object of records keyed by style id.
 * Invalid records and groups are skipped and counted; failure if none remain. Group ids become titles by
 * splitting at capitals.
 */
import { z } from 'zod';
import { ModelParseError } from './parse-list';

/** One sample ChartStyle (spec 2 §3). */
export interface SampleChartStyle {
  /** The style id the group keys it by. */
  readonly styleId: string;
  readonly title: string;
  readonly pcode: string;
  readonly description: string;
  /** The root symbol it is shown with, '' for none. */
  readonly rootSymbol: string;
  readonly sharpChartArguments: string;
  readonly isForPayingMembersOnly: boolean;
  readonly shouldLoadRootSymbol: boolean;
}

/** A group of sample ChartStyles. */
export interface SampleChartStyleGroup {
  readonly id: string;
  /** The id split into words at capitals, first letter upper-case. */
  readonly title: string;
  readonly styles: SampleChartStyle[];
}

/** Parsed sample groups with counts of what was skipped (spec 2 §5: skipped with a warning). */
export interface SampleChartStyles {
  readonly groups: SampleChartStyleGroup[];
  readonly skippedRecords: number;
  readonly skippedGroups: number;
}

/** A sample record as the catalogue sends it (spec 2 §3). */
export const RawSampleChartStyleSchema = z.object({
  title: z.string(),
  pcode: z.string(),
  description: z.string().optional(),
  symbol: z.string().optional(),
  sharpChartArguments: z.string().optional(),
  membersOnly: z.boolean().optional(),
  shouldLoadSymbol: z.boolean().optional(),
});

/** Splits a group id into words at capitals: 'technicalAnalysis' becomes 'Technical Analysis' (spec 2 §3). */
export function groupTitleFromId(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses the sample catalogue (spec 2 §5); throws ModelParseError when no valid group remains. */
export function parseSampleChartStyles(raw: unknown): SampleChartStyles {
  if (!isPlainObject(raw)) throw new ModelParseError('sample chart styles', 'expected an object of groups');
  const groups: SampleChartStyleGroup[] = [];
  let skippedRecords = 0;
  let skippedGroups = 0;
  for (const [groupId, group] of Object.entries(raw)) {
    if (!isPlainObject(group)) {
      skippedGroups += 1;
      continue;
    }
    const styles: SampleChartStyle[] = [];
    for (const [styleId, record] of Object.entries(group)) {
      const parsed = RawSampleChartStyleSchema.safeParse(record);
      if (!parsed.success) {
        skippedRecords += 1;
        continue;
      }
      const r = parsed.data;
      styles.push({
        styleId,
        title: r.title,
        pcode: r.pcode,
        description: r.description ?? '',
        rootSymbol: r.symbol ?? '',
        sharpChartArguments: r.sharpChartArguments ?? '',
        isForPayingMembersOnly: r.membersOnly ?? false,
        shouldLoadRootSymbol: r.shouldLoadSymbol ?? false,
      });
    }
    if (styles.length === 0) skippedGroups += 1;
    else groups.push({ id: groupId, title: groupTitleFromId(groupId), styles });
  }
  if (groups.length === 0) throw new ModelParseError('sample chart styles', 'no valid sample styles');
  return { groups, skippedRecords, skippedGroups };
}
