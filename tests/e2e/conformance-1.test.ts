import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CHART_IMAGE,
  launchChromium,
  logInAsDemoMember,
  newContextPage,
  settledChart,
} from '../support/browser';

/** Waits for the chart image at an address other than `previous`, loaded, and returns it with its drawn size. */
async function nextChart(
  page: Page,
  previous: string,
): Promise<{ src: string; width: number; height: number }> {
  await page.waitForFunction(
    ({ selector, previous }) => {
      const image = document.querySelector<HTMLImageElement>(selector);
      return image !== null && image.src !== previous;
    },
    { selector: CHART_IMAGE, previous },
    { timeout: 20_000 },
  );
  const { src } = await settledChart(page);
  const size = await page.$eval(CHART_IMAGE, (image) => ({
    width: (image as HTMLImageElement).naturalWidth,
    height: (image as HTMLImageElement).naturalHeight,
  }));
  return { src, ...size };
}

const symbolOf = (src: string) => new URL(src).searchParams.get('s');

describe('issue 16 conformance I in Chromium against the real server', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('a visitor', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await newContextPage(browser, pageErrors));
    });
    afterAll(() => context?.close());

    it('spec 2 §3 unticking Adjust For Dividends, then ticking Invert Main Price Scale, charts _AAPL and _-AAPL', async () => {
      await page.goto(`${baseUrl}/?s=AAPL&p=D`);
      const first = await settledChart(page);
      const panel = page.getByRole('form', { name: 'Chart Settings' });
      await panel.getByRole('checkbox', { name: 'Adjust For Dividends' }).uncheck();
      const unadjusted = await nextChart(page, first.src);
      expect(symbolOf(unadjusted.src)).toBe('_AAPL');
      await panel.getByRole('checkbox', { name: 'Invert Main Price Scale' }).check();
      const inverted = await nextChart(page, unadjusted.src);
      expect(symbolOf(inverted.src)).toBe('_-AAPL');
      expect(await page.getByText(/couldn't find data/i).count()).toBe(0);
    });

    it('spec 2 §3 an address with a flagged symbol charts it', async () => {
      await page.goto(`${baseUrl}/?s=-MSFT&p=W`);
      const image = await settledChart(page);
      expect(symbolOf(image.src)).toBe('-MSFT');
    });

    it('spec 1 §5.3 a ratio and a difference typed in the symbol box chart from their parts', async () => {
      const field = page.getByRole('combobox', { name: 'Symbol' });
      let previous = (await settledChart(page)).src;
      for (const symbol of ['IBM:$SPX', 'AAPL-SPY']) {
        await field.fill(symbol);
        await field.press('Enter');
        const image = await nextChart(page, previous);
        expect(symbolOf(image.src)).toBe(symbol);
        previous = image.src;
      }
    });
    it('spec 3 §5 a comma list in the symbol box makes a PerfChart of those symbols; empty input reverts', async () => {
      const field = page.getByRole('combobox', { name: 'Symbol' });
      const previous = (await settledChart(page)).src;
      await field.fill('aapl,msft,spy');
      await field.press('Enter');
      const image = await nextChart(page, previous);
      expect(symbolOf(image.src)).toBe('AAPL');
      const svg = await (await page.request.get(image.src)).text();
      expect(svg).toContain('MSFT');
      expect(svg).toContain('SPY');
      await field.fill('');
      await field.press('Enter');
      expect(await field.inputValue()).toBe('AAPL');
    });

    it('spec 1 §6 an address asking for paying-only things gets the create-account dialog and a visitor’s chart', async () => {
      const nine = 'MSFT,SPY,IBM,QQQ,GOOGL,AMZN,NVDA,META,TSLA';
      await page.goto(`${baseUrl}/?s=AAPL&p=1&yr=100&compare=${nine}`);
      const dialog = page.getByRole('dialog', { name: 'Create Account' });
      await dialog.waitFor({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      const image = await settledChart(page);
      const params = new URL(image.src).searchParams;
      expect(params.get('p')).not.toBe('1');
      expect(params.get('yr')).not.toBe('100');
      expect((params.get('compare') ?? '').split(',').filter(Boolean).length).toBeLessThanOrEqual(4);
      // The server refuses the same address to a visitor who asks it directly.
      const direct = await page.request.get(`${baseUrl}/c-sc/sc/?s=AAPL&p=1&yr=100&compare=${nine}`);
      expect(direct.status()).toBe(403);
    });
  });

  describe('a paying member', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      // Tall enough for the resize handle under a 900 x 755 chart and a drag below it.
      context = await browser.newContext({ viewport: { width: 1280, height: 1600 } });
      page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await logInAsDemoMember(page, baseUrl, 'basic@example.com');
    });
    afterAll(() => context?.close());

    const savedCharts = () => page.getByRole('group', { name: 'Saved charts' });

    it('spec 1 §4.5 a click on the resize handle keeps the image size, a drag gives the image the dragged size', async () => {
      await page.goto(`${baseUrl}/?s=AAPL&p=D`);
      const before = await settledChart(page);
      const shown = await page.$eval(CHART_IMAGE, (image) => ({
        width: (image as HTMLImageElement).naturalWidth,
        height: (image as HTMLImageElement).naturalHeight,
      }));
      const handle = page.getByRole('separator', { name: 'Resize chart' });
      const box = (await handle.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.up();
      const clicked = await nextChart(page, before.src);
      expect(Math.abs(clicked.height - shown.height)).toBeLessThanOrEqual(1);
      expect(clicked.width).toBe(shown.width);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - 100, y + 80, { steps: 4 });
      await page.mouse.up();
      const dragged = await nextChart(page, clicked.src);
      expect(dragged.width).toBe(shown.width - 100);
      expect(Math.abs(dragged.height - (clicked.height + 80))).toBeLessThanOrEqual(1);
    });

    it('spec 2 §4 a StyleButton on a viewed saved chart keeps the saved chart (same symbol)', async () => {
      await page.goto(`${baseUrl}/`);
      await settledChart(page);
      await savedCharts()
        .getByRole('button', { name: /^ChartList:/ })
        .click();
      await page.getByRole('menuitemradio', { name: 'My Charts' }).click();
      await savedCharts()
        .getByRole('button', { name: /^Chart:/ })
        .click();
      await page.getByRole('menuitemradio', { name: 'Apple daily' }).click();
      await savedCharts().getByRole('button', { name: 'Chart: Apple daily' }).waitFor({ timeout: 10_000 });
      const saved = await settledChart(page);
      await page.keyboard.press('Control+2');
      const styled = await nextChart(page, saved.src);
      expect(symbolOf(styled.src)).toBe('AAPL');
      await savedCharts().getByRole('button', { name: 'Chart: Apple daily' }).waitFor({ timeout: 5_000 });
    });
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
