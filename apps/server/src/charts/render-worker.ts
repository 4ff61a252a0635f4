import { runRenderTask, type RenderResult, type RenderTask } from './render-task';

/**
 * The render pool's worker entry (piscina calls the default export with each task). Built to
 * `dist/render-worker.js` by the server's tsup config; run from source through tsx in tests.
 */
export default function renderInWorker(task: RenderTask): RenderResult {
  return runRenderTask(task);
}
