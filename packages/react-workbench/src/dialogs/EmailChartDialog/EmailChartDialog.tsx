import {
  EMAIL_START,
  emailStep,
  findModal,
  type EmailEvent,
  type EmailFields,
  type EmailStep,
  type ToneMessage,
} from '@chartbench/core';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../Dialog/Dialog';
import { DialogForm } from '../shared/DialogForm';
import { TextAreaField, TextField } from '../shared/fields';
import { Actions, Button, Text } from '../shared/shared.styles';
import { PreviewImage, PreviewList } from './EmailChartDialog.styles';

/** Props of {@link EmailChartDialog}. */
export interface EmailChartDialogProps {
  /** The viewed symbol, named in the preview. */
  readonly symbol: string;
  /** The chart image shown in the preview, or null when there is none. */
  readonly imageUrl: string | null;
  /** Sends the e-mail; resolves to the reply's success flag (a throw counts as failure). */
  readonly onSend: (fields: EmailFields) => Promise<boolean>;
  /** Called once after sending with the green or red toast to show; the dialog then closes. */
  readonly onFinished: (toast: ToneMessage) => void;
  readonly onClose: () => void;
}

const IDLE = { state: 'idle' } as const;

/**
 * The email chart dialog (spec 3 §2.14, §4, §5, §8): the form (address and comments with their messages), the
 * preview, then Send; success is judged by the reply, and the dialog closes either way with 'Email sent
 * successfully!' or 'Unable to send email. Please try again.'. A reply arriving after the dialog closed is dropped.
 */
export function EmailChartDialog({ symbol, imageUrl, onSend, onFinished, onClose }: EmailChartDialogProps) {
  const [step, setStep] = useState<EmailStep>(EMAIL_START);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const move = (event: EmailEvent) => setStep((current) => emailStep(current, event));

  const send = async (fields: EmailFields) => {
    move({ type: 'send' });
    let ok: boolean;
    try {
      ok = (await onSend(fields)) === true;
    } catch {
      ok = false;
    }
    if (!mounted.current) return;
    const next = emailStep({ step: 'sending', fields }, { type: 'sent', ok });
    if (next.step === 'closed') {
      onFinished(next.toast);
      onClose();
    }
  };

  if (step.step === 'form') {
    return (
      <DialogForm
        modal="emailChart"
        status={IDLE}
        submitLabel="Preview"
        onSubmit={() => move({ type: 'preview' })}
        onClose={onClose}
      >
        <TextField
          label="Email address"
          type="email"
          value={step.fields.address}
          onChange={(address) => move({ type: 'edit', fields: { ...step.fields, address } })}
          error={step.errors.address}
        />
        <TextAreaField
          label="Comments"
          value={step.fields.comments}
          onChange={(comments) => move({ type: 'edit', fields: { ...step.fields, comments } })}
          error={step.errors.comments}
        />
      </DialogForm>
    );
  }

  if (step.step === 'closed') return null;
  const sending = step.step === 'sending';
  const option = findModal('emailChart');
  return (
    <Dialog
      title={`${option?.title ?? 'Email Chart'}: Preview`}
      onClose={onClose}
      closesOnBackgroundClick={false}
    >
      <PreviewList aria-busy={sending}>
        <dt>To</dt>
        <dd>{step.fields.address}</dd>
        <dt>Chart</dt>
        <dd>{symbol}</dd>
        <dt>Comments</dt>
        <dd>{step.fields.comments || '(none)'}</dd>
      </PreviewList>
      {imageUrl ? (
        <PreviewImage src={imageUrl} alt={`Chart of ${symbol}`} />
      ) : (
        <Text>No chart image is available.</Text>
      )}
      <Actions>
        <Button type="button" disabled={sending} onClick={() => move({ type: 'back' })}>
          Back
        </Button>
        <Button type="button" $primary disabled={sending} onClick={() => void send(step.fields)}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </Actions>
    </Dialog>
  );
}
