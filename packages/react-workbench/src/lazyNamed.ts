import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code loads on first render, or earlier through `preload`. */
export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the code now (once; later calls share the same promise), e.g. while the browser is idle. */
  readonly preload: () => Promise<unknown>;
};

/**
 * `React.lazy` for a named export: the module is fetched the first time the component renders (or when
 * `preload` is called), so code the first view does not show (modes other than Chart Settings, the member
 * dialogs) stays out of the start-up bundle. Render it inside a `Suspense` boundary.
 * @example const WiredOptions = lazyNamed(() => import('../Options/connected').then((m) => m.WiredOptions));
 */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed fetch is forgotten, so the next render (or preload) tries again.
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}
