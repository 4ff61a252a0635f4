import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowserPage } from '../support/browser';

interface Range {
  start: number;
  end: number;
}

/** The latest range each chart reported through `chartbench-rangechange`, by element id. */
async function ranges(page: Page): Promise<Record<string, Range>> {
  return page.evaluate(() => (window as unknown as { ranges: Record<string, Range> }).ranges);
}

describe('<chartbench-chart> on a plain HTML page with one script tag, in Chromium against the real server', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  /** Indicator modules the page loaded from beside the script (file names). */
  const modules: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openBrowserPage(pageErrors));
    page.on('requestfinished', (request) => {
      const match = /\/embed\/chartbench-chart\/([^/?]+)$/.exec(request.url());
      if (match) modules.push(match[1]!);
    });
    await page.addInitScript(() => {
      const store: Record<string, unknown> = {};
      (window as unknown as { ranges: unknown }).ranges = store;
      document.addEventListener('chartbench-rangechange', (event) => {
        store[(event.target as HTMLElement).id] = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${baseUrl}/embed.html`);
    await page.locator('#first canvas').first().waitFor();
    await page.locator('#second canvas').first().waitFor();
    await page.waitForFunction(() => {
      const store = (window as unknown as { ranges: Record<string, unknown> }).ranges;
      return 'first' in store && 'second' in store;
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('hover shows the bar’s values in the quote box of that chart only', async () => {
    const box = (await page.locator('#first canvas').first().boundingBox())!;
    // Sized by its container (the host's 760 px column), not the window; the loading status is gone.
    expect(box.width).toBe(760);
    expect(await page.locator('#first .cb-status').isVisible()).toBe(false);
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.4);
    const quote = page.locator('#first .cb-quote');
    await expect
      .poll(() => quote.textContent())
      .toMatch(/^\d{4}-\d{2}-\d{2} O [\d,.]+ H [\d,.]+ L [\d,.]+ C [\d,.]+ V [\d.]+[KMB]?/);
    expect(await page.locator('#second .cb-quote').isVisible()).toBe(false);
    // The host's `div { color: red; font-size: 30px }` does not reach into the shadow root.
    const style = await quote.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).fontSize]);
    expect(style).toEqual(['rgb(34, 34, 34)', '11px']);
    await page.mouse.move(box.x + box.width * 0.5 + 40, box.y + box.height * 0.4);
    await expect.poll(() => quote.textContent()).not.toBe('');
  });

  it('the wheel zooms in around the pointer, and the other chart keeps its range', async () => {
    const before = await ranges(page);
    const box = (await page.locator('#first canvas').first().boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.4);
    await page.mouse.wheel(0, -300);
    await expect
      .poll(async () => {
        const r = (await ranges(page))['first']!;
        return r.end - r.start;
      })
      .toBeLessThan(before['first']!.end - before['first']!.start);
    expect((await ranges(page))['second']).toEqual(before['second']);
  });

  it('dragging to the right pans to earlier bars', async () => {
    const before = (await ranges(page))['first']!;
    const box = (await page.locator('#first canvas').first().boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.5, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await ranges(page))['first']!.start).toBeLessThan(before.start);
    const after = (await ranges(page))['first']!;
    expect(after.end - after.start).toBe(before.end - before.start);
  });

  it('keys act only with the chart focused: typing in the host’s input leaves the charts alone', async () => {
    const before = await ranges(page);
    await page.locator('#host-search').fill('');
    await page.locator('#host-search').pressSequentially('q+-');
    await page.keyboard.press('Home');
    expect(await page.locator('#host-search').inputValue()).toBe('q+-');
    expect(await ranges(page)).toEqual(before);

    await page.locator('#second .cb-chart').focus();
    await page.keyboard.press('Home');
    await expect.poll(async () => (await ranges(page))['second']!.start).toBe(0);
    // The keyboard's bar is announced politely for screen readers.
    await expect
      .poll(() => page.locator('#second [aria-live="polite"]').textContent())
      .toMatch(/^\d{4}-\d{2}-\d{2}, open [\d,.]+, high/);
    expect((await ranges(page))['first']).toEqual(before['first']);
  });

  it('loads an indicator the script does not carry from beside it, only when a chart uses it', async () => {
    // The first chart's RSI panel: its module came with the page; nothing else did.
    expect(modules).toContain('rsi.js');
    expect(modules.filter((name) => !name.startsWith('chunk-'))).toEqual(['rsi.js']);
    const before = (await ranges(page))['second']!;
    await page.locator('#second').evaluate((el) => el.setAttribute('indicators', 'cci(20)'));
    await expect.poll(() => modules).toContain('cci.js');
    await expect.poll(async () => (await ranges(page))['second']).not.toEqual(before);
    expect(await page.locator('#second .cb-status').isVisible()).toBe(false);
  });

  it('double click shows the settings’ range again', async () => {
    const box = (await page.locator('#second canvas').first().boundingBox())!;
    await page.mouse.dblclick(box.x + box.width * 0.5, box.y + box.height * 0.5);
    await expect.poll(async () => (await ranges(page))['second']!.end).toBeGreaterThan(1000);
    expect(pageErrors).toEqual([]);
  });
});
