import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, waitForLoadedImage } from '../support/browser';

const CHART_IMAGE = 'img[alt^="Chart of"]';

describe('issue 2: a visitor charts symbols in Chromium against the real server', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function chart(symbol: string) {
    const field = page.getByRole('combobox', { name: 'Symbol' });
    await field.fill(symbol);
    await field.press('Enter');
  }

  async function settledChart() {
    await page.getByRole('status').waitFor({ state: 'detached', timeout: 20_000 });
    return waitForLoadedImage(page, CHART_IMAGE);
  }

  it('opens the workbench and shows the AAPL chart, with the synthetic-data note', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('note').waitFor();
    expect(await page.getByRole('note').textContent()).toMatch(/synthetic/i);
    await page.getByRole('img', { name: /Chart of AAPL/ }).waitFor();
    const image = await settledChart();
    expect(image.naturalWidth).toBeGreaterThan(0);
    expect(image.src).toContain('s=AAPL');
  });

  it('charts a typed symbol, then redraws it for another period', async () => {
    await chart('msft');
    await page.getByRole('img', { name: /Chart of MSFT/ }).waitFor({ timeout: 20_000 });
    const daily = await settledChart();
    expect(daily.src).toContain('s=MSFT');
    expect(daily.src).toContain('p=D');

    await page
      .getByRole('toolbar', { name: 'Chart controls' })
      .getByRole('button', { name: 'Period: Daily' })
      .click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await page
      .getByRole('toolbar', { name: 'Chart controls' })
      .getByRole('button', { name: 'Period: Weekly' })
      .waitFor();
    const weekly = await settledChart();
    expect(weekly.src).toContain('p=W');
    expect(weekly.src).not.toBe(daily.src);
    expect(weekly.naturalWidth).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/chartbench-e2e-weekly.png', fullPage: true });
  });

  it('shows the invalid-symbol screen for a symbol that does not exist, and recovers', async () => {
    await chart('NOSUCHSYMBOL');
    const heading = page.getByRole('heading', { name: "Hmm, we couldn't find data for NOSUCHSYMBOL" });
    await heading.waitFor({ timeout: 20_000 });
    expect(await heading.isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/chartbench-e2e-invalid.png', fullPage: true });
    const retry = page.getByRole('textbox', { name: 'Try a new symbol' });
    await retry.fill('SPY');
    await retry.press('Enter');
    await page.getByRole('img', { name: /Chart of SPY/ }).waitFor({ timeout: 20_000 });
    expect((await settledChart()).naturalWidth).toBeGreaterThan(0);
  });

  it('Ctrl+Z and Ctrl+Y walk the chart history, and the address follows', async () => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+z');
    await page
      .getByRole('heading', { name: "Hmm, we couldn't find data for NOSUCHSYMBOL" })
      .waitFor({ timeout: 20_000 });
    await page.keyboard.press('Control+z');
    await page.getByRole('img', { name: /Chart of MSFT/ }).waitFor({ timeout: 20_000 });
    const back = await settledChart();
    expect(back.src).toContain('p=W');
    expect(new URL(page.url()).search).toBe('?s=MSFT&p=W&yr=1');
    expect(await page.title()).toBe('MSFT - Chartbench');
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+y');
    await page.getByRole('img', { name: /Chart of SPY/ }).waitFor({ timeout: 20_000 });
    expect((await settledChart()).naturalWidth).toBeGreaterThan(0);
  });

  it('opens the chart an address names', async () => {
    await page.goto(`${baseUrl}/?s=$SPX&p=W&mn=6`);
    await page.getByRole('img', { name: /Chart of \$SPX/ }).waitFor({ timeout: 20_000 });
    const image = await settledChart();
    expect(image.src).toContain('p=W');
    expect(image.src).toContain('mn=6');
    expect(
      await page
        .getByRole('toolbar', { name: 'Chart controls' })
        .getByRole('button', { name: 'Range: 6 Months' })
        .isVisible(),
    ).toBe(true);
  });

  it('serves the partner-widget page: interactive charts from the server’s bars and from bars in the page', async () => {
    await page.goto(`${baseUrl}/widget.html`);
    // ChartWidget draws on canvas now (issue #18): the server sends bars, not an image.
    const server = page.getByRole('group', { name: 'Chart of MSFT' }).getByRole('application');
    const offline = page.getByRole('group', { name: 'Chart of AAPL' }).getByRole('application');
    await expect
      .poll(() => server.getAttribute('aria-label'), { timeout: 20_000 })
      .toMatch(/^MSFT .*chart\./);
    await expect
      .poll(() => offline.getAttribute('aria-label'), { timeout: 20_000 })
      .toMatch(/^AAPL .*chart\./);
    await page.screenshot({ path: '/tmp/chartbench-e2e-widget.png', fullPage: true });
  });

  it('raised no script errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
