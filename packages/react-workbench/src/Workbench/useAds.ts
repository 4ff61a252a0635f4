import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AdLayout, AdLoadState, AdLoader, AdProvider } from '@chartbench/core';
import { adLayout, chartLoadCompleted, createAdLoader } from '@chartbench/core';
import { useWorkbench, useWorkbenchPorts } from '../WorkbenchProvider/WorkbenchProvider';

/** The page's ads: core's layout, the provider loader's state and its Try Again. */
export interface WorkbenchAds {
  readonly layout: AdLayout;
  readonly load: AdLoadState;
  readonly retry: () => void;
}

/**
 * Core's ad layout for the member, the width and the host's switch, from the first completed chart load on
 * (spec 3 §4); the provider's loader starts once the first slots show.
 */
export function useAds(enabled: boolean, bodyWidth: number, provider: AdProvider | null): WorkbenchAds {
  const { clock } = useWorkbenchPorts();
  const loggedIn = useWorkbench((state) => state.member !== null);
  const completed = useWorkbench((state) => chartLoadCompleted(state.chart.status));
  // Once shown, the ads stay while later charts load: they follow the page, not each image.
  const [chartLoaded, setChartLoaded] = useState(false);
  if (completed && !chartLoaded) setChartLoaded(true);
  const [loader] = useState<AdLoader>(() => createAdLoader(provider, clock));
  useEffect(() => () => loader.dispose(), [loader]);
  const load = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
  const layout = adLayout({ loggedIn, bodyWidth, chartLoaded, enabled });
  const due = layout.placement !== 'none';
  useEffect(() => {
    if (due) loader.start();
  }, [due, loader]);
  return { layout, load, retry: () => loader.retry() };
}
