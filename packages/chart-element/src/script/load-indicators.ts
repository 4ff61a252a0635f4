import {
  indicatorsToLoad,
  registerIndicatorModule,
} from '../../../chart-engine/src/indicators/on-demand-registry';

// Reached by path, not through the package: the on-demand registry is the script build's stand-in for the
// engine's full registry (see tsup.config.ts), not part of chart-engine's API.

const loading = new Map<string, Promise<void>>();

/**
 * Loads the indicators in `ids` the script does not hold yet from `base` (the folder of chunks served beside
 * the script, one module per catalogue id), each once however many charts ask for it. Rejects with an error
 * naming the indicator that could not be loaded.
 */
export async function loadIndicators(ids: readonly string[], base: string): Promise<void> {
  await Promise.all(
    indicatorsToLoad(ids).map((id) => {
      let pending = loading.get(id);
      if (!pending) {
        const url = new URL(`${id}.js`, base).href;
        pending = import(/* @vite-ignore */ url).then(
          (exports: Record<string, unknown>) => registerIndicatorModule(exports),
          (error: unknown) => {
            loading.delete(id);
            throw new Error(`The ${id} indicator could not be loaded from ${url}.`, { cause: error });
          },
        );
        loading.set(id, pending);
      }
      return pending;
    }),
  );
}
