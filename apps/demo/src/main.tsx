// The Workbench page's entry, kept small. On a page the server drew with its first chart, the chart is painted
// before the Workbench's script is fetched and run: run earlier, compiling and hydrating it held the browser's
// main thread while the chart waited to be painted (issue #20; the README's Performance, Start-up, has the
// figures). The Workbench answers input once it has hydrated, and says so with `data-ready`; what a visitor does
// before that is held and handed to it then (`early-input.ts`).
import { holdEarlyInput } from './early-input';

const root = document.getElementById('root');
const firstChart = root?.querySelector<HTMLImageElement>('img[src*="/c-sc/"]');

/** How long the script waits for the first chart at most: a slow image must not hold the Workbench back. */
const FIRST_CHART_WAIT_MS = 1500;

/** Resolves once the first chart has loaded (or failed, or the wait ran out) and a frame was painted with it. */
function firstChartPainted(image: HTMLImageElement): Promise<void> {
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, FIRST_CHART_WAIT_MS);
      });
  // requestAnimationFrame runs just before the next frame is painted; the timeout runs after that frame.
  return loaded.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

// Only a page the server drew has anything to click before the script runs.
const early = root?.firstElementChild ? holdEarlyInput(root, () => void startWorkbench()) : undefined;

let starting: Promise<void> | undefined;
/** Fetches and runs the Workbench (once): at the first chart's paint, or sooner if the visitor acts first. */
function startWorkbench(): Promise<void> {
  starting ??= import('./start-page').then(
    () => early?.handOver(),
    (error: unknown) => {
      early?.release();
      throw error;
    },
  );
  return starting;
}

void (firstChart ? firstChartPainted(firstChart) : Promise.resolve()).then(startWorkbench);
