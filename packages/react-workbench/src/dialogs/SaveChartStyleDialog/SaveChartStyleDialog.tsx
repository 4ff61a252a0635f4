import {
  LIMIT_MESSAGES,
  MESSAGES,
  canSaveNewChartStyle,
  initialSaveChartStyleForm,
  setAsDefaultBox,
  validateSaveChartStyleForm,
  type ChartStyle,
  type SaveChartStyleMode,
} from '@chartbench/core';
import { useState } from 'react';
import { DialogForm } from '../shared/DialogForm';
import { SelectField, TextField } from '../shared/fields';
import { Choice, Fieldset, Note } from '../shared/shared.styles';
import { useSubmission } from '../shared/useSubmission';

/** What a valid save chart style form sends. */
export interface SaveChartStyleValues {
  readonly mode: SaveChartStyleMode;
  /** The new style's name (saveAsNew). */
  readonly name: string;
  /** The style to update (updateExisting). */
  readonly styleRecid: number | null;
  readonly setAsDefault: boolean;
}

/** Props of {@link SaveChartStyleDialog}. */
export interface SaveChartStyleDialogProps {
  /** saveAsNew, updateExisting or setAsDefault (the modal's variant). */
  readonly variant?: string;
  readonly styles: readonly ChartStyle[];
  readonly defaultStyleRecid: number | null;
  /** The member's ChartStyle maximum (-1 unknown). */
  readonly maxChartStyles: number;
  readonly onSubmit: (values: SaveChartStyleValues) => Promise<void> | void;
  readonly onClose: () => void;
}

const VARIANTS = ['saveAsNew', 'updateExisting', 'setAsDefault'] as const;

/**
 * The save chart style dialog (spec 3 §2.14, §4, §5): save as new or update an existing style, the set-as-default
 * box (forced on as Set As Default with '>>Default<<' suggested, disabled when updating the default), new styles
 * blocked at the maximum, and 'Failed to save ChartStyle. Please try again.'.
 */
export function SaveChartStyleDialog({
  variant,
  styles,
  defaultStyleRecid,
  maxChartStyles,
  onSubmit,
  onClose,
}: SaveChartStyleDialogProps) {
  const opened = VARIANTS.find((v) => v === variant) ?? 'saveAsNew';
  const [form, setForm] = useState(() => initialSaveChartStyleForm(opened, styles, maxChartStyles));
  const [checked, setChecked] = useState(false);
  const { status, submit } = useSubmission(onSubmit, MESSAGES.chartStyle.saveFailed);
  const canAddNew = canSaveNewChartStyle(styles.length, maxChartStyles);
  const box = setAsDefaultBox(form, defaultStyleRecid);
  const result = validateSaveChartStyleForm({
    mode: form.mode,
    name: form.name,
    selectedStyleRecid: form.selectedStyleRecid,
  });
  const errors = checked ? result.errors : {};

  const send = () => {
    setChecked(true);
    if (!result.isValid) return;
    void submit({
      mode: form.mode,
      name: result.values.name,
      styleRecid: form.mode === 'updateExisting' ? form.selectedStyleRecid : null,
      setAsDefault: box.checked,
    });
  };

  return (
    <DialogForm
      modal="saveChartStyle"
      title={opened === 'setAsDefault' ? 'Set Default ChartStyle' : undefined}
      status={status}
      submitLabel="Save"
      onSubmit={send}
      onClose={onClose}
    >
      <Fieldset>
        <legend>Save as</legend>
        <Choice>
          <input
            type="radio"
            name="style-mode"
            checked={form.mode === 'saveAsNew'}
            disabled={!canAddNew}
            onChange={() => setForm({ ...form, mode: 'saveAsNew' })}
          />
          New ChartStyle
        </Choice>
        <Choice>
          <input
            type="radio"
            name="style-mode"
            checked={form.mode === 'updateExisting'}
            disabled={styles.length === 0}
            onChange={() => setForm({ ...form, mode: 'updateExisting' })}
          />
          Update existing ChartStyle
        </Choice>
      </Fieldset>
      {!canAddNew && (
        <Note $tone="warning">{LIMIT_MESSAGES.chartStyles(maxChartStyles)} Choose one to update.</Note>
      )}
      {form.mode === 'saveAsNew' ? (
        <TextField
          label="ChartStyle name"
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
          error={errors.name}
        />
      ) : (
        <SelectField
          label="ChartStyle"
          value={form.selectedStyleRecid === null ? '' : String(form.selectedStyleRecid)}
          onChange={(value) => setForm({ ...form, selectedStyleRecid: value === '' ? null : Number(value) })}
          error={errors.style}
        >
          <option value="">Select a ChartStyle</option>
          {styles.map((style) => (
            <option key={style.recid} value={style.recid}>
              {style.recid === defaultStyleRecid ? `★ ${style.name}` : style.name}
            </option>
          ))}
        </SelectField>
      )}
      <Choice>
        <input
          type="checkbox"
          checked={box.checked}
          disabled={box.disabled}
          onChange={(e) => setForm({ ...form, setAsDefault: e.target.checked })}
        />
        Set as my default ChartStyle
      </Choice>
    </DialogForm>
  );
}
