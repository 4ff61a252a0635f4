import type { ModalId } from '@chartbench/core';
import { findModal } from '@chartbench/core';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Dialog } from '../../Dialog/Dialog';
import type { SubmissionStatus } from './useSubmission';
import { Actions, Button, Form, Note } from './shared.styles';

/** Props of {@link DialogForm}. */
export interface DialogFormProps {
  /** The modal type: gives the title and whether a background click closes it (spec 3 §2.14). */
  readonly modal: ModalId;
  /** Overrides the catalogue title (e.g. Save Chart As). */
  readonly title?: string;
  readonly status: SubmissionStatus;
  readonly submitLabel: string;
  /** The submit button is disabled (e.g. at a limit). */
  readonly submitDisabled?: boolean;
  readonly danger?: boolean;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The frame of a form dialog: the catalogue's title and background-click rule, a form marked busy while saving
 * with its buttons disabled, the failure text as an alert, then Cancel and the submit button.
 */
export function DialogForm({
  modal,
  title,
  status,
  submitLabel,
  submitDisabled,
  danger,
  onSubmit,
  onClose,
  children,
}: DialogFormProps) {
  const option = findModal(modal);
  const saving = status.state === 'saving';
  const formRef = useRef<HTMLFormElement>(null);
  // Disabling the focused submit button drops focus to the page body, where Escape and Tab no longer reach the
  // dialog: the form takes it instead, so the dialog keeps its keys while saving and after a failure.
  useEffect(() => {
    const active = document.activeElement;
    const dropped =
      active === null || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (saving && dropped) formRef.current?.focus();
  }, [saving]);
  const handle = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <Dialog
      title={title ?? option?.title ?? modal}
      onClose={onClose}
      closesOnBackgroundClick={option?.closesOnBackgroundClick ?? true}
    >
      <Form ref={formRef} tabIndex={-1} noValidate aria-busy={saving} onSubmit={handle}>
        {children}
        {status.state === 'failed' && (
          <Note role="alert" $tone="danger">
            {status.message}
          </Note>
        )}
        <Actions>
          <Button type="button" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" $primary={!danger} $danger={danger} disabled={saving || submitDisabled}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
