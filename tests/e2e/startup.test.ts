import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { belowChart, launchChromium, newContextPage, openMode, settledChart } from '../support/browser';

describe('issue 20: the Workbench starts on compressed, split JavaScript (real server, Chromium)', () => {
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
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      const encoding = response.headers()['content-encoding'];
      // Files under 1 KB go out as they are (compression would not pay for its header).
      void response.body().then((body) => {
        scripts.push({ url: response.url(), encoding: body.length < 1024 ? 'br' : encoding });
      });
    });
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
    await context.close();
  });

  it('fetches no on-demand chunk before the first chart image has arrived', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const named = new Set(
      [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
    );
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
    // The modes and dialogs still come, once the chart is in.
    await expect
      .poll(() => events.filter((event) => event === 'chunk').length, { timeout: 15_000 })
      .toBeGreaterThan(5);
    expect(events.indexOf('chart')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('chart')).toBeLessThan(events.indexOf('chunk'));
    await context.close();
  });

  it("asks for the first chart's style before the page first paints", async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    await page.goto(`${baseUrl}/?s=AAPL`);
    await page.getByRole('img', { name: /Chart of AAPL/ }).waitFor({ timeout: 20_000 });
    // A string, not a function: the page has none of the test runner's helpers.
    const times = await page.evaluate<{ paint: number | null; style: number | null }>(`(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const style = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/stylecache/'));
      return { paint: paint ? paint.startTime : null, style: style ? style.startTime : null };
    })()`);
    expect(times.paint).not.toBeNull();
    expect(times.style).not.toBeNull();
    // The first chart's requests do not wait for the whole workbench to be laid out and painted.
    expect(times.style!).toBeLessThan(times.paint!);
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
