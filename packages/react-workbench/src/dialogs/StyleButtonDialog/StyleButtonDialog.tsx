import {
  LIMIT_MESSAGES,
  MESSAGES,
  STYLE_BUTTON_COLORS,
  STYLE_BUTTON_COUNT,
  STYLE_BUTTON_LABEL_LENGTH,
  canAddStyleButton,
  initialStyleButtonForm,
  styleButtonPositions,
  styleButtonStyleChoices,
  validateStyleButtonForm,
  type ChartStyle,
  type StyleButtonForm,
} from '@chartbench/core';
import { useState } from 'react';
import { DialogForm } from '../shared/DialogForm';
import { SelectField, TextField } from '../shared/fields';
import { Button, Note } from '../shared/shared.styles';
import { useSubmission } from '../shared/useSubmission';
import { Swatch } from './StyleButtonDialog.styles';

/** What a valid StyleButton form sends: the slot (0-11), the label without whitespace, the style and colour id. */
export interface StyleButtonValues {
  readonly index: number;
  readonly label: string;
  readonly styleRecid: number;
  readonly color: string;
}

/** Props of {@link StyleButtonDialog}. */
export interface StyleButtonDialogProps {
  readonly styles: readonly ChartStyle[];
  /** The slot of the button being edited, or null to add one. */
  readonly editingIndex: number | null;
  /** The configured label length (spec 3 §5). */
  readonly maxLabelLength?: number;
  /** The StyleButtons the member's level allows, in positions 1 to this (spec 3 §6; 12 by default). */
  readonly maxButtons?: number;
  readonly onSubmit: (values: StyleButtonValues) => Promise<void> | void;
  /** Clears the edited button; offered only when editing. */
  readonly onClear?: () => Promise<void> | void;
  readonly onClose: () => void;
}

/**
 * The StyleButton dialog (spec 1 §3.6; spec 3 §2.14, §5, §8): position, label, a style not used by another
 * button and a colour, with their messages; only the positions the member's level allows; adding is blocked when
 * all of them (at most 12) hold a button; an edited button can be
 * cleared. Failures read 'Failed to add/save/clear StyleButton. Please try again.'.
 */
export function StyleButtonDialog({
  styles,
  editingIndex,
  maxLabelLength = STYLE_BUTTON_LABEL_LENGTH,
  maxButtons = STYLE_BUTTON_COUNT,
  onSubmit,
  onClear,
  onClose,
}: StyleButtonDialogProps) {
  const editing = editingIndex !== null;
  const [form, setForm] = useState<StyleButtonForm>(() =>
    initialStyleButtonForm(styles, editingIndex, maxButtons),
  );
  const [checked, setChecked] = useState(false);
  const saving = useSubmission(onSubmit, MESSAGES.styleButton.failed(editing ? 'save' : 'add'));
  const clearing = useSubmission(async () => onClear?.(), MESSAGES.styleButton.failed('clear'));
  const atLimit = !editing && !canAddStyleButton(styles, maxButtons);
  const result = validateStyleButtonForm({ ...form, maxLabelLength });
  const errors = checked ? result.errors : {};
  const positions = styleButtonPositions(styles, editingIndex, maxButtons);
  const choices = styleButtonStyleChoices(styles, editingIndex);
  const status = clearing.status.state !== 'idle' ? clearing.status : saving.status;

  const send = () => {
    setChecked(true);
    if (!result.isValid || atLimit || form.position === null || form.styleRecid === null) return;
    void saving.submit({
      index: form.position,
      label: result.values.label,
      styleRecid: form.styleRecid,
      color: form.color,
    });
  };

  return (
    <DialogForm
      modal="chartStyleButton"
      title={editing ? 'Edit StyleButton' : 'Add StyleButton'}
      status={status}
      submitLabel={editing ? 'Save' : 'Add'}
      submitDisabled={atLimit}
      onSubmit={send}
      onClose={onClose}
    >
      {atLimit && (
        <Note $tone="warning">
          {maxButtons < STYLE_BUTTON_COUNT
            ? LIMIT_MESSAGES.styleButtons(maxButtons)
            : 'All 12 StyleButtons are in use; edit or clear one to change it.'}
        </Note>
      )}
      <SelectField
        label="Position"
        value={form.position === null ? '' : String(form.position)}
        onChange={(v) => setForm({ ...form, position: v === '' ? null : Number(v) })}
        error={errors.position}
      >
        <option value="">Select a position</option>
        {positions.map((p) => (
          <option key={p.index} value={p.index} disabled={!p.selectable}>
            {p.position}
            {p.takenBy ? ` (${p.takenBy.name})` : ''}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Label"
        value={form.label}
        onChange={(label) => setForm({ ...form, label })}
        error={errors.label}
      />
      <SelectField
        label="ChartStyle"
        value={form.styleRecid === null ? '' : String(form.styleRecid)}
        onChange={(v) => setForm({ ...form, styleRecid: v === '' ? null : Number(v) })}
        error={errors.style}
      >
        <option value="">Select a ChartStyle</option>
        {choices.map((c) => (
          <option key={c.style.recid} value={c.style.recid} disabled={!c.selectable}>
            {c.style.name}
            {c.selectable ? '' : ' (on another button)'}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Color"
        value={form.color}
        onChange={(color) => setForm({ ...form, color })}
        error={errors.color}
      >
        <option value="">Select a color</option>
        {STYLE_BUTTON_COLORS.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </SelectField>
      <PreviewSwatch color={form.color} label={result.values.label} />
      {editing && onClear && (
        <Button
          type="button"
          $danger
          disabled={status.state === 'saving'}
          onClick={() => void clearing.submit(undefined)}
        >
          Clear StyleButton
        </Button>
      )}
    </DialogForm>
  );
}

function PreviewSwatch({ color, label }: { color: string; label: string }) {
  const chosen = STYLE_BUTTON_COLORS.find((c) => c.id === color);
  if (!chosen) return null;
  return (
    <Swatch aria-hidden="true" $background={chosen.hex} $text={chosen.textColor}>
      {label || ' '}
    </Swatch>
  );
}
