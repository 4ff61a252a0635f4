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

  it('serves the scripts brotli-compressed, loads the modes after the first chart, and a lazy mode still opens', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    const scripts: { url: string; encoding: string | undefined; afterChart: boolean }[] = [];
    let chartShown = false;
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      scripts.push({
        url: response.url(),
        encoding: response.headers()['content-encoding'],
        afterChart: chartShown,
      });
    });
    await page.goto(`${baseUrl}/?s=AAPL`);
    await page.getByRole('img', { name: /Chart of AAPL/ }).waitFor({ timeout: 20_000 });
    await settledChart(page);
    chartShown = true;
    const firstView = scripts.length;
    expect(firstView).toBeGreaterThan(0);
    expect(scripts.every((script) => script.encoding === 'br')).toBe(true);

    // Once the page is idle the modes and dialogs are fetched: more scripts than the first view loaded.
    await expect
      .poll(() => scripts.filter((script) => script.afterChart).length, { timeout: 15_000 })
      .toBeGreaterThan(5);
    await openMode(page, 'Historical Price Data');
    await belowChart(page)
      .getByRole('table', { name: 'Historical price data for AAPL' })
      .waitFor({ timeout: 20_000 });
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
