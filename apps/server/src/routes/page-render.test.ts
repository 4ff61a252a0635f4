import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPageApp, type DemoPageApp } from './demo-page.fixture';
import { loadPageRenderer, type PageRenderer, type PageRenderRequest } from './page-render';

const PAGE =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>demo</title>' +
  '<script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>';
const NOW = new Date('2026-11-28T15:04:05.678Z');

describe('issue 20: the Workbench page is drawn on the server with its first chart', () => {
  const requests: PageRenderRequest[] = [];
  let renderer: PageRenderer = () => ({ head: '', root: '' });
  let served: DemoPageApp;
  beforeAll(async () => {
    served = await demoPageApp(PAGE, {
      now: () => NOW,
      // The port: what the demo's entry-server does is the e2e tests' part (tests/e2e/startup.test.ts).
      pageRenderer: (request) => {
        requests.push(request);
        return renderer(request);
      },
    });
  });
  afterAll(() => served.close());
  beforeEach(() => {
    requests.length = 0;
    renderer = () => ({
      head: '<style data-styled="true">.a{color:red}</style>',
      root: '<main>drawn</main>',
    });
  });
  const page = (path: string, headers?: Record<string, string>) => served.page(path, headers);

  it("puts the drawn frame into the root, its styles and the chart's preload before the page's scripts", async () => {
    const html = await page('/?s=MSFT&p=W');
    expect(html).toContain('<div id="root"><main>drawn</main></div>');
    const preload = html.indexOf('<link rel="preload" as="image"');
    const styles = html.indexOf('<style data-styled');
    const script = html.indexOf('<script type="module"');
    expect(preload).toBeGreaterThan(html.indexOf('<title>'));
    expect(preload).toBeLessThan(styles);
    expect(styles).toBeLessThan(script);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ search: '?s=MSFT&p=W', today: '2026-11-28' });
    expect(requests[0]?.bootstrap?.firstChart.imageUrl).toMatch(
      /^\/c-sc\/sc\/\?s=MSFT&p=W&yr=1&i=t\d+&r=\d+$/,
    );
  });

  it('names one image address for every visitor of a chart within a minute, so the frame drawn for one serves all', async () => {
    await page('/?s=IBM');
    await page('/?s=IBM');
    const [first, second] = requests.map((request) => request.bootstrap?.firstChart.imageUrl);
    expect(first).toBe(second);
    // The cache-busting time is the minute's start.
    expect(first).toContain(`&r=${Date.parse('2026-11-28T15:04:00Z')}`);
  });

  it("draws a member's page without a first chart (their start-up decides it in the browser)", async () => {
    const html = await page('/', { cookie: 'SCCLogin2=1.2.3.4' });
    expect(requests).toEqual([{ search: '', bootstrap: undefined, today: '2026-11-28' }]);
    expect(html).toContain('<div id="root"><main>drawn</main></div>');
    expect(html).not.toContain('rel="preload"');
  });

  it('leaves the page to the browser when the renderer fails, and says so in the log', async () => {
    renderer = () => {
      throw new Error('no window');
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const html = await page('/?s=MSFT');
      expect(html).toContain('<div id="root"></div>');
      // The first chart is still named, so the browser's script finds it at once.
      expect(html).toContain('<link rel="preload" as="image"');
      expect(logged).toHaveBeenCalledWith(
        'chartbench: the Workbench page could not be drawn on the server:',
        expect.objectContaining({ message: 'no window' }),
      );
    } finally {
      logged.mockRestore();
    }
  });
});

describe('loading the page renderer', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'chartbench-renderer-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is none when the demo is not built: the browser draws the page', async () => {
    expect(await loadPageRenderer(join(folder, 'missing.js'))).toBeUndefined();
  });

  it("loads a built renderer's renderWorkbenchPage, and refuses a module without one", async () => {
    writeFileSync(
      join(folder, 'good.mjs'),
      'export const renderWorkbenchPage = (request) => ({ head: "", root: request.search });',
    );
    writeFileSync(join(folder, 'bad.mjs'), 'export const other = 1;');
    const loaded = await loadPageRenderer(join(folder, 'good.mjs'));
    expect(loaded?.({ search: '?s=X', bootstrap: undefined, today: '2026-11-28' })).toEqual({
      head: '',
      root: '?s=X',
    });
    await expect(loadPageRenderer(join(folder, 'bad.mjs'))).rejects.toThrow(
      'does not export renderWorkbenchPage',
    );
  });
});
