import { useMemo } from 'react';
import type { ModalRenderProps } from '../../ModalHost/ModalHost';
import { useWorkbench, useWorkbenchActions } from '../../WorkbenchProvider/WorkbenchProvider';
import {
  useChartStyleTarget,
  useCloseWithoutTarget,
  useOrFail,
  viewedChart,
  type WiredDialogProps,
} from '../shared/wiring';
import { DeleteDialog } from './DeleteDialog';

/** Delete chart wired to the store: deletes the viewed saved chart (refused in a read-only list); closes without one. */
export function WiredDeleteChart({ close }: ModalRenderProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const saved = useWorkbench((state) => state.savedChart);
  const memberData = useWorkbench((state) => state.memberData);
  const viewed = useMemo(() => viewedChart(saved, memberData), [saved, memberData]);
  useCloseWithoutTarget(saved !== null, close);
  if (!saved) return null;
  return (
    <DeleteDialog
      kind="chart"
      name={saved.name}
      isReadOnly={viewed?.isInReadOnlyList ?? false}
      onSubmit={() => orFail(actions.deleteSavedChart(saved.recid))}
      onClose={close}
    />
  );
}

/** Delete ChartStyle wired to the store: deletes the style the modal's target (or the host) names, never the default; closes without one. */
export function WiredDeleteChartStyle({ close, options }: WiredDialogProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const defaultStyle = useWorkbench((state) => state.memberData.defaultStyle);
  const style = useChartStyleTarget(options, close);
  if (!style) return null;
  return (
    <DeleteDialog
      kind="chartStyle"
      style={style}
      defaultStyleRecid={defaultStyle?.recid ?? null}
      onSubmit={() => orFail(actions.deleteChartStyle(style.recid))}
      onClose={close}
    />
  );
}
