import { useCallback, useSyncExternalStore, type RefObject } from 'react';

/** The width assumed while rendering on the server and while hydrating: a desktop page. */
const SERVER_WIDTH = 1280;

/**
 * The width in pixels of the element the Workbench lives in (its root), following its resizes with a
 * ResizeObserver: a Workbench in a 760 px column or on a 390 px phone lays out for that width, not the
 * window's. Before the root is mounted the page's width stands in; the server and hydration use
 * {@link SERVER_WIDTH}, so both render the same first frame.
 */
export function useContainerWidth(rootRef: RefObject<HTMLElement | null>): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = rootRef.current;
      if (!element || typeof ResizeObserver === 'undefined') {
        window.addEventListener('resize', onChange);
        return () => window.removeEventListener('resize', onChange);
      }
      const observer = new ResizeObserver(onChange);
      observer.observe(element);
      return () => observer.disconnect();
    },
    [rootRef],
  );
  return useSyncExternalStore(
    subscribe,
    () => rootRef.current?.clientWidth || document.documentElement.clientWidth || window.innerWidth,
    () => SERVER_WIDTH,
  );
}
