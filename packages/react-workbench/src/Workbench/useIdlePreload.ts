import { useEffect } from 'react';
import { preloadDialogs } from '../dialogs/wiredDialogs';
import { preloadModes } from '../modes/ModePanel/connected';

/**
 * Once the page has loaded and the browser is idle, fetches the code of the modes and dialogs that load on
 * demand: the first chart never waits for it, and a later click rarely does. A failed fetch is left to the
 * click, which tries again.
 */
export function useIdlePreload(): void {
  useEffect(() => {
    let cancelled = false;
    let idle: number | undefined;
    const preload = () => {
      if (cancelled) return;
      void preloadModes().catch(() => undefined);
      void preloadDialogs().catch(() => undefined);
    };
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(preload, { timeout: 5000 })
          : window.setTimeout(preload, 1000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    };
  }, []);
}
