import type { ModalRenderProps } from '../../ModalHost/ModalHost';
import { useWorkbench, useWorkbenchActions } from '../../WorkbenchProvider/WorkbenchProvider';
import {
  useChartStyleTarget,
  useCloseWithoutTarget,
  useOrFail,
  type WiredDialogProps,
} from '../shared/wiring';
import { EditNameDialog } from './EditNameDialog';

/** Edit chart name wired to the store: renames the viewed saved chart; closes when no saved chart is viewed. */
export function WiredChartName({ close }: ModalRenderProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const saved = useWorkbench((state) => state.savedChart);
  useCloseWithoutTarget(saved !== null, close);
  if (!saved) return null;
  return (
    <EditNameDialog
      kind="chart"
      currentName={saved.name}
      onSubmit={(name) => orFail(actions.renameSavedChart(saved.recid, name))}
      onClose={close}
    />
  );
}

/** Edit ChartStyle name wired to the store: renames the style the modal's target (or the host) names; closes without one. */
export function WiredChartStyleName({ close, options }: WiredDialogProps) {
  const actions = useWorkbenchActions();
  const orFail = useOrFail();
  const style = useChartStyleTarget(options, close);
  if (!style) return null;
  return (
    <EditNameDialog
      kind="chartStyle"
      currentName={style.name}
      onSubmit={(name) => orFail(actions.renameChartStyle(style.recid, name))}
      onClose={close}
    />
  );
}
