import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInAsDemoMember, openBrowserPage, settledChart } from '../support/browser';

interface StyleRow {
  readonly recID: number;
  readonly description: string;
  readonly styleID: string;
}

describe('issue 6: a member logs in and the workbench loads their default ChartStyle (spec 1 §4.1, spec 3 §4)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, context, page } = await openBrowserPage(pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A member call made with the logged-in browser's cookies, as the workbench makes it. */
  async function memberCall<T>(fields: Record<string, string>): Promise<T> {
    const response = await context.request.post(`${baseUrl}/json/api`, { form: fields });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as T & { success?: boolean };
    expect(body.success).toBe(true);
    return body;
  }

  const toolbar = () => page.getByRole('toolbar', { name: 'Chart controls' });

  it('a visitor sees the platform default chart: daily', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('img', { name: /Chart of AAPL/ }).waitFor({ timeout: 20_000 });
    const image = await settledChart(page);
    expect(image.src).toContain('p=D');
    expect(await toolbar().getByRole('button', { name: 'Period: Daily' }).isVisible()).toBe(true);
  });

  it('logs in at /login with e-mail and password, and is sent back to the workbench', async () => {
    await logInAsDemoMember(page, baseUrl, 'free@example.com');
    const cookies = await context.cookies(baseUrl);
    expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['SCCLogin2', 'SCCExtraID']));
    await page.getByRole('img', { name: /Chart of AAPL/ }).waitFor({ timeout: 20_000 });
    await settledChart(page);
  });

  it('with the Weekly Line style made the default, opening the workbench charts weekly over one year (the free level)', async () => {
    const { chartStyles } = await memberCall<{ chartStyles: StyleRow[] }>({ cmd: 'get-chartstyles' });
    const weekly = chartStyles.find((style) => style.description === 'Weekly Line');
    expect(weekly).toBeDefined();
    await memberCall({ cmd: 'set-default-chartstyle', recid: String(weekly!.recID) });

    await page.goto(`${baseUrl}/`);
    await toolbar().getByRole('button', { name: 'Period: Weekly' }).waitFor({ timeout: 20_000 });
    const image = await settledChart(page);
    expect(image.src).toContain('s=AAPL');
    expect(image.src).toContain('p=W');
    expect(image.src).toContain('yr=1');
    expect(image.naturalWidth).toBeGreaterThan(0);
    // The image carries the style itself (a temporary style id), so it is drawn as the style says.
    expect(new URL(image.src).searchParams.get('i')).toMatch(/^t/);
    const svg = await (await context.request.get(image.src, { headers: { accept: 'image/svg+xml' } })).text();
    expect(svg).toContain('Solid Line (thick)');
    expect(svg).not.toContain('MACD');
    await page.screenshot({ path: '/tmp/chartbench-e2e-member-default-style.png', fullPage: true });
  });

  it('an address naming a chart comes before the default style', async () => {
    await page.goto(`${baseUrl}/?s=MSFT&p=D`);
    await page.getByRole('img', { name: /Chart of MSFT/ }).waitFor({ timeout: 20_000 });
    const image = await settledChart(page);
    expect(image.src).toContain('p=D');
    expect(await toolbar().getByRole('button', { name: 'Period: Daily' }).isVisible()).toBe(true);
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
