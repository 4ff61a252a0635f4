import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { belowChart, launchChromium, newContextPage, openMode, settledChart } from '../support/browser';

describe('issue 20: the Workbench starts on compressed, split JavaScript and a preloaded first chart (real server, Chromium)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    expect(pageErrors).toEqual([]);
  });

  it('serves the scripts brotli-compressed, fetches the modes and dialogs as further chunks, and a lazy mode opens', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    const scripts: { url: string; encoding: string | undefined }[] = [];
    // The bodies being read, each with its failure caught at once: the listener is removed and they are awaited
    // before the context closes (a response that arrived after the last check, a chunk fetched while the page
    // was idle, was once still being read when the context closed, and its rejection was unhandled).
    const reads: Promise<void>[] = [];
    const unread: string[] = [];
    const onResponse = (response: Response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      const encoding = response.headers()['content-encoding'];
      // Files under 1 KB go out as they are (compression would not pay for its header).
      reads.push(
        response.body().then(
          (body) => {
            scripts.push({ url: response.url(), encoding: body.length < 1024 ? 'br' : encoding });
          },
          (error: Error) => {
            unread.push(`${response.url()}: ${error.message}`);
          },
        ),
      );
    };
    page.on('response', onResponse);
    await page.goto(`${baseUrl}/?s=AAPL`);
    await page.getByRole('img', { name: /Chart of AAPL/ }).waitFor({ timeout: 20_000 });
    await settledChart(page);
    expect(scripts.filter((script) => script.encoding !== 'br')).toEqual([]);

    // index.html names the first view's scripts; the modes and dialogs are further chunks, fetched once the
    // page is idle.
    const html = await (await fetch(`${baseUrl}/`)).text();
    const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].length;
    await expect.poll(() => scripts.length, { timeout: 15_000 }).toBeGreaterThan(named + 5);
    await openMode(page, 'Historical Price Data');
    await belowChart(page)
      .getByRole('table', { name: 'Historical price data for AAPL' })
      .waitFor({ timeout: 20_000 });
    page.off('response', onResponse);
    await Promise.all(reads);
    expect(unread).toEqual([]);
    await context.close();
  });

  it('receives the chart image brotli-compressed: the page shows the same chart from about a third of the bytes', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    const charts: { encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/c-sc/sc'))
        charts.push({ encoding: response.headers()['content-encoding'] });
    });
    await page.goto(`${baseUrl}/?s=AAPL`);
    const chart = page.getByRole('img', { name: /Chart of AAPL/ });
    await chart.waitFor({ timeout: 20_000 });
    await settledChart(page);
    await expect.poll(() => charts.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(charts.every((entry) => entry.encoding === 'br')).toBe(true);
    // What crossed the network against what the page decoded (Resource Timing): the drawn chart, compressed.
    const sizes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/c-sc/sc'))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return { sent: timing.encodedBodySize, drawn: timing.decodedBodySize };
        }),
    );
    expect(sizes.length).toBeGreaterThan(0);
    for (const { sent, drawn } of sizes) {
      expect(drawn).toBeGreaterThan(10_000);
      expect(sent).toBeLessThan(drawn * 0.5);
    }
    expect(await chart.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await context.close();
  });

  it('fetches the Workbench script, and every on-demand chunk, only once the first chart image has arrived', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const named = new Set(
      [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
    );
    // The head names only the page's small entry, which waits for the chart to be painted (apps/demo/src/main.tsx).
    let namedBytes = 0;
    for (const path of named)
      namedBytes += (await (await fetch(`${baseUrl}${path}`)).arrayBuffer()).byteLength;
    expect(namedBytes).toBeGreaterThan(0);
    expect(namedBytes).toBeLessThan(8 * 1024);
    const { context, page } = await newContextPage(browser, pageErrors);
    // In the order the browser saw them: an on-demand chunk asked for, the chart image received.
    const events: ('chunk' | 'chart')[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js') && !named.has(path)) events.push('chunk');
    });
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/c-sc/')) events.push('chart');
    });
    await page.goto(`${baseUrl}/?s=AAPL`);
    await page.getByRole('img', { name: /Chart of AAPL/ }).waitFor({ timeout: 20_000 });
    // The Workbench, then its modes and dialogs, come once the chart is in.
    await expect
      .poll(() => events.filter((event) => event === 'chunk').length, { timeout: 15_000 })
      .toBeGreaterThan(5);
    expect(events.indexOf('chart')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('chart')).toBeLessThan(events.indexOf('chunk'));
    await context.close();
  });

  it("requests the first chart's image before the page first paints, and posts no style for it", async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    await page.goto(`${baseUrl}/?s=AAPL`);
    await page.getByRole('img', { name: /Chart of AAPL/ }).waitFor({ timeout: 20_000 });
    // The paint entry is queued once the frame has been presented, which can be after the image is in the page.
    await expect
      .poll(() => page.evaluate(`performance.getEntriesByName('first-contentful-paint').length`))
      .toBe(1);
    // A string, not a function: the page has none of the test runner's helpers.
    const times = await page.evaluate<{
      paint: number | null;
      chart: number | null;
      styles: number;
    }>(`(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const resources = performance.getEntriesByType('resource');
      const chart = resources.find((entry) => entry.name.includes('/c-sc/'));
      const styles = resources.filter((entry) => entry.name.includes('/stylecache/')).length;
      return { paint: paint ? paint.startTime : null, chart: chart ? chart.startTime : null, styles };
    })()`);
    expect(times.paint).not.toBeNull();
    expect(times.chart).not.toBeNull();
    // The page's head names the image: it does not wait for the script, let alone the first paint.
    expect(times.chart!).toBeLessThan(times.paint!);
    expect(times.styles).toBe(0);
    await context.close();
  });

  it('shows the preloaded image as the first chart: one image request, the same address, no CSP report', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    const charts: string[] = [];
    const posts: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/c-sc/')) charts.push(url.pathname + url.search);
      if (request.method() === 'POST') posts.push(`${url.pathname} ${request.postData() ?? ''}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${baseUrl}/?s=MSFT&p=W`);
    // The server's preload in the head (React adds one of its own for the image it drew).
    const preloaded = await page.locator('head link[rel="preload"][as="image"]').getAttribute('href');
    expect(preloaded).toMatch(/^\/c-sc\/sc\/\?s=MSFT&p=W&.*r=\d+/);
    await page.getByRole('img', { name: /Chart of MSFT/ }).waitFor({ timeout: 20_000 });
    const shown = await settledChart(page);
    expect(new URL(shown.src).pathname + new URL(shown.src).search).toBe(preloaded);
    expect(charts).toEqual([preloaded]);
    // Neither the style nor the symbol lookup went to the server: the page carried both.
    expect(
      posts.filter((post) => post.startsWith('/stylecache/') || post.includes('get-companies-info')),
    ).toEqual([]);
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await context.close();
  });

  it('draws the first chart before the Chart Settings panel, which follows at once', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    // When the chart's image and the panel's first menu entered the page, seen from inside it.
    await page.addInitScript(`
      window.__firsts = {};
      new MutationObserver(() => {
        const firsts = window.__firsts;
        if (!firsts.chart && document.querySelector('img[alt^="Chart of"]')) firsts.chart = performance.now();
        if (!firsts.panel && document.querySelector('[role="tabpanel"] button[aria-haspopup="listbox"]'))
          firsts.panel = performance.now();
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(`${baseUrl}/?s=AAPL`);
    await belowChart(page)
      .getByRole('button', { name: /^Chart Type:/ })
      .first()
      .waitFor({ timeout: 20_000 });
    const firsts = await page.evaluate<{ chart?: number; panel?: number }>('window.__firsts');
    expect(firsts.chart).toBeDefined();
    expect(firsts.panel).toBeDefined();
    expect(firsts.chart!).toBeLessThan(firsts.panel!);
    await settledChart(page);
    await context.close();
  });

  it('serves the page drawn with its first chart: with no script run, the chart and the toolbar are there', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/?s=MSFT&p=W`);
    const chart = page.getByRole('img', { name: /^Chart of MSFT/ });
    await expect
      .poll(() => chart.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        timeout: 20_000,
      })
      .toBe(900);
    expect(await page.getByRole('combobox', { name: 'Symbol' }).inputValue()).toBe('MSFT');
    expect(await page.getByRole('region', { name: 'Chart workbench' }).getAttribute('data-ready')).toBeNull();
    // The panel below the chart, below the fold, is left to the script.
    expect(await page.getByRole('form', { name: 'Chart Settings' }).count()).toBe(0);
    await context.close();
  });

  it('the browser takes the drawn page over in place, with no mismatch reported, and the workbench answers', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    const reported: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') reported.push(message.text());
    });
    // Whether the chart image the server drew was ever taken out of the page (a redraw would replace it).
    await page.addInitScript(`
      window.__chartReplaced = false;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node.nodeType === 1 && (node.matches('img[alt^="Chart of"]') || node.querySelector('img[alt^="Chart of"]')))
              window.__chartReplaced = true;
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(`${baseUrl}/?s=MSFT&p=W`);
    const first = await settledChart(page);
    expect(await page.evaluate('window.__chartReplaced')).toBe(false);
    expect(reported.filter((text) => /hydrat|redrawn|did not match/i.test(text))).toEqual([]);
    // The hydrated workbench loads another chart.
    const symbol = page.getByRole('combobox', { name: 'Symbol' });
    await symbol.fill('IBM');
    await symbol.press('Enter');
    await page.getByRole('img', { name: /Chart of IBM/ }).waitFor({ timeout: 20_000 });
    const next = await settledChart(page);
    expect(next.src).not.toBe(first.src);
    await context.close();
  });

  it('on a narrow window shows the chart the server drew at once, then the chart drawn to the page width', async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const charts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/c-sc/sc/')) charts.push(url.search);
    });
    await page.goto(`${baseUrl}/?s=MSFT&p=W`);
    // Scaled to the window until the script runs: the server cannot know the window's width.
    const served = page.getByRole('img', { name: /Chart of MSFT/ });
    await served.waitFor({ timeout: 20_000 });
    const box = await served.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(800);
    await expect.poll(() => charts.length, { timeout: 20_000 }).toBe(2);
    const shown = await settledChart(page);
    expect(new URL(shown.src).search).toBe(charts[1]);
    // Auto-Size Charts (on by default below 1,024 px) drew the second one to fit the page.
    expect(shown.naturalWidth).toBeLessThan(800);
    await context.close();
  });

  it('falls back to gzip for a client without brotli, and to the plain file for one without either', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const gzip = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // Node's fetch decodes gzip transparently: both bodies are the same script.
    expect(await gzip.text()).toBe(await plain.text());
  });
});
