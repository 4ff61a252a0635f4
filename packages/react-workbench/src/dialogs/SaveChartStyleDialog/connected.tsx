import { itemsOf } from '@chartbench/core';
import { useEffect } from 'react';
import type { ModalRenderProps } from '../../ModalHost/ModalHost';
import { useWorkbench, useWorkbenchActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { useLimits, useOrFail } from '../shared/wiring';
import { SaveChartStyleDialog } from './SaveChartStyleDialog';

/** Save ChartStyle wired to the store: the member's styles, the default one and saveChartStyle. */
export function WiredSaveChartStyle({ variant, close }: ModalRenderProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const styles = useWorkbench((state) => itemsOf(state.memberData.chartStyles));
  const defaultStyle = useWorkbench((state) => state.memberData.defaultStyle);
  const limits = useLimits();
  useEffect(() => {
    void actions.loadChartStyles();
  }, [actions]);
  return (
    <SaveChartStyleDialog
      variant={variant}
      styles={styles}
      defaultStyleRecid={defaultStyle?.recid ?? null}
      maxChartStyles={limits.maxChartStyles}
      onSubmit={(values) => orFail(actions.saveChartStyle(values))}
      onClose={close}
    />
  );
}
