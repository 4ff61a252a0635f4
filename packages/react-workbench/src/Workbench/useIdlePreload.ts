import { useEffect } from 'react';
import { selectFirstChartSettled } from '@chartbench/core';
import { preloadDialogs } from '../dialogs/wiredDialogs';
import { preloadModes } from '../modes/ModePanel/connected';
import { useWorkbench } from '../WorkbenchProvider/WorkbenchProvider';

/**
 * Once the first chart has settled, the page has loaded and the browser is idle, fetches the code of the modes
 * and dialogs that load on demand: the first chart never waits for it (its requests would otherwise share the
 * server and the line with the chart's, issue #20), and a later click rarely does. A failed fetch is left to
 * the click, which tries again.
 */
export function useIdlePreload(): void {
  const settled = useWorkbench(selectFirstChartSettled);
  useEffect(() => {
    if (!settled) return;
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
  }, [settled]);
}
