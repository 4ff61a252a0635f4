import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContextPage, settledChart } from '../support/browser';

/**
 * The Workbench follows its container's width as the window is resized, not only the width it opened at (spec 1
 * §2.4 breakpoints, §4.6 Auto-Size Charts; spec 3 §2.13 the lower bar on mobile). The parts that take no width
 * are kept from re-rendering at each step of a resize (`Workbench.tsx`); this checks that what does depend on the
 * width still changes, through the store (the chart) and through the Workbench itself (the lower bar).
 */
describe('issue 20: a resized Workbench lays out for its new width (real server, Chromium)', () => {
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

  it('a visitor opening on a phone gets the phone chart and closed chart tools; widened, the desktop ones', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/?s=AAPL`);
    const tools = page.getByRole('button', { name: /chart tools/ });

    // Below 1024 px Auto-Size Charts is on: the phone breakpoint draws the 360 px chart size.
    expect((await settledChart(page)).naturalWidth).toBe(360);
    await expect.poll(() => tools.getAttribute('aria-expanded')).toBe('false');

    await page.setViewportSize({ width: 1280, height: 900 });
    // The medium desktop breakpoint and up draw the default 900; the lower bar opens for a visitor on a desktop.
    await expect.poll(async () => (await settledChart(page)).naturalWidth, { timeout: 20_000 }).toBe(900);
    await expect.poll(() => tools.getAttribute('aria-expanded')).toBe('true');
    expect(await tools.textContent()).toBe('Hide chart tools');

    await page.setViewportSize({ width: 700, height: 900 });
    // Tablet (640 to 766 px): 620, and mobile again for the lower bar (767 px and below).
    await expect.poll(async () => (await settledChart(page)).naturalWidth, { timeout: 20_000 }).toBe(620);
    await expect.poll(() => tools.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
