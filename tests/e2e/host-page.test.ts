import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHART_IMAGE, openBrowserPage, waitForLoadedImage } from '../support/browser';

/** The computed styles compared on host elements and on the elements' shadow content. */
const PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'padding',
  'margin',
  'border',
  'text-transform',
  'line-height',
] as const;

type Styles = Record<string, string>;

/** The computed `PROPERTIES` of each host element `selector` matches (none inside a Workbench), in order. */
function stylesOf(page: Page, selector: string): Promise<Styles[]> {
  return page.evaluate(
    ([sel, properties]) =>
      [...document.querySelectorAll(sel)]
        .filter((element) => !element.closest('[data-chartbench]'))
        .map((element) => {
          const style = getComputedStyle(element);
          return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
        }),
    [selector, [...PROPERTIES]] as const,
  );
}

/** The host's own elements whose styles the guests must leave as they are. */
const HOST_ELEMENTS = '#host-button, #host-heading, h2, body, #host-search, label, p';

/**
 * Issue #18, the Workbench as a good guest: apps/demo/host.html, a plain host page with its own field, keys and
 * broad styles, two Workbenches (each its own WorkbenchProvider and API client, hotkeys left at 'inside') and two
 * `<chartbench-chart>` elements, in Chromium against the real server.
 */
describe('issue 18: two Workbenches and two elements on a host page leave the host’s keys and styles alone', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  /** The host's elements as styled before any guest mounted (the page with scripts off). */
  let hostStylesWithoutGuests: Styles[];

  const workbenchA = () => page.getByRole('region', { name: 'Workbench A' });
  const workbenchB = () => page.getByRole('region', { name: 'Workbench B' });
  const symbolField = (workbench: Locator) => workbench.getByRole('combobox', { name: 'Symbol' });
  const chartSrc = (workbench: Locator) => workbench.locator(CHART_IMAGE).getAttribute('src');
  const focusedId = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      const region = active?.closest('[role="region"]');
      return `${active?.id || active?.tagName}${region ? ` in ${region.getAttribute('aria-label')}` : ''}`;
    });

  /** Whether the last keydown that reached the window had its default prevented (by a guest). */
  const lastKeyPrevented = () =>
    page.evaluate(() => (window as unknown as { lastKeyPrevented: boolean | null }).lastKeyPrevented);

  beforeAll(async () => {
    ({ browser, page } = await openBrowserPage(pageErrors));
    // Before: the same page with scripts off, so neither Workbench nor element ever mounts.
    const bare = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    const barePage = await bare.newPage();
    await barePage.goto(`${baseUrl}/host.html`);
    hostStylesWithoutGuests = await stylesOf(barePage, HOST_ELEMENTS);
    await bare.close();

    await page.addInitScript(() => {
      const state = window as unknown as { lastKeyPrevented: boolean | null };
      state.lastKeyPrevented = null;
      // The window hears a keydown after the document, where the Workbenches listen.
      window.addEventListener('keydown', (event) => {
        state.lastKeyPrevented = event.defaultPrevented;
      });
    });
    await page.goto(`${baseUrl}/host.html`);
    await waitForLoadedImage(page, `[aria-label="Workbench A"] ${CHART_IMAGE}`);
    await waitForLoadedImage(page, `[aria-label="Workbench B"] ${CHART_IMAGE}`);
    await page.locator('#chart-a canvas').first().waitFor();
    await page.locator('#chart-b canvas').first().waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('mounts both Workbenches and both elements without an error', () => {
    expect(pageErrors).toEqual([]);
  });

  it('typing q in the host’s input stays in the input: no focus move, no dialog', async () => {
    const search = page.locator('#host-search');
    await search.click();
    await page.keyboard.type('q');
    expect(await search.inputValue()).toBe('q');
    expect(await focusedId()).toBe('host-search');
    expect(await symbolField(workbenchA()).inputValue()).not.toContain('q');
    expect(await symbolField(workbenchB()).inputValue()).not.toContain('q');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('Ctrl+S in the host’s input is the host’s: no dialog, the browser’s default not prevented', async () => {
    await page.locator('#host-search').click();
    await page.keyboard.press('Control+s');
    expect(await lastKeyPrevented()).toBe(false);
    expect(await focusedId()).toBe('host-search');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('typing q on a host button leaves the focus on it', async () => {
    await page.locator('#host-button').focus();
    await page.keyboard.press('q');
    expect(await focusedId()).toBe('host-button');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('a hotkey pressed inside Workbench A acts on A only', async () => {
    // Focus on one of A's buttons (not a field): typing a symbol character moves focus to A's symbol field.
    await workbenchA().getByRole('toolbar', { name: 'Chart controls' }).getByRole('button').first().focus();
    await page.keyboard.press('q');
    expect(await focusedId()).toMatch(/ in Workbench A$/);
    expect(await symbolField(workbenchA()).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await symbolField(workbenchA()).inputValue()).toContain('q');
    // A's suggestions for q may show by now, and while they do React Aria hides the rest of the page (B too) from
    // assistive technology: B's field is found by its name, not its role.
    expect(await page.locator('[aria-label="Workbench B"] input[name="symbol"]').inputValue()).not.toContain(
      'q',
    );
    await page.keyboard.press('Escape');

    // Ctrl+S inside A opens A's dialog (a visitor's save), and B shows none.
    await workbenchA().getByRole('toolbar', { name: 'Chart controls' }).getByRole('button').first().focus();
    await page.keyboard.press('Control+s');
    expect(await lastKeyPrevented()).toBe(true);
    await workbenchA().getByRole('dialog').waitFor({ timeout: 10_000 });
    expect(await workbenchB().getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await workbenchA().getByRole('dialog').waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('changing the symbol in A leaves B’s chart and the elements alone', async () => {
    const before = {
      b: await chartSrc(workbenchB()),
      chartA: await page.locator('#chart-a').getAttribute('symbol'),
      chartB: await page.locator('#chart-b').getAttribute('symbol'),
    };
    const field = symbolField(workbenchA());
    await field.fill('IBM');
    await field.press('Enter');
    await workbenchA()
      .getByRole('img', { name: /Chart of IBM/ })
      .waitFor({ timeout: 20_000 });
    const a = await waitForLoadedImage(page, `[aria-label="Workbench A"] img[alt^="Chart of IBM"]`);
    expect(a.src).toContain('s=IBM');
    expect(await chartSrc(workbenchB())).toBe(before.b);
    expect(before.b).not.toContain('s=IBM');
    expect(await symbolField(workbenchB()).inputValue()).not.toBe('IBM');
    expect(await page.locator('#chart-a').getAttribute('symbol')).toBe(before.chartA);
    expect(await page.locator('#chart-b').getAttribute('symbol')).toBe(before.chartB);
  });

  it('the Workbenches’ styles do not leak onto the host’s elements', async () => {
    const after = await stylesOf(page, HOST_ELEMENTS);
    expect(after).toEqual(hostStylesWithoutGuests);
    // The host's broad rules are the ones in force on its own button and heading.
    const [button] = await stylesOf(page, '#host-button');
    expect(button).toMatchObject({ 'background-color': 'rgb(255, 0, 0)', 'font-size': '19px' });
    const [heading] = await stylesOf(page, '#host-heading');
    expect(heading).toMatchObject({ color: 'rgb(0, 128, 0)', 'text-transform': 'uppercase' });
  });

  it('the host’s styles do not reach into the elements’ shadow content', async () => {
    // The host styles `.cb-quote` and `canvas` by the very names the element uses inside its shadow root.
    const shadow = await page.evaluate(() =>
      ['chart-a', 'chart-b'].map((id) => {
        const root = document.getElementById(id)!.shadowRoot!;
        const quote = getComputedStyle(root.querySelector('.cb-quote')!);
        const canvas = getComputedStyle(root.querySelector('canvas')!);
        return {
          quote: [quote.color, quote.fontSize, quote.backgroundColor, quote.borderTopWidth],
          canvas: [canvas.borderTopWidth, canvas.display],
        };
      }),
    );
    for (const chart of shadow) {
      expect(chart.quote).toEqual(['rgb(34, 34, 34)', '11px', 'rgba(255, 255, 255, 0.88)', '1px']);
      expect(chart.canvas).toEqual(['0px', 'block']);
    }
  });
});
