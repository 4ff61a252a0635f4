import userEvent from '@testing-library/user-event';

/**
 * A user-event session for the mode tests. The pointer-events check walks computed styles up the tree on
 * every click, which is slow under styled-components in jsdom; the modes never disable pointer events.
 */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: 0 });
}
