/**
 * The Symbol Summary's SCTR section (spec 3 §2.6, §5): shown only with rank data; the universe by its name,
 * the band of the rank, and the links to the SCTR reports and the predefined scans pages.
 */
import { SCTR_UNIVERSES } from '../../catalogues/symbol-data';
import { sctrBand, type SymbolSummary } from '../../model/symbol-summary';

/** The SCTR reports page (spec 3 §2.6). */
export const SCTR_REPORTS_URL = '/freecharts/sctr.html';

/** The predefined scans page (spec 3 §2.6, §2.13). */
export const PREDEFINED_SCANS_URL = '/def/servlet/SC.scan';

/** What the SCTR section shows. */
export interface SctrSummary {
  /** The rank, whole. */
  readonly rank: number;
  /** The band of the rank, 1 (under 25) to 4 (over 75). */
  readonly band: 1 | 2 | 3 | 4;
  /** The universe's name ('Large Cap' for lrg); an unknown id as sent; '' without one. */
  readonly universe: string;
}

/** The SCTR section of a summary, or null without rank data (then the section is not shown). */
export function sctrSummary(summary: Pick<SymbolSummary, 'sctrRank' | 'sctrUniverse'>): SctrSummary | null {
  if (summary.sctrRank === undefined) return null;
  const id = summary.sctrUniverse?.trim() ?? '';
  const universe = SCTR_UNIVERSES.find((u) => u.id === id.toLowerCase())?.title ?? id;
  return { rank: Math.round(summary.sctrRank), band: sctrBand(summary.sctrRank), universe };
}
