import { chartCountsByList, itemsOf, upperBarDisabled } from '@chartbench/core';
import { useEffect, useMemo } from 'react';
import type { ModalRenderProps } from '../ModalHost/ModalHost';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { AddToChartListDialog } from './AddToChartListDialog/AddToChartListDialog';
import { ApplyStyleDialog } from './ApplyStyleDialog/ApplyStyleDialog';
import { useLimits, useModalTarget, useOrFail } from './wiredShared';

/** Loads the member's lists, each list's charts (for the full-list check) and the styles the dialog offers. */
function useListsAndStyles(withCharts: boolean) {
  const actions = useWorkbenchActions();
  const memberData = useWorkbench((state) => state.memberData);
  const lists = itemsOf(memberData.chartLists);
  useEffect(() => {
    void actions.loadChartLists();
    void actions.loadChartStyles();
  }, [actions]);
  useEffect(() => {
    if (withCharts) for (const list of lists) void actions.loadSavedCharts(list.listNum);
  }, [actions, lists, withCharts]);
  return memberData;
}

/**
 * Add To ChartList (spec 3 §2.14, §5): the viewed symbol, or the symbols the opener gave (`target.symbols`, e.g.
 * Symbol Summary's), into a writable list with room, drawn with a ChartStyle (the default one at first).
 */
export function WiredAddToChartList({ close }: ModalRenderProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const target = useModalTarget();
  const chart = useWorkbench((state) => state.chart);
  const memberData = useListsAndStyles(true);
  const limits = useLimits();
  const chartCounts = useMemo(() => chartCountsByList(memberData), [memberData]);
  const symbols = target.symbols;
  const given = symbols !== undefined && symbols.length > 0;
  // Symbols an opener gave need no chart on screen; the viewed symbol must have data for its chart (spec 3 §5).
  const usable = given || !upperBarDisabled(chart, { readOnlyChart: false }).save;
  return (
    <AddToChartListDialog
      defaultName={given ? symbols.join(', ') : chart.symbol}
      lists={itemsOf(memberData.chartLists)}
      chartCounts={chartCounts}
      maxChartsPerList={limits.maxChartsPerChartList}
      styles={itemsOf(memberData.chartStyles)}
      defaultStyleRecid={memberData.defaultStyle?.recid ?? null}
      isSymbolUsable={usable}
      onSubmit={(values) => orFail(actions.addToChartList({ ...values, ...(given ? { symbols } : {}) }))}
      onClose={close}
    />
  );
}

/**
 * Apply ChartStyle To Charts (spec 1 §4.2; spec 3 §2.14, §8): the list the opener gave (`target.listNum`, else the
 * viewed chart's list) and style (`target.styleRecid`), only `target.recids` when given; read-only lists refused
 * in yellow, the outcome green, yellow or red.
 */
export function WiredApplyStyle({ close }: ModalRenderProps) {
  const actions = useWorkbenchActions();
  const target = useModalTarget();
  const viewedList = useWorkbench((state) => state.savedChart?.listNum ?? null);
  const memberData = useListsAndStyles(false);
  const recids = target.recids;
  return (
    <ApplyStyleDialog
      lists={itemsOf(memberData.chartLists)}
      styles={itemsOf(memberData.chartStyles)}
      initialListNum={target.listNum ?? viewedList}
      initialStyleRecid={target.styleRecid ?? null}
      onSubmit={(values) => actions.applyStyleToCharts({ ...values, ...(recids ? { recids } : {}) })}
      onClose={close}
    />
  );
}
