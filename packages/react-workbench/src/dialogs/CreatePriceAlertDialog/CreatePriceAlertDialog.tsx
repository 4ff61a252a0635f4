import {
  ALERT_DIRECTIONS,
  ALERT_NOTIFICATION_TYPES,
  LIMIT_MESSAGES,
  MESSAGES,
  canCreatePriceAlert,
  initialPriceAlertForm,
  percentMenuChoices,
  validatePriceAlertForm,
  type PriceAlertFormInput,
  type PriceAlertFormValues,
} from '@chartbench/core';
import { useState } from 'react';
import { DialogForm } from '../shared/DialogForm';
import { SelectField, TextAreaField, TextField } from '../shared/fields';
import { Choice, FieldError, Fieldset, Note } from '../shared/shared.styles';
import { useSubmission } from '../shared/useSubmission';

/** Props of {@link CreatePriceAlertDialog}. */
export interface CreatePriceAlertDialogProps {
  /** The viewed symbol the form opens on. */
  readonly symbol: string;
  /** The latest close, for the percent menu (null: unknown, no menu). */
  readonly latestClose: number | null;
  readonly alertCount: number;
  /** The member's price alert maximum (-1 unknown). */
  readonly maxPriceAlerts: number;
  /** Called with the values the add-pricealert call sends (direction U/D, notification bits summed). */
  readonly onSubmit: (values: PriceAlertFormValues) => Promise<void> | void;
  readonly onClose: () => void;
}

/**
 * The create price alert dialog (spec 3 §2.14, §5, §9): symbol, price with the percent menu from the latest
 * close, direction, message and notification types; blocked at the alert maximum; 'Failed to create alert.
 * Please try again.' on failure.
 */
export function CreatePriceAlertDialog({
  symbol,
  latestClose,
  alertCount,
  maxPriceAlerts,
  onSubmit,
  onClose,
}: CreatePriceAlertDialogProps) {
  const [form, setForm] = useState<PriceAlertFormInput>(() => initialPriceAlertForm(symbol));
  const [checked, setChecked] = useState(false);
  const { status, submit } = useSubmission(onSubmit, MESSAGES.alerts.createFailed);
  const atLimit = !canCreatePriceAlert(alertCount, maxPriceAlerts);
  const result = validatePriceAlertForm(form);
  const errors = checked ? result.errors : {};
  const percents = percentMenuChoices(latestClose);
  const set = (patch: Partial<PriceAlertFormInput>) => setForm({ ...form, ...patch });

  return (
    <DialogForm
      modal="createPriceAlert"
      status={status}
      submitLabel="Create Alert"
      submitDisabled={atLimit}
      onSubmit={() => {
        setChecked(true);
        if (result.isValid && !atLimit) void submit(result.values);
      }}
      onClose={onClose}
    >
      {atLimit && <Note $tone="warning">{LIMIT_MESSAGES.priceAlerts(maxPriceAlerts)}</Note>}
      <TextField
        label="Symbol"
        value={form.symbol}
        onChange={(value) => set({ symbol: value })}
        error={errors.symbol}
      />
      <SelectField
        label="Direction"
        value={form.direction}
        onChange={(value) => set({ direction: value === 'crossesBelow' ? 'crossesBelow' : 'crossesAbove' })}
      >
        {ALERT_DIRECTIONS.map((d) => (
          <option key={d.id} value={d.id}>
            {d.title}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Price"
        value={String(form.price)}
        onChange={(value) => set({ price: value })}
        error={errors.price}
      />
      {percents.length > 0 && (
        <SelectField
          label="Percent from last close"
          value=""
          onChange={(value) => value !== '' && set({ price: value })}
        >
          <option value="">Choose…</option>
          {percents.map((p) => (
            <option key={p.percent} value={p.price}>
              {p.label} ({p.price})
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label="Message"
        value={form.message}
        onChange={(value) => set({ message: value })}
        error={errors.message}
      />
      <Fieldset aria-describedby={errors.notificationTypes ? 'alert-notify-error' : undefined}>
        <legend>Notify me by</legend>
        {ALERT_NOTIFICATION_TYPES.map((t) => (
          <Choice key={t.id}>
            <input
              type="checkbox"
              checked={form.notificationTypes.includes(t.id)}
              onChange={(e) =>
                set({
                  notificationTypes: e.target.checked
                    ? [...form.notificationTypes, t.id]
                    : form.notificationTypes.filter((id) => id !== t.id),
                })
              }
            />
            {t.title}
          </Choice>
        ))}
      </Fieldset>
      {errors.notificationTypes && (
        <FieldError id="alert-notify-error">{errors.notificationTypes}</FieldError>
      )}
    </DialogForm>
  );
}
