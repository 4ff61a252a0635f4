import {
  EMAIL_START,
  copyLinkOutcome,
  emailStep,
  shareLinkResult,
  type EmailEvent,
  type EmailStep,
} from './share';

const good = { address: ' ann@example.com ', comments: ' Look ' };
const filled: EmailStep = { step: 'form', fields: good, errors: {} };
const preview: EmailStep = { step: 'preview', fields: { address: 'ann@example.com', comments: 'Look' } };
const sending: EmailStep = { step: 'sending', fields: preview.fields };

describe('spec 3 §4 email steps', () => {
  it.each<[string, EmailStep, EmailEvent, EmailStep]>([
    ['editing the form', EMAIL_START, { type: 'edit', fields: good }, filled],
    ['a valid form previews (trimmed)', filled, { type: 'preview' }, preview],
    [
      'an invalid address stays on the form with its message',
      { step: 'form', fields: { address: 'ann@', comments: '' }, errors: {} },
      { type: 'preview' },
      {
        step: 'form',
        fields: { address: 'ann@', comments: '' },
        errors: { address: 'You must enter a valid email address to share this chart' },
      },
    ],
    [
      'long comments stay on the form',
      { step: 'form', fields: { address: 'a@b.co', comments: 'x'.repeat(2801) }, errors: {} },
      { type: 'preview' },
      {
        step: 'form',
        fields: { address: 'a@b.co', comments: 'x'.repeat(2801) },
        errors: { comments: 'Comments must be less than 2800 characters' },
      },
    ],
    [
      'editing clears old messages',
      { step: 'form', fields: good, errors: { address: 'x' } },
      { type: 'edit', fields: good },
      filled,
    ],
    [
      'back returns to the form',
      preview,
      { type: 'back' },
      { step: 'form', fields: preview.fields, errors: {} },
    ],
    ['send from the preview', preview, { type: 'send' }, sending],
    ['send from the form does nothing', filled, { type: 'send' }, filled],
    [
      'sent closes with green',
      sending,
      { type: 'sent', ok: true },
      { step: 'closed', toast: { color: 'green', message: 'Email sent successfully!' } },
    ],
    [
      'failed closes with red',
      sending,
      { type: 'sent', ok: false },
      { step: 'closed', toast: { color: 'red', message: 'Unable to send email. Please try again.' } },
    ],
    ['a late reply outside sending is ignored', preview, { type: 'sent', ok: true }, preview],
    ['editing during the preview is ignored', preview, { type: 'edit', fields: good }, preview],
  ])('%s', (_label, state, event, next) => {
    expect(emailStep(state, event)).toEqual(next);
  });
});

describe('spec 3 §4, §8 Share Chart link', () => {
  it.each([
    [
      'short link',
      'https://cb.example/c?s=AAPL',
      ' https://sho.rt/x1 ',
      { status: 'ready', url: 'https://sho.rt/x1', isShort: true },
    ],
    [
      'short link failed: long link',
      'https://cb.example/c?s=AAPL',
      null,
      { status: 'ready', url: 'https://cb.example/c?s=AAPL', isShort: false },
    ],
    [
      'blank short link: long link',
      'https://cb.example/c?s=AAPL',
      '  ',
      { status: 'ready', url: 'https://cb.example/c?s=AAPL', isShort: false },
    ],
    [
      'no long link: retry state',
      null,
      null,
      { status: 'failed', message: 'Failed to create chart URL link. Please try again.' },
    ],
    [
      'empty long link: retry state',
      '',
      'https://sho.rt/x',
      { status: 'failed', message: 'Failed to create chart URL link. Please try again.' },
    ],
  ])('%s', (_label, long, short, expected) => {
    expect(shareLinkResult(long, short)).toEqual(expected);
  });

  it.each([
    [true, { color: 'green', message: 'A link to this chart has been copied to your clipboard!' }],
    [false, { color: 'red', message: 'Failed to copy link to clipboard. Please try again.' }],
  ])('copy ok %s', (ok, expected) => {
    expect(copyLinkOutcome(ok)).toEqual(expected);
  });
});
