import { MESSAGES } from '@chartbench/core';
import { Dialog } from '../../Dialog/Dialog';
import { Button, ModeHeader } from './shared.styles';

/** Props of {@link ConfirmDelete}. */
export interface ConfirmDeleteProps {
  /** The name of the alert being deleted. */
  readonly name: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The delete confirmation of the alert tables: 'Are you sure you wish to delete this alert?' (spec 3 §4, §8). */
export function ConfirmDelete({ name, onConfirm, onCancel }: ConfirmDeleteProps) {
  return (
    <Dialog title={`Delete ${name}`} onClose={onCancel}>
      <p>{MESSAGES.alerts.confirmDelete}</p>
      <ModeHeader>
        <Button type="button" $primary onClick={onConfirm}>
          Delete
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </ModeHeader>
    </Dialog>
  );
}
