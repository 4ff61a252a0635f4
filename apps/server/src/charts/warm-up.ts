import { buildChartImageQuery, createDefaultChartSettings, DEFAULT_SYMBOL } from '@chartbench/core';

/** How long the start-up drawing may take before it is given up: it must never hold anything else back. */
export const WARM_UP_TIMEOUT_MS = 10_000;

/** The address of the chart a visitor's Workbench opens with (core's defaults, through core's query builder). */
export function defaultChartPath(): string {
  return `/c-sc/sc/?${buildChartImageQuery(DEFAULT_SYMBOL, createDefaultChartSettings()).toString()}`;
}

/**
 * Draws the default chart once, in the background, right after start-up: the render pool starts its workers
 * only on the first drawing, and the first drawing also reads the bars and compiles the painters, so without this
 * the first visitor's chart pays for all of that (issue #20). One request, bounded by {@link WARM_UP_TIMEOUT_MS};
 * a failure only means the first visitor pays instead, so it is ignored.
 * @returns whether the chart was drawn (200).
 */
export async function warmDefaultChart(
  request: (path: string) => Response | Promise<Response>,
  timeoutMs = WARM_UP_TIMEOUT_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    // The wait must not keep a process alive that is otherwise done.
    timer.unref?.();
  });
  const drawn = (async () => {
    const response = await request(defaultChartPath());
    await response.arrayBuffer();
    return response.status === 200;
  })().catch(() => false);
  try {
    return await Promise.race([drawn, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
