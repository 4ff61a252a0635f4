import {
  applyStyleOutcome,
  applyStyleRefusal,
  validateApplyStyleForm,
  type ApplyStyleResult,
} from './apply-style';

describe('spec 1 §4.2, spec 3 §8 applying a style refuses read-only lists', () => {
  it.each([
    ['no list', null, { color: 'yellow', message: 'Please select a ChartList.' }],
    [
      'read-only',
      { isReadOnly: true, isFrameworkChartList: false },
      {
        color: 'yellow',
        message: "We're sorry, but you're unable to modify this read-only ChartList or its charts.",
      },
    ],
    [
      'framework',
      { isReadOnly: false, isFrameworkChartList: true },
      {
        color: 'yellow',
        message: "We're sorry, but you're unable to modify this read-only ChartList or its charts.",
      },
    ],
    ['writable', { isReadOnly: false, isFrameworkChartList: false }, null],
  ])('%s', (_label, list, expected) => {
    expect(applyStyleRefusal(list)).toEqual(expected);
  });
});

describe('spec 3 §8 apply style results', () => {
  it.each<[string, ApplyStyleResult, string, string]>([
    [
      'all updated',
      { ok: true, updated: 4, failed: 0 },
      'green',
      'Success! Charts have been updated with ChartStyle!',
    ],
    [
      'some failed',
      { ok: true, updated: 3, failed: 1 },
      'yellow',
      'Some Charts were unable to be updated with ChartStyle.',
    ],
    [
      'none updated',
      { ok: true, updated: 0, failed: 4 },
      'yellow',
      'No Charts were updated with ChartStyle.',
    ],
    ['empty list', { ok: true, updated: 0, failed: 0 }, 'yellow', 'No Charts were updated with ChartStyle.'],
    ['request failed', { ok: false }, 'red', 'Unable to update Charts with ChartStyle.'],
  ])('%s: %s', (_label, result, color, message) => {
    expect(applyStyleOutcome(result)).toEqual({ color, message });
  });
});

describe('spec 3 §5 the apply form', () => {
  const writable = { isReadOnly: false, isFrameworkChartList: false };
  it.each([
    ['valid', writable, 702, { list: null, style: null, isValid: true }],
    ['no style', writable, null, { list: null, style: 'Please select a ChartStyle.', isValid: false }],
    ['a bad style id', writable, 0, { list: null, style: 'Please select a ChartStyle.', isValid: false }],
    [
      'no list',
      null,
      702,
      { list: { color: 'yellow', message: 'Please select a ChartList.' }, style: null, isValid: false },
    ],
  ] as const)('%s', (_label, list, style, expected) => {
    expect(validateApplyStyleForm(list, style)).toEqual(expected);
  });
});
