/**
 * The email chart and link to chart modals (spec 3 §4, §5, §8): the email steps form -> preview -> send, and the
 * Share Chart link with its short-link fallback and retry state.
 */
import { MESSAGES } from '../../catalogues/messages';
import { validateEmailForm, type FormResult } from '../validation/forms';
import type { ToneMessage } from './apply-style';

/** The email form's fields. */
export interface EmailFields {
  readonly address: string;
  readonly comments: string;
}

/** Where the email modal is: the form (with its messages once checked), the preview, sending, or closed. */
export type EmailStep =
  | {
      readonly step: 'form';
      readonly fields: EmailFields;
      readonly errors: Partial<Record<'address' | 'comments', string>>;
    }
  | { readonly step: 'preview'; readonly fields: EmailFields }
  | { readonly step: 'sending'; readonly fields: EmailFields }
  | { readonly step: 'closed'; readonly toast: ToneMessage };

/** What moves the email modal on. */
export type EmailEvent =
  | { readonly type: 'edit'; readonly fields: EmailFields }
  | { readonly type: 'preview' }
  | { readonly type: 'back' }
  | { readonly type: 'send' }
  | { readonly type: 'sent'; readonly ok: boolean };

/** The email modal as it opens: an empty form (spec 3 §4: forms reset when opened). */
export const EMAIL_START: EmailStep = { step: 'form', fields: { address: '', comments: '' }, errors: {} };

function checked(fields: EmailFields): FormResult<EmailFields, 'address' | 'comments'> {
  return validateEmailForm({ address: fields.address, comments: fields.comments });
}

/**
 * The email steps (spec 3 §4): the preview opens only with a valid address and no error; Send goes from the
 * preview; the modal closes after sending whether it worked or not, with 'Email sent successfully!' or
 * 'Unable to send email. Please try again.'. Events that do not fit the step change nothing.
 */
export function emailStep(state: EmailStep, event: EmailEvent): EmailStep {
  switch (event.type) {
    case 'edit':
      return state.step === 'form' ? { step: 'form', fields: event.fields, errors: {} } : state;
    case 'preview': {
      if (state.step !== 'form') return state;
      const result = checked(state.fields);
      return result.isValid
        ? { step: 'preview', fields: result.values }
        : { step: 'form', fields: state.fields, errors: result.errors };
    }
    case 'back':
      return state.step === 'preview' ? { step: 'form', fields: state.fields, errors: {} } : state;
    case 'send':
      return state.step === 'preview' ? { step: 'sending', fields: state.fields } : state;
    case 'sent':
      if (state.step !== 'sending') return state;
      return {
        step: 'closed',
        toast: event.ok
          ? { color: 'green', message: MESSAGES.email.sent }
          : { color: 'red', message: MESSAGES.email.sendFailed },
      };
  }
}

/** The Share Chart link: being made, ready (short, or the long link when shortening failed), or failed with Retry. */
export type ShareLink =
  | { readonly status: 'creating' }
  | { readonly status: 'ready'; readonly url: string; readonly isShort: boolean }
  | { readonly status: 'failed'; readonly message: string };

/**
 * The link state from what the two steps gave (spec 3 §4, §8): the long link (null when it could not be made,
 * e.g. the permanent style id failed) and the short link (null when shortening failed). Without a long link the
 * modal shows 'Failed to create chart URL link. Please try again.' with Retry; without a short one the long link is used.
 */
export function shareLinkResult(longUrl: string | null, shortUrl: string | null): ShareLink {
  if (longUrl === null || longUrl === '') return { status: 'failed', message: MESSAGES.link.createFailed };
  if (shortUrl === null || shortUrl.trim() === '') return { status: 'ready', url: longUrl, isShort: false };
  return { status: 'ready', url: shortUrl.trim(), isShort: true };
}

/** The toast after copying the link (spec 3 §8). */
export function copyLinkOutcome(ok: boolean): ToneMessage {
  return ok
    ? { color: 'green', message: MESSAGES.link.copied }
    : { color: 'red', message: MESSAGES.link.copyFailed };
}
