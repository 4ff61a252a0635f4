import { itemsOf } from '@chartbench/core';
import { limitMaximum } from '@chartbench/core';
import { useEffect, useState } from 'react';
import { useWorkbench, useWorkbenchActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { useLimits, useModalTarget, useOrFail, type WiredDialogProps } from '../shared/wiring';
import { StyleButtonDialog } from './StyleButtonDialog';

/** The StyleButton dialog wired to the store: the slot the modal's target (or the host) names, save and clear. */
export function WiredStyleButton({ close, options }: WiredDialogProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const styles = useWorkbench((state) => itemsOf(state.memberData.chartStyles));
  const slots = useWorkbench((state) => state.memberData.styleButtons);
  const target = useModalTarget();
  const limits = useLimits();
  // The slot is read once, and only a slot that holds a button is edited.
  const [asked] = useState(() => target.slot ?? options.styleButtonSlot?.() ?? null);
  const editingIndex = asked !== null && slots[asked] ? asked : null;
  useEffect(() => {
    void actions.loadChartStyles();
  }, [actions]);
  return (
    <StyleButtonDialog
      styles={styles}
      editingIndex={editingIndex}
      maxButtons={limitMaximum(limits, 'styleButtons')}
      onSubmit={(values) => orFail(actions.saveStyleButton(values, editingIndex))}
      {...(editingIndex === null ? {} : { onClear: () => orFail(actions.clearStyleButton(editingIndex)) })}
      onClose={close}
    />
  );
}
