import { VISITOR } from '../../model/member';
import { areCommentsBlocked, commentsDraftFor, decideSaveComments } from './chart-comments';

const member = { ...VISITOR, chartCode: 6 };
const ok = { member, symbolFound: true, isEodOnIntraday: false, isSaving: false };

describe('spec 3 §4-§6 Chart Comments', () => {
  it.each([
    [true, false, false],
    [false, false, true],
    [true, true, true],
  ])('symbol found %j, end-of-day on intraday %j: blocked %j', (symbolFound, isEodOnIntraday, blocked) => {
    expect(areCommentsBlocked({ symbolFound, isEodOnIntraday })).toBe(blocked);
  });

  it.each([
    ['saves trimmed comments', ok, '  Nice breakout ', 'old', { kind: 'save', comments: 'Nice breakout' }],
    ['saves clearing comments', ok, '   ', 'old', { kind: 'save', comments: '' }],
    ['visitor creates an account', { ...ok, member: null }, 'x', '', { kind: 'createAccount' }],
    ['blocked symbol does nothing', { ...ok, symbolFound: false }, 'x', '', { kind: 'none' }],
    ['while saving does nothing', { ...ok, isSaving: true }, 'x', '', { kind: 'none' }],
    ['unchanged does nothing', ok, ' same ', 'same', { kind: 'none' }],
    [
      'too long is refused',
      ok,
      'x'.repeat(2049),
      '',
      { kind: 'invalid', message: 'Chart comments must be between 0 and 2048 characters.' },
    ],
  ] as const)('%s', (_name, context, draft, saved, expected) => {
    expect(decideSaveComments(context, draft, saved)).toEqual(expected);
  });

  it('clears temporary comments when the viewed chart changes', () => {
    expect(commentsDraftFor({ chartKey: 'a', text: 'draft' }, 'a', 'saved')).toBe('draft');
    expect(commentsDraftFor({ chartKey: 'a', text: 'draft' }, 'b', 'saved')).toBe('saved');
    expect(commentsDraftFor(null, 'b', 'saved')).toBe('saved');
  });
});
