import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, logInAsDemoMember, newContextPage, settledChart } from '../support/browser';

/**
 * Issue #17 (conformance II, spec 3), items 6, 7 and 9 in Chromium against the real server: the ads and the
 * sign-up element after the chart loads, the price alert's percent menu from the latest quote, and the tour's
 * start-up pages.
 */
describe('issue #17: ads after the chart loads and the latest quote (spec 3 §4, §5, §7, §9)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const adSizes = (page: Page) =>
    page
      .getByRole('img', { name: /^Advertisement \d+ by \d+$/ })
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  const signUp = (page: Page) => page.getByRole('region', { name: 'Save this chart and chart more' });

  it('item 7: a visitor on a wide page gets every slot beside and under the chart, and the sign-up element, once the chart has loaded', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    await page.setViewportSize({ width: 1600, height: 1000 });
    // Hold the chart image back: before it loads, no ad and no sign-up element shows.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/c-sc/sc**', async (route) => {
      await held;
      await route.continue();
    });
    // The page's load event waits for the chart image the server drew into it, which is held back.
    await page.goto(`${baseUrl}/?s=MSFT`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('status').filter({ hasText: 'Loading chart' }).waitFor();
    expect(await adSizes(page)).toEqual([]);
    expect(await signUp(page).count()).toBe(0);
    release();
    await settledChart(page);
    await signUp(page).waitFor();
    expect(await adSizes(page)).toEqual([
      'Advertisement 300 by 250',
      'Advertisement 300 by 300',
      'Advertisement 300 by 250',
      'Advertisement 300 by 600',
      'Advertisement 970 by 250',
    ]);
    const box = await page.getByRole('img', { name: 'Advertisement 300 by 600' }).boundingBox();
    const chart = await page.locator('img[alt^="Chart of"]').boundingBox();
    expect(box && chart && box.x >= chart.x + chart.width).toBe(true);
    expect(box?.height).toBe(600);
    // The sign-up element's free account is the create-account dialog.
    await signUp(page).getByRole('button', { name: 'Create a Free Account' }).click();
    await page.getByRole('dialog').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('item 7: on a narrower page the top slot sits above the chart', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    await page.setViewportSize({ width: 900, height: 1000 });
    await page.goto(`${baseUrl}/?s=MSFT`);
    await settledChart(page);
    await signUp(page).waitFor();
    expect(await adSizes(page)).toEqual(['Advertisement 728 by 90']);
    const slot = await page.getByRole('img', { name: 'Advertisement 728 by 90' }).boundingBox();
    const chart = await page.locator('img[alt^="Chart of"]').boundingBox();
    expect(slot && chart && slot.y + slot.height <= chart.y).toBe(true);
    await context.close();
  });

  it('item 9: a host that asks for the start-up tour gets pages 7-9 once, and the end page names where the tour restarts', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    await page.goto(`${baseUrl}/?s=MSFT&tour=startup`);
    await settledChart(page);
    for (const title of ['Welcome to the Workbench', 'Chart Anything', 'Keep Your Work']) {
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor({ timeout: 10_000 });
      expect(await dialog.textContent()).toMatch(/Step \d of 3/);
      await dialog.getByRole('button', { name: 'Next' }).click();
    }
    const end = page.getByRole('dialog', { name: 'End Interactive Tour' });
    expect(await end.textContent()).toContain('More > Interactive Tour');
    await end.getByRole('button', { name: 'Done' }).click();
    // Where the end page says: the lower bar's More menu starts the (workbench) tour again.
    const lowerBar = page.getByRole('toolbar', { name: 'Chart style tools' });
    await lowerBar.getByRole('button', { name: /^More/ }).click();
    await page.getByRole('menuitem', { name: 'Interactive Tour' }).click();
    await page.getByRole('dialog', { name: 'Start Interactive Tour' }).waitFor();
    await page.keyboard.press('Escape');
    // Once per browser: the same address does not open it again.
    await page.goto(`${baseUrl}/?s=MSFT&tour=startup`);
    await settledChart(page);
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  describe('as a free member', () => {
    it('item 7: no ads and no sign-up element (spec 3 §1: ads are shown to non-members)', async () => {
      const { context, page } = await newContextPage(browser, pageErrors);
      await page.setViewportSize({ width: 1600, height: 1000 });
      await logInAsDemoMember(page, baseUrl, 'free@example.com');
      await settledChart(page);
      await page.getByRole('button', { name: /^Account: / }).waitFor();
      expect(await adSizes(page)).toEqual([]);
      expect(await signUp(page).count()).toBe(0);
      await context.close();
    });

    it('item 6: the percent menu of Create Alert starts from the latest quote', async () => {
      const { context, page } = await newContextPage(browser, pageErrors);
      await logInAsDemoMember(page, baseUrl, 'free@example.com');
      await page.goto(`${baseUrl}/?s=MSFT`);
      await settledChart(page);
      const quoteResponse = await page.request.get(`${baseUrl}/quotebrain/quotes?s=MSFT&f=json`);
      const [quote] = (await quoteResponse.json()) as [{ close: number }];
      const asked = page.waitForRequest((request) => request.url().includes('/quotebrain/quotes'));
      const lowerBar = page.getByRole('toolbar', { name: 'Chart style tools' });
      const toggle = lowerBar.getByRole('button', { name: /chart tools$/ });
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await lowerBar.getByRole('button', { name: 'Create Alert' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Price Alert' });
      await asked;
      const menu = dialog.getByRole('combobox', { name: 'Percent from last close' });
      await menu.waitFor({ timeout: 10_000 });
      const up2 = (Math.round(quote.close * 1.02 * 100) / 100).toFixed(2);
      await menu.selectOption(up2);
      expect(await dialog.getByRole('textbox', { name: 'Price' }).inputValue()).toBe(up2);
      await page.keyboard.press('Escape');
      await context.close();
    });
  });
});
