import type { ChartSettings, ChartStyle, SavedChart } from '../../model/index';
import { resolveButtonColor, styleButtonSlots } from '../../model/index';
import { buildChartImageQuery, savedChartStyleParameter } from '../../rules/index';
import type { MemberDataState } from '../member/member-data';
import { finishLoad, hasLoadedOnce, itemsOf, withItems, withSavedCharts } from '../member/member-data';
import type { StyleButtonWrite } from '../ports/workbench-ports';

/**
 * The style query a saved chart keeps (spec 1 §3.8): the chart query without the symbol, with a leading
 * ampersand, e.g. `&p=D&yr=1`; with `styleId`, the permanent style of the chart's XML as `id`, so every setting
 * the query cannot carry is kept too.
 */
export function savedChartStyleQuery(settings: ChartSettings, today: string, styleId?: string): string {
  const params = buildChartImageQuery('', settings, { today });
  params.delete('s');
  if (styleId) params.set('id', styleId);
  // Never sent empty (spec 1 §5.6): the rule throws rather than save a chart with no style.
  return savedChartStyleParameter(params);
}

/**
 * Whether the saved chart `recid` sits in a read-only ChartList: its name is then changed on screen only, the
 * server is not asked (spec 1 §4.7). `listNum` is its list when known (the viewed saved chart's), else the
 * loaded lists are searched for it.
 * @example inReadOnlyList(data, 50) // true when list 1 holding chart 50 is read-only
 */
export function inReadOnlyList(data: MemberDataState, recid: number, listNum?: number): boolean {
  const readOnly = new Set(
    itemsOf(data.chartLists)
      .filter((list) => list.isReadOnly)
      .map((list) => list.listNum),
  );
  if (listNum !== undefined) return readOnly.has(listNum);
  return Object.entries(data.savedCharts).some(
    ([key, charts]) => readOnly.has(Number(key)) && itemsOf(charts).some((chart) => chart.recid === recid),
  );
}

/** The lists with one saved chart's record changed by `change` (its name or comments); the same data when absent. */
export function changeSavedChart(
  data: MemberDataState,
  recid: number,
  change: Partial<Pick<SavedChart, 'name' | 'comments'>>,
): MemberDataState {
  let changed = false;
  const savedCharts: Record<number, MemberDataState['savedCharts'][number]> = {};
  for (const [key, list] of Object.entries(data.savedCharts)) {
    const index = itemsOf(list).findIndex((chart) => chart.recid === recid);
    if (index < 0) {
      savedCharts[Number(key)] = list;
      continue;
    }
    changed = true;
    const items = itemsOf(list).map((chart) => (chart.recid === recid ? { ...chart, ...change } : chart));
    savedCharts[Number(key)] = withItems(list, items);
  }
  return changed ? { ...data, savedCharts } : data;
}

/** The lists with one saved chart renamed (optimistically, before the server answers). */
export function renameSavedChart(data: MemberDataState, recid: number, name: string): MemberDataState {
  return changeSavedChart(data, recid, { name });
}

/** The member's styles replaced by `styles`, with the style buttons and the default style following them. */
function withStyles(data: MemberDataState, styles: readonly ChartStyle[]): MemberDataState {
  const defaultStyle = data.defaultStyle
    ? (styles.find((style) => style.recid === data.defaultStyle?.recid) ?? null)
    : null;
  return {
    ...data,
    chartStyles: hasLoadedOnce(data.chartStyles) ? withItems(data.chartStyles, styles) : finishLoad(styles),
    styleButtons: styleButtonSlots(styles),
    defaultStyle,
  };
}

/** A ChartStyle renamed in the style list, the style buttons and the default style. */
export function renameChartStyle(data: MemberDataState, recid: number, name: string): MemberDataState {
  if (!itemsOf(data.chartStyles).some((style) => style.recid === recid)) return data;
  return withStyles(
    data,
    itemsOf(data.chartStyles).map((style) => (style.recid === recid ? { ...style, name } : style)),
  );
}

/** A ChartStyle removed from the style list and its button slot (spec 3 §4: removed locally first). */
export function removeChartStyle(data: MemberDataState, recid: number): MemberDataState {
  if (!itemsOf(data.chartStyles).some((style) => style.recid === recid)) return data;
  return withStyles(
    data,
    itemsOf(data.chartStyles).filter((style) => style.recid !== recid),
  );
}

/** The member's default ChartStyle is now the style with `recid` (a style not in the list changes nothing). */
export function withDefaultStyle(data: MemberDataState, recid: number): MemberDataState {
  const style = itemsOf(data.chartStyles).find((candidate) => candidate.recid === recid);
  return style && style !== data.defaultStyle ? { ...data, defaultStyle: style } : data;
}

/** A saved chart in a list whose charts are known, added at the end (before the refetch puts it in order). */
export function addSavedChart(data: MemberDataState, chart: SavedChart): MemberDataState {
  const list = data.savedCharts[chart.listNum];
  if (!list || !hasLoadedOnce(list) || itemsOf(list).some((item) => item.recid === chart.recid)) return data;
  return withSavedCharts(data, chart.listNum, withItems(list, [...itemsOf(list), chart]));
}

/** The charts a list holds now, by list number, for the save form's full-list check (loaded lists only). */
export function chartCountsByList(data: MemberDataState): ReadonlyMap<number, number> {
  const counts = new Map<number, number>();
  for (const [key, list] of Object.entries(data.savedCharts)) {
    if (hasLoadedOnce(list)) counts.set(Number(key), itemsOf(list).length);
  }
  return counts;
}

/** A style with a StyleButton put on it, or cleared (`null`), as the server stores it (spec 1 §3.6). */
export function withStyleButton(
  style: ChartStyle,
  button: Omit<StyleButtonWrite, 'styleCacheId'> | null,
): ChartStyle {
  if (!button) return { ...style, buttonIndex: -1, buttonLabel: '' };
  const color = resolveButtonColor(button.color);
  return {
    ...style,
    buttonIndex: button.index,
    buttonColor: color,
    buttonTextColor: color.textColor,
    buttonLabel: button.label,
  };
}

/** The styles after a StyleButton write: the button moves to the style `button` names, off any other style on its slot. */
export function putStyleButton(styles: readonly ChartStyle[], button: StyleButtonWrite): ChartStyle[] {
  return styles.map((style) => {
    if (style.styleCacheId === button.styleCacheId) return withStyleButton(style, button);
    return style.buttonIndex === button.index ? withStyleButton(style, null) : style;
  });
}
