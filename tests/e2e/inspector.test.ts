import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHART_IMAGE, openBrowserPage, settledChart } from '../support/browser';

describe('spec 2 §7 the inspector reads the chart under the mouse, in Chromium against the real server', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openBrowserPage(pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('Inspect on: the quote box shows the bar under the mouse; leaving clears it; Inspect off removes it', async () => {
    await page.goto(`${baseUrl}/?s=MSFT`);
    await settledChart(page);
    const inspect = page
      .getByRole('group', { name: 'Chart actions' })
      .getByRole('button', { name: 'Inspect' });
    await inspect.click();
    const surface = page.getByTestId('chart-inspector');
    await surface.waitFor();

    const image = await page.locator(CHART_IMAGE).boundingBox();
    expect(image).not.toBeNull();
    const quote = page.getByRole('status', { name: 'Inspector quote' });
    // The middle of the chart is on the price panel: the inspector text of that same image answers.
    await expect
      .poll(
        async () => {
          await page.mouse.move(image!.x + image!.width * 0.5, image!.y + image!.height * 0.3);
          await page.mouse.move(image!.x + image!.width * 0.5 + 1, image!.y + image!.height * 0.3);
          return (await quote.count()) > 0 ? quote.textContent() : '';
        },
        { timeout: 15_000 },
      )
      .toMatch(/^\d{4}-\d{2}-\d{2}O: [\d.]+H: [\d.]+L: [\d.]+C: [\d.]+Chg: .+Vol: [\d,]+Y: [\d.]+$/);
    expect(await page.evaluate(() => document.cookie)).toContain('inspector=on');

    await page.mouse.move(image!.x - 40, image!.y - 40);
    await quote.waitFor({ state: 'detached' });

    await inspect.click();
    await surface.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });
});
