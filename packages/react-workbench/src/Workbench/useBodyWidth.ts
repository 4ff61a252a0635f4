import { useSyncExternalStore } from 'react';

/** The width assumed while rendering on the server, where there is no window: a desktop page. */
const SERVER_WIDTH = 1280;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The page's width in pixels, following window resizes; safe to render on the server. */
export function useBodyWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.clientWidth || window.innerWidth,
    () => SERVER_WIDTH,
  );
}
