import type { PreferencesForm } from '@chartbench/core';
import { useState } from 'react';
import { DialogForm } from '../shared/DialogForm';
import { Choice, Fieldset, Note } from '../shared/shared.styles';
import { useSubmission } from '../shared/useSubmission';

/** Props of {@link PreferencesDialog}. */
export interface PreferencesDialogProps {
  /** The preferences as they are now. */
  readonly initial: PreferencesForm;
  readonly loggedIn: boolean;
  /**
   * Saves the form; core's `savePreferencesForm` decides what a visitor may keep (the store opens create account
   * for a centred chart or auto-refresh).
   */
  readonly onSubmit: (form: PreferencesForm) => Promise<void> | void;
  readonly onClose: () => void;
}

/** Our wording: the spec names no message for a failed preferences save. */
export const PREFERENCES_SAVE_FAILED = 'Failed to save preferences. Please try again.';

const BOXES: readonly { key: keyof PreferencesForm; label: string; membersOnly: boolean }[] = [
  { key: 'chartLeftAligned', label: 'Align the chart to the left', membersOnly: false },
  { key: 'autoSize', label: 'Auto-size charts to the window', membersOnly: false },
  { key: 'autoRefresh', label: 'Auto-refresh the chart', membersOnly: true },
];

/**
 * The workbench preferences dialog (spec 3 §2.13, §2.14, §4): chart left-aligned, auto-size and auto-refresh.
 * A visitor is told that a centred chart and auto-refresh need a free account; the store applies the refusal.
 */
export function PreferencesDialog({ initial, loggedIn, onSubmit, onClose }: PreferencesDialogProps) {
  const [form, setForm] = useState<PreferencesForm>(initial);
  const { status, submit } = useSubmission(onSubmit, PREFERENCES_SAVE_FAILED);
  return (
    <DialogForm
      modal="workbenchPreferences"
      status={status}
      submitLabel="Save"
      onSubmit={() => void submit(form)}
      onClose={onClose}
    >
      <Fieldset>
        <legend>Chart</legend>
        {BOXES.map((box) => (
          <Choice key={box.key}>
            <input
              type="checkbox"
              checked={form[box.key]}
              onChange={(e) => setForm({ ...form, [box.key]: e.target.checked })}
            />
            {box.label}
          </Choice>
        ))}
      </Fieldset>
      {!loggedIn && (
        <Note>
          A centred chart and auto-refresh need a free account; other preferences are kept in this browser.
        </Note>
      )}
    </DialogForm>
  );
}
