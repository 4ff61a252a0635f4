import { MESSAGES, chartStyleDeletion, type ChartStyle } from '@chartbench/core';
import { DialogForm } from '../shared/DialogForm';
import { Note, Text } from '../shared/shared.styles';
import { useSubmission } from '../shared/useSubmission';

/** Props of {@link DeleteDialog}. */
export type DeleteDialogProps =
  | {
      readonly kind: 'chart';
      readonly name: string;
      /** The chart sits in a read-only list: deleting is refused (spec 3 §5, §6). */
      readonly isReadOnly: boolean;
      readonly onSubmit: () => Promise<void> | void;
      readonly onClose: () => void;
    }
  | {
      readonly kind: 'chartStyle';
      readonly style: ChartStyle;
      readonly defaultStyleRecid: number | null;
      readonly onSubmit: () => Promise<void> | void;
      readonly onClose: () => void;
    };

/**
 * The delete chart and delete ChartStyle confirmations (spec 3 §2.14, §4, §8): a chart in a read-only list and
 * the default ChartStyle cannot be deleted; failures read 'Failed to delete chart.' / 'Failed to delete ChartStyle.'.
 */
export function DeleteDialog(props: DeleteDialogProps) {
  const { status, submit } = useSubmission(
    props.onSubmit,
    props.kind === 'chart' ? MESSAGES.chart.deleteFailed : MESSAGES.chartStyle.deleteFailed,
  );
  const name = props.kind === 'chart' ? props.name : props.style.name;
  const refusal =
    props.kind === 'chart'
      ? props.isReadOnly
        ? MESSAGES.chartList.readOnly
        : null
      : chartStyleDeletion(props.style, props.defaultStyleRecid).message;

  return (
    <DialogForm
      modal={props.kind === 'chart' ? 'deleteChart' : 'deleteChartStyle'}
      status={status}
      submitLabel="Delete"
      submitDisabled={refusal !== null}
      danger
      onSubmit={() => {
        if (refusal === null) void submit(undefined);
      }}
      onClose={props.onClose}
    >
      <Text>
        Are you sure you want to delete <strong>{name}</strong>?
      </Text>
      {refusal && <Note $tone="warning">{refusal}</Note>}
    </DialogForm>
  );
}
