import { describe, expect, it } from 'vitest';
import { EMPTY_TOASTS, fadeToast, removeToast, showToast } from './toasts';

describe('spec 1 §4.8 toasts: 5000 ms, fading over the last 1000 ms, stacked', () => {
  it('shows a toast and schedules its fade at 4000 ms and its removal at 5000 ms', () => {
    const [state, effects] = showToast(EMPTY_TOASTS, 'green', 'Success! Your chart has been updated!');
    expect(state.items).toEqual([
      { id: 1, color: 'green', message: 'Success! Your chart has been updated!', phase: 'shown' },
    ]);
    expect(effects).toEqual([
      { type: 'toastTimer', id: 1, phase: 'fade', delayMs: 4000 },
      { type: 'toastTimer', id: 1, phase: 'remove', delayMs: 5000 },
    ]);
  });

  it('stacks toasts oldest first with their own ids', () => {
    const [one] = showToast(EMPTY_TOASTS, 'green', 'a');
    const [two] = showToast(one, 'red', 'b');
    expect(two.items.map((t) => [t.id, t.color])).toEqual([
      [1, 'green'],
      [2, 'red'],
    ]);
  });

  it.each([[''], ['   ']])('does not show a blank message (%j)', (message) => {
    expect(showToast(EMPTY_TOASTS, 'red', message)).toEqual([EMPTY_TOASTS, []]);
  });

  it('fades, then removes; either on a toast already gone changes nothing', () => {
    const [state] = showToast(EMPTY_TOASTS, 'yellow', 'x');
    const faded = fadeToast(state, 1);
    expect(faded.items[0]?.phase).toBe('fading');
    expect(fadeToast(faded, 1)).toBe(faded);
    const gone = removeToast(faded, 1);
    expect(gone.items).toEqual([]);
    expect(removeToast(gone, 1)).toBe(gone);
    expect(fadeToast(gone, 1)).toBe(gone);
  });
});
