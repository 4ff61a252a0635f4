import { itemsOf } from '@chartbench/core';
import { chartCountsByList, upperBarDisabled } from '@chartbench/core';
import { useMemo } from 'react';
import type { ModalRenderProps } from '../../ModalHost/ModalHost';
import { useWorkbench, useWorkbenchActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { useLimits, useListsAndStyles, useModalTarget, useOrFail } from '../shared/wiring';
import { AddToChartListDialog } from './AddToChartListDialog';

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
