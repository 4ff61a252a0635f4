import type {
  ChartList,
  ChartStyle,
  NewPriceAlert,
  SavedChart,
  WorkbenchMemberWriteApi,
} from '@chartbench/core';
import { parseChartList, parseChartStyle, putStyleButton, withStyleButton } from '@chartbench/core';

/** What an offline member has saved, changed in place by the offline writes. */
export interface OfflineMemberStore {
  chartCode: number;
  chartLists: ChartList[];
  /** Saved charts by list number. */
  savedCharts: Record<number, SavedChart[]>;
  chartStyles: ChartStyle[];
  /** The chart XML of each style cache id. */
  styleXml: Record<string, string>;
  defaultChartStyle: ChartStyle | null;
  priceAlerts: NewPriceAlert[];
}

const fail = (message: string) => Promise.reject(new Error(`${message} (offline).`));

/**
 * The member writes of an offline api: they change `store` as the server would its tables, so a later read
 * answers with the change; writing to a list, chart or style that does not exist rejects as the server's do.
 */
export function createOfflineMemberWrites(
  store: OfflineMemberStore | null,
  answer: <T>(value: T) => Promise<T>,
): WorkbenchMemberWriteApi {
  let nextId = 10_000;
  const findChart = (recid: number) =>
    Object.values(store?.savedCharts ?? {})
      .flat()
      .find((chart) => chart.recid === recid);
  const findStyle = (recid: number) => store?.chartStyles.find((style) => style.recid === recid);
  const withStore = <T>(run: (s: OfflineMemberStore) => T | Promise<T>): Promise<T> => {
    if (!store) return fail('Nobody is logged in');
    try {
      const result = run(store);
      return result instanceof Promise ? result : answer(result);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const needList = (s: OfflineMemberStore, listNum: number): SavedChart[] => {
    const charts = s.savedCharts[listNum];
    if (!charts) throw new Error(`There is no ChartList ${listNum} (offline).`);
    return charts;
  };
  const needChart = (recid: number): SavedChart => {
    const chart = findChart(recid);
    if (!chart) throw new Error(`There is no saved chart ${recid} (offline).`);
    return chart;
  };
  const needStyle = (recid: number): ChartStyle => {
    const style = findStyle(recid);
    if (!style) throw new Error(`There is no ChartStyle ${recid} (offline).`);
    return style;
  };
  const replaceChart = (s: OfflineMemberStore, chart: SavedChart, next: SavedChart | null) => {
    const list = s.savedCharts[chart.listNum] ?? [];
    s.savedCharts[chart.listNum] = list.filter((item) => item.recid !== chart.recid);
    if (next) (s.savedCharts[next.listNum] ??= []).push(next);
  };

  const addSavedChart: WorkbenchMemberWriteApi['addSavedChart'] = (chart) =>
    withStore((s) => {
      const list = needList(s, chart.listNum);
      const saved: SavedChart = {
        recid: nextId++,
        listNum: chart.listNum,
        name: chart.name,
        symbol: chart.symbol,
        style: chart.style,
        isPointAndFigureChart: false,
        annotations: '',
        comments: chart.comments,
        chartCode: s.chartCode,
      };
      list.push(saved);
      return saved;
    });

  return {
    addSavedChart,
    updateSavedChart: (recid, changes) =>
      withStore((s) => {
        const chart = needChart(recid);
        replaceChart(s, chart, {
          ...chart,
          name: changes.name ?? chart.name,
          comments: changes.comments ?? chart.comments,
          style: changes.style ?? chart.style,
          annotations: changes.annotations ?? chart.annotations,
        });
      }),
    moveSavedChart: (recid, listNum) =>
      withStore((s) => {
        needList(s, listNum);
        const chart = needChart(recid);
        replaceChart(s, chart, { ...chart, listNum });
      }),
    deleteSavedChart: (recid) => withStore((s) => replaceChart(s, needChart(recid), null)),
    createPermanentStyle: (xml) =>
      withStore((s) => {
        const id = `p${nextId++}`;
        s.styleXml[id] = xml;
        return id;
      }),
    addChartStyle: (name, styleCacheId) =>
      withStore((s) => {
        const style = parseChartStyle({
          recID: nextId++,
          styleID: styleCacheId,
          description: name,
          color: '',
          location: 0,
          label: '',
          chartCode: s.chartCode,
        });
        s.chartStyles.push(style);
        return style;
      }),
    updateChartStyle: (recid, name, styleCacheId) =>
      withStore((s) => {
        needStyle(recid);
        s.chartStyles = s.chartStyles.map((style) =>
          style.recid === recid ? { ...style, name, styleCacheId } : style,
        );
      }),
    deleteChartStyle: (recid) =>
      withStore((s) => {
        needStyle(recid);
        if (s.defaultChartStyle?.recid === recid)
          throw new Error('The default ChartStyle cannot be deleted (offline).');
        s.chartStyles = s.chartStyles.filter((style) => style.recid !== recid);
      }),
    setDefaultChartStyle: (recid) => withStore((s) => void (s.defaultChartStyle = needStyle(recid))),
    createChartList: (name) =>
      withStore((s) => {
        const listNum = Math.max(-1, ...s.chartLists.map((list) => list.listNum)) + 1;
        const list = parseChartList({ recID: nextId++, listNum, name, isReadOnly: false });
        s.chartLists.push(list);
        s.savedCharts[listNum] = [];
        return list;
      }),
    addChartsToList: (listNum, symbols, style) =>
      withStore(async (s) => {
        needList(s, listNum);
        for (const symbol of symbols)
          await addSavedChart({ listNum, symbol, name: symbol, comments: '', style });
      }),
    createPriceAlert: (alert) => withStore((s) => void s.priceAlerts.push(alert)),
    addStyleButton: (button) =>
      withStore((s) => void (s.chartStyles = putStyleButton(s.chartStyles, button))),
    updateStyleButton: (button) =>
      withStore((s) => void (s.chartStyles = putStyleButton(s.chartStyles, button))),
    deleteStyleButton: (styleCacheId) =>
      withStore((s) => {
        s.chartStyles = s.chartStyles.map((style) =>
          style.styleCacheId === styleCacheId ? withStyleButton(style, null) : style,
        );
      }),
    changeStyleButtonStyle: (from, to) =>
      withStore((s) => {
        const old = s.chartStyles.find((style) => style.styleCacheId === from);
        if (!old || old.buttonIndex < 0)
          throw new Error(`The ChartStyle ${from} has no StyleButton (offline).`);
        s.chartStyles = putStyleButton(s.chartStyles, {
          styleCacheId: to,
          index: old.buttonIndex,
          color: old.buttonColor.id,
          label: old.buttonLabel,
        });
      }),
  };
}
