import type { ChartSettings, ChartStyle } from '../../model/index';
import { hasUnsavedChanges } from '../../rules/index';
import type { WorkbenchState } from '../store/workbench.types';
import { hasLoadedOnce, itemsOf } from './member-data';
import type { ViewedStyle } from './viewed-style.types';

export type { ViewedStyle } from './viewed-style.types';

/** The viewed ChartStyle for a style of the member's just applied (or saved) with these settings. */
export function viewStyle(
  style: Pick<ChartStyle, 'recid' | 'name'> & Partial<Pick<ChartStyle, 'styleCacheId'>>,
  settings: ChartSettings,
): ViewedStyle {
  const { recid, name, styleCacheId } = style;
  return styleCacheId === undefined ? { recid, name, settings } : { recid, name, styleCacheId, settings };
}

/**
 * `next` with its viewed ChartStyle kept up to date (spec 2 §4 unsaved changes): dropped when the member's
 * styles no longer hold it (deleted, or another member), renamed with its record, and `styleUnsavedChanges`
 * true while the chart's settings differ from the style's in a field that matters (the same comparison as a
 * saved chart's). The symbol never counts: a ChartStyle has none.
 */
export function deriveViewedStyle(next: WorkbenchState): WorkbenchState {
  const viewed = next.viewedStyle;
  let style: ViewedStyle | null = viewed;
  if (viewed && hasLoadedOnce(next.memberData.chartStyles)) {
    const record = itemsOf(next.memberData.chartStyles).find((s) => s.recid === viewed.recid);
    style = !record ? null : record.name === viewed.name ? viewed : { ...viewed, name: record.name };
  }
  if (!next.member) style = null;
  const unsaved = style !== null && hasUnsavedChanges(style.settings, next.chart.settings);
  return style === next.viewedStyle && unsaved === next.styleUnsavedChanges
    ? next
    : { ...next, viewedStyle: style, styleUnsavedChanges: unsaved };
}
