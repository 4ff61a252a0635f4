import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in a server render and in the frame the browser hydrates from it, true once the component runs in the
 * browser and answers input (at once when the browser renders it alone): a page drawn on the server shows its
 * Workbench before its script has run (issue #20), and a host or a test may need to tell the two apart.
 * React's own switch: hydration reads the server's snapshot, then renders again with the browser's.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
