import { itemsOf } from '@chartbench/core';
import type { ModalRenderProps } from '../../ModalHost/ModalHost';
import { useWorkbench, useWorkbenchActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { useListsAndStyles, useModalTarget } from '../shared/wiring';
import { ApplyStyleDialog } from './ApplyStyleDialog';

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
