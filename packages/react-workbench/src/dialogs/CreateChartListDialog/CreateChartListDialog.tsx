import {
  CONSTANTS,
  MESSAGES,
  createChartListAvailability,
  validateCreateChartListForm,
  type Member,
} from '@chartbench/core';
import { useState } from 'react';
import { Dialog } from '../../Dialog/Dialog';
import { DialogForm } from '../shared/DialogForm';
import { TextAreaField, TextField } from '../shared/fields';
import { Actions, Button, Text } from '../shared/shared.styles';
import { useSubmission } from '../shared/useSubmission';

/** What a valid create chart list form sends: the trimmed name and an upper-case comma list of symbols. */
export interface CreateChartListValues {
  readonly name: string;
  readonly symbols: string;
}

/** Props of {@link CreateChartListDialog}. */
export interface CreateChartListDialogProps {
  readonly member: Member | null;
  readonly listCount: number;
  /** The member's list maximum (-1 unknown). */
  readonly maxChartLists: number;
  readonly onSubmit: (values: CreateChartListValues) => Promise<void> | void;
  /** Opens the upgrade dialog the limit leads to. */
  readonly onUpgrade: (modal: 'createAccount' | 'upgradeToExtra' | 'upgradeToPro') => void;
  readonly onClose: () => void;
}

/**
 * The create chart list dialog (spec 3 §2.14, §5, §6): name and symbols with their messages; at the list limit
 * the form is hidden and the upgrade offered; 'Failed to create ChartList. Please try again.' on failure.
 */
export function CreateChartListDialog({
  member,
  listCount,
  maxChartLists,
  onSubmit,
  onUpgrade,
  onClose,
}: CreateChartListDialogProps) {
  const [name, setName] = useState('');
  const [symbols, setSymbols] = useState('');
  const [checked, setChecked] = useState(false);
  const { status, submit } = useSubmission(onSubmit, MESSAGES.chartList.createFailed);
  const availability = createChartListAvailability(member, listCount, maxChartLists);
  const result = validateCreateChartListForm({ name, symbols });

  if (!availability.allowed) {
    const upgrade = availability.modal;
    return (
      <Dialog title="Create ChartList" onClose={onClose} closesOnBackgroundClick={false}>
        <Text>
          You have reached the maximum number of ChartLists for your membership. Upgrade to keep up to{' '}
          {CONSTANTS.limits.upgradeChartListsCited} ChartLists.
        </Text>
        <Actions>
          <Button type="button" onClick={onClose}>
            Close
          </Button>
          {upgrade !== 'none' && (
            <Button type="button" $primary onClick={() => onUpgrade(upgrade)}>
              Upgrade
            </Button>
          )}
        </Actions>
      </Dialog>
    );
  }

  return (
    <DialogForm
      modal="createChartList"
      status={status}
      submitLabel="Create"
      onSubmit={() => {
        setChecked(true);
        if (result.isValid) void submit(result.values);
      }}
      onClose={onClose}
    >
      <TextField
        label="ChartList name"
        value={name}
        onChange={setName}
        error={checked ? result.errors.name : undefined}
      />
      <TextAreaField label="Symbols" value={symbols} onChange={setSymbols} placeholder="AAPL, MSFT, $SPX" />
    </DialogForm>
  );
}
