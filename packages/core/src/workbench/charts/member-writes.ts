import type { ChartSettings, ChartStyle, SavedChart } from '../../model/index';
import { resolveButtonColor, styleButtonSlots } from '../../model/index';
import { buildChartImageQuery } from '../../rules/index';
import type { MemberDataState } from '../member/member-data';
import { finishLoad, withSavedCharts } from '../member/member-data';
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
  return `&${params.toString()}`;
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
    const index = list.items.findIndex((chart) => chart.recid === recid);
    if (index < 0) {
      savedCharts[Number(key)] = list;
      continue;
    }
    changed = true;
    const items = list.items.map((chart) => (chart.recid === recid ? { ...chart, ...change } : chart));
    savedCharts[Number(key)] = { ...list, items };
  }
  return changed ? { ...data, savedCharts } : data;
}

/** The lists with one saved chart renamed (optimistically, before the server answers). */
export function renameSavedChart(data: MemberDataState, recid: number, name: string): MemberDataState {
  return changeSavedChart(data, recid, { name });
}

/** The member's styles replaced by `styles`, with the style buttons and the default style following them. */
function withStyles(data: MemberDataState, styles: readonly ChartStyle[]): MemberDataState {
  const defaultStyle = data.defaultStyle ? (styles.find((style) => style.recid === data.defaultStyle?.recid) ?? null) : null;
  return {
    ...data,
    chartStyles: data.chartStyles.everLoaded ? { ...data.chartStyles, items: styles } : finishLoad(styles),
    styleButtons: styleButtonSlots(styles),
    defaultStyle,
  };
}

/** A ChartStyle renamed in the style list, the style buttons and the default style. */
export function renameChartStyle(data: MemberDataState, recid: number, name: string): MemberDataState {
  if (!data.chartStyles.items.some((style) => style.recid === recid)) return data;
  return withStyles(
    data,
    data.chartStyles.items.map((style) => (style.recid === recid ? { ...style, name } : style)),
  );
}

/** A ChartStyle removed from the style list and its button slot (spec 3 §4: removed locally first). */
export function removeChartStyle(data: MemberDataState, recid: number): MemberDataState {
  if (!data.chartStyles.items.some((style) => style.recid === recid)) return data;
  return withStyles(
    data,
    data.chartStyles.items.filter((style) => style.recid !== recid),
  );
}

/** The member's default ChartStyle is now the style with `recid` (a style not in the list changes nothing). */
export function withDefaultStyle(data: MemberDataState, recid: number): MemberDataState {
  const style = data.chartStyles.items.find((candidate) => candidate.recid === recid);
  return style && style !== data.defaultStyle ? { ...data, defaultStyle: style } : data;
}

/** A saved chart in a list whose charts are known, added at the end (before the refetch puts it in order). */
export function addSavedChart(data: MemberDataState, chart: SavedChart): MemberDataState {
  const list = data.savedCharts[chart.listNum];
  if (!list?.everLoaded || list.items.some((item) => item.recid === chart.recid)) return data;
  return withSavedCharts(data, chart.listNum, { ...list, items: [...list.items, chart] });
}

/** The charts a list holds now, by list number, for the save form's full-list check (loaded lists only). */
export function chartCountsByList(data: MemberDataState): ReadonlyMap<number, number> {
  const counts = new Map<number, number>();
  for (const [key, list] of Object.entries(data.savedCharts)) {
    if (list.everLoaded) counts.set(Number(key), list.items.length);
  }
  return counts;
}

/** A style with a StyleButton put on it, or cleared (`null`), as the server stores it (spec 1 §3.6). */
export function withStyleButton(style: ChartStyle, button: Omit<StyleButtonWrite, 'styleCacheId'> | null): ChartStyle {
  if (!button) return { ...style, buttonIndex: -1, buttonLabel: '' };
  const color = resolveButtonColor(button.color);
  return { ...style, buttonIndex: button.index, buttonColor: color, buttonTextColor: color.textColor, buttonLabel: button.label };
}

/** The styles after a StyleButton write: the button moves to the style `button` names, off any other style on its slot. */
export function putStyleButton(styles: readonly ChartStyle[], button: StyleButtonWrite): ChartStyle[] {
  return styles.map((style) => {
    if (style.styleCacheId === button.styleCacheId) return withStyleButton(style, button);
    return style.buttonIndex === button.index ? withStyleButton(style, null) : style;
  });
}
