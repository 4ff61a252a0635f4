import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, readyWorkbench, waitForLoadedImage } from '../support/browser';

const CHART_IMAGE = 'img[alt^="Chart of"]';

describe('issue 6: a visitor edits the chart in Chart Settings and the range slider, against the real server', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let panel: Locator;
  const pageErrors: string[] = [];
  /** The address of the image on screen after each step, newest last. */
  const seen: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    panel = page.getByRole('form', { name: 'Chart Settings' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Waits for the image at a new address to finish loading, and records its address. */
  async function newImage(): Promise<string> {
    const previous = seen.at(-1);
    await page.waitForFunction(
      ({ selector, previous }) => {
        const image = document.querySelector<HTMLImageElement>(selector);
        return image !== null && image.src !== previous && !document.querySelector('[role="status"]');
      },
      { selector: CHART_IMAGE, previous },
      { timeout: 20_000 },
    );
    const image = await waitForLoadedImage(page, CHART_IMAGE);
    expect(image.naturalWidth).toBeGreaterThan(0);
    seen.push(image.src);
    return image.src;
  }

  /** The temporary style id the image address carries: it changes whenever the chart's XML does. */
  const styleOf = (src: string | undefined) => new URL(src ?? '', baseUrl).searchParams.get('i');

  async function choose(menu: string | RegExp, option: string | RegExp) {
    await panel.getByRole('button', { name: menu }).click();
    await page.getByRole('option', { name: option }).click();
  }

  it('charts AAPL, then MSFT chosen from the symbol autosuggest', async () => {
    await page.goto(`${baseUrl}/`);
    expect(await newImage()).toContain('s=AAPL');
    // The server drew the page with its chart; the field answers typing once the Workbench has taken it over.
    await readyWorkbench(page);
    const field = page.getByRole('combobox', { name: 'Symbol' });
    await field.fill('');
    await field.pressSequentially('microsoft');
    const suggestion = page.getByRole('option', { name: /MSFT/ });
    await suggestion.waitFor({ timeout: 10_000 });
    expect(await suggestion.textContent()).toContain('Microsoft');
    await field.press('ArrowDown');
    // The combobox keeps the focus and points at the highlighted suggestion (aria-activedescendant).
    await expect
      .poll(async () => {
        const id = await field.getAttribute('aria-activedescendant');
        return id ? await page.locator(`[id="${id}"]`).textContent() : '';
      })
      .toContain('MSFT');
    await field.press('Enter');
    await page.getByRole('img', { name: /Chart of MSFT/ }).waitFor({ timeout: 20_000 });
    expect(await newImage()).toContain('s=MSFT');
    expect(await panel.isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Range slider' }).isVisible()).toBe(true);
  });

  it('a chart type chosen in the panel shows after Update Chart', async () => {
    const before = styleOf(seen.at(-1));
    expect(before).toBeTruthy();
    await choose(/^Chart Type:/, 'Candlesticks');
    await panel.getByRole('button', { name: 'Update Chart' }).click();
    expect(styleOf(await newImage())).not.toBe(before);
    expect(await panel.getByRole('button', { name: 'Chart Type: Candlesticks' }).isVisible()).toBe(true);
  });

  it('a period chosen in the panel reloads the chart at once', async () => {
    await choose('Period: Daily', 'Weekly');
    expect(await newImage()).toContain('p=W');
    expect(
      await page
        .getByRole('toolbar', { name: 'Chart controls' })
        .getByRole('button', { name: 'Period: Weekly' })
        .isVisible(),
    ).toBe(true);
  });

  it('a range chosen in the panel reloads the chart at once and moves the slider window', async () => {
    const window = page.getByRole('slider', { name: 'Date window' });
    const before = await window.getAttribute('aria-valuetext');
    await choose('Range: 1 Year', '6 Months');
    expect(await newImage()).toContain('mn=6');
    expect(await window.getAttribute('aria-valuetext')).not.toBe(before);
  });

  it('swaps an indicator and an overlay for new ones (a visitor may keep 3 of each)', async () => {
    const indicators = panel.getByRole('list', { name: 'Indicators' });
    await indicators.getByRole('button', { name: 'Remove Indicator 1' }).click();
    await choose('Indicator 3: - none -', /^RSI|Relative Strength Index/);
    expect(await indicators.getByRole('textbox', { name: 'Indicator 3 Parameters' }).inputValue()).toBe('14');
    const overlays = panel.getByRole('list', { name: 'Overlays' });
    await overlays.getByRole('button', { name: 'Remove Overlay 3' }).click();
    await choose('Overlay 3: - none -', /^Bollinger Bands/);
    expect(await overlays.getByRole('textbox', { name: 'Overlay 3 Parameters' }).inputValue()).toBe('20,2');
    const before = styleOf(seen.at(-1));
    await panel.getByRole('button', { name: 'Update Chart' }).click();
    expect(styleOf(await newImage())).not.toBe(before);
  });

  it('moving an indicator up reorders the panels on Update Chart', async () => {
    const indicators = panel.getByRole('list', { name: 'Indicators' });
    await indicators.getByRole('button', { name: 'Move Indicator 3 up' }).click();
    expect(await indicators.getByRole('textbox', { name: 'Indicator 2 Parameters' }).inputValue()).toBe('14');
    const before = styleOf(seen.at(-1));
    await panel.getByRole('button', { name: 'Update Chart' }).click();
    expect(styleOf(await newImage())).not.toBe(before);
  });

  it('dragging the range slider window commits custom dates to the chart', async () => {
    const window = page.getByRole('slider', { name: 'Date window' });
    // Update Chart sits below the fold; the mouse only reaches what is in the viewport.
    await window.scrollIntoViewIfNeeded();
    const before = await window.getAttribute('aria-valuetext');
    const box = await window.boundingBox();
    if (!box) throw new Error('The slider window is not on screen.');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 30, y, { steps: 5 });
    await page.mouse.up();
    const src = await newImage();
    expect(await window.getAttribute('aria-valuetext')).not.toBe(before);
    expect(src).toMatch(/st=\d{4}-\d{2}-\d{2}/);
    expect(await panel.getByRole('button', { name: 'Range: Select Start/End' }).isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/chartbench-e2e-settings.png', fullPage: true });
  });

  it('Ctrl+Z goes back to the AAPL chart and Ctrl+Y forward to MSFT as last edited', async () => {
    const edited = seen.at(-1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+z');
    await page.getByRole('img', { name: /Chart of AAPL/ }).waitFor({ timeout: 20_000 });
    expect(await newImage()).toContain('s=AAPL');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+y');
    await page.getByRole('img', { name: /Chart of MSFT/ }).waitFor({ timeout: 20_000 });
    const forward = await newImage();
    expect(new URL(forward).searchParams.get('st')).toBe(new URL(edited ?? '').searchParams.get('st'));
    expect(await panel.getByRole('button', { name: 'Chart Type: Candlesticks' }).isVisible()).toBe(true);
  });

  it('raised no script errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
