import { MESSAGES, validateChartName, validateChartStyleName } from '@chartbench/core';
import { useState } from 'react';
import { DialogForm } from '../shared/DialogForm';
import { TextField } from '../shared/fields';
import { useSubmission } from '../shared/useSubmission';

/** Props of {@link EditNameDialog}. */
export interface EditNameDialogProps {
  /** A chart or a ChartStyle. */
  readonly kind: 'chart' | 'chartStyle';
  readonly currentName: string;
  /** Called with the trimmed new name, only when it changed. */
  readonly onSubmit: (name: string) => Promise<void> | void;
  readonly onClose: () => void;
}

const KINDS = {
  chart: { modal: 'editChartName', label: 'Chart name', failed: MESSAGES.chart.updateFailed },
  chartStyle: {
    modal: 'editChartStyleName',
    label: 'ChartStyle name',
    failed: MESSAGES.chartStyle.updateFailed,
  },
} as const;

/**
 * The edit chart name and edit ChartStyle name dialogs (spec 3 §2.14, §5; spec 1 §4.7; spec 2 §4): 1-100
 * characters after trimming; an unchanged name closes without saving.
 */
export function EditNameDialog({ kind, currentName, onSubmit, onClose }: EditNameDialogProps) {
  const [name, setName] = useState(currentName);
  const [checked, setChecked] = useState(false);
  const { status, submit } = useSubmission(onSubmit, KINDS[kind].failed);
  const result = kind === 'chart' ? validateChartName(name, currentName) : validateChartStyleName(name);
  const changed = result.values.name !== currentName;

  return (
    <DialogForm
      modal={KINDS[kind].modal}
      status={status}
      submitLabel="Save"
      onSubmit={() => {
        setChecked(true);
        if (!result.isValid) return;
        if (!changed) onClose();
        else void submit(result.values.name);
      }}
      onClose={onClose}
    >
      <TextField
        label={KINDS[kind].label}
        value={name}
        onChange={setName}
        error={checked ? result.errors.name : undefined}
      />
    </DialogForm>
  );
}
