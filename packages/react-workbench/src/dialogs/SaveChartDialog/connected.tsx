import { itemsOf } from '@chartbench/core';
import { chartCountsByList } from '@chartbench/core';
import { useEffect, useMemo } from 'react';
import type { ModalRenderProps } from '../../ModalHost/ModalHost';
import { useWorkbench, useWorkbenchActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { useLimits, useOrFail, viewedChart } from '../shared/wiring';
import { SaveChartDialog } from './SaveChartDialog';

/** Save chart wired to the store: the member's lists (each list's charts loaded for the full-list check) and saveChart. */
export function WiredSaveChart({ variant, close }: ModalRenderProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const member = useWorkbench((state) => state.member);
  const memberData = useWorkbench((state) => state.memberData);
  const savedChart = useWorkbench((state) => state.savedChart);
  const symbol = useWorkbench((state) => state.chart.symbol);
  const limits = useLimits();
  const lists = itemsOf(memberData.chartLists);
  useEffect(() => {
    void actions.loadChartLists();
  }, [actions]);
  // The full-list check counts each list's charts, so the lists offered are loaded once.
  useEffect(() => {
    for (const list of lists) void actions.loadSavedCharts(list.listNum);
  }, [actions, lists]);
  const chartCounts = useMemo(() => chartCountsByList(memberData), [memberData]);
  const viewed = useMemo(() => viewedChart(savedChart, memberData), [savedChart, memberData]);
  return (
    <SaveChartDialog
      member={member}
      viewed={viewed}
      variant={variant}
      defaultName={symbol}
      lists={lists}
      chartCounts={chartCounts}
      maxChartsPerList={limits.maxChartsPerChartList}
      onSubmit={(values) => orFail(actions.saveChart(values))}
      onClose={close}
    />
  );
}
