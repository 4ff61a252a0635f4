import { itemsOf } from '@chartbench/core';
import { useEffect } from 'react';
import type { ModalRenderProps } from '../../ModalHost/ModalHost';
import { useWorkbench, useWorkbenchActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { useLimits, useOrFail } from '../shared/wiring';
import { CreateChartListDialog } from './CreateChartListDialog';

/** Create ChartList wired to the store: the member's list count against their limit, and createChartList. */
export function WiredCreateChartList({ close }: ModalRenderProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const member = useWorkbench((state) => state.member);
  const lists = useWorkbench((state) => itemsOf(state.memberData.chartLists));
  const limits = useLimits();
  useEffect(() => {
    void actions.loadChartLists();
  }, [actions]);
  return (
    <CreateChartListDialog
      member={member}
      listCount={lists.length}
      maxChartLists={limits.maxChartLists}
      onSubmit={(values) => orFail(actions.createChartList(values))}
      onUpgrade={(modal) => actions.openModal(modal)}
      onClose={close}
    />
  );
}
