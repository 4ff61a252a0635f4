import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions, type ChartbenchApp } from '../app';

/** A reference app serving a demo page, in a folder of its own. */
export interface DemoPageApp {
  readonly chartbench: ChartbenchApp;
  /** The page at `path` as the app sends it (uncompressed). */
  page(path: string, headers?: Record<string, string>): Promise<string>;
  /** Closes the app and removes its folder. */
  close(): Promise<void>;
}

/**
 * For the tests of the served Workbench page (its first chart's bootstrap, its server render): an app whose
 * built demo is `html` as index.html, its data in a temporary folder, with `options` on top.
 */
export async function demoPageApp(html: string, options: Partial<AppOptions> = {}): Promise<DemoPageApp> {
  const root = mkdtempSync(join(tmpdir(), 'chartbench-demo-page-'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist', 'index.html'), html);
  const chartbench = await createApp({
    dataDir: root,
    staticDir: join(root, 'dist'),
    secret: 'test-secret-0123456789abcdef0123456789',
    ...options,
  });
  return {
    chartbench,
    page: async (path, headers = {}) => (await chartbench.app.request(path, { headers })).text(),
    close: async () => {
      await chartbench.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
