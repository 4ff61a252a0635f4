import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInAsDemoMember, newContextPage, openBrowserPage, settledChart } from '../support/browser';

describe('issue 15: ChartNotes in Chromium against the real server (spec 2 §4 annotation mode)', () => {
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

  const chartActions = (p: Page) => p.getByRole('group', { name: 'Chart actions' });
  const savedCharts = (p: Page) => p.getByRole('group', { name: 'Saved charts' });
  const editor = (p: Page) => p.getByTestId('chart-notes-editor');

  /** Picks a tool of the notes menu and clicks (or drags) on the chart at fractions of its size. */
  async function draw(p: Page, tool: string, from: [number, number], to?: [number, number]) {
    await p
      .getByRole('toolbar', { name: 'ChartNotes tools' })
      .getByRole('button', { name: tool, exact: true })
      .click();
    const box = (await editor(p).boundingBox())!;
    const at = ([fx, fy]: [number, number]) => [box.x + box.width * fx, box.y + box.height * fy] as const;
    await p.mouse.move(...at(from));
    await p.mouse.down();
    if (to) await p.mouse.move(...at(to), { steps: 5 });
    await p.mouse.up();
  }

  async function openChart(p: Page, list: string, chart: string) {
    await savedCharts(p)
      .getByRole('button', { name: /^ChartList:/ })
      .click();
    await p.getByRole('menuitemradio', { name: list }).click();
    await savedCharts(p)
      .getByRole('button', { name: /^Chart:/ })
      .click();
    await p.getByRole('menuitemradio', { name: chart }).click();
    await savedCharts(p)
      .getByRole('button', { name: `Chart: ${chart}` })
      .waitFor({ timeout: 10_000 });
    await settledChart(p);
  }

  it('a visitor draws, hotkeys and controls are refused while annotating, and saving offers an account', async () => {
    await page.goto(`${baseUrl}/?s=MSFT&p=W`);
    await settledChart(page);
    await chartActions(page).getByRole('button', { name: 'Annotate' }).click();
    await editor(page).waitFor({ timeout: 10_000 });
    await draw(page, 'Horizontal line', [0.5, 0.3]);
    await editor(page)
      .locator('[data-role="annotation-horizontalLine"]')
      .first()
      .waitFor({ state: 'attached' });
    // Hotkeys are off: Ctrl+Shift+S (Save As) opens nothing, a letter does not go to the symbol field.
    await page.keyboard.press('Control+Shift+S');
    await page.keyboard.press('m');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The controls that change the chart are inert: the upper bar cannot be used.
    expect(await page.locator('[data-annotating]').count()).toBeGreaterThan(0);
    expect(await chartActions(page).evaluate((node) => node.closest('[inert]') !== null)).toBe(true);
    await page
      .getByRole('toolbar', { name: 'ChartNotes' })
      .getByText('Saving ChartNotes needs a free account.')
      .waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Save (create account)' }).click();
    await page.getByRole('dialog', { name: 'Create Account' }).waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-annotating]').count()).toBe(0);
  });

  it('the tool failing to load abandons the mode with the red message', async () => {
    const { context, page: fresh } = await newContextPage(browser, pageErrors);
    await fresh.route(/NotesTool[^/]*\.js/, (route) => route.abort());
    await fresh.goto(`${baseUrl}/?s=MSFT&p=W`);
    await settledChart(fresh);
    await chartActions(fresh).getByRole('button', { name: 'Annotate' }).click();
    await fresh.getByText('Failed to load ChartNotes.').waitFor({ timeout: 15_000 });
    expect(await editor(fresh).count()).toBe(0);
    await context.close();
  });

  it('a member annotates a saved chart, closes, reloads and sees the drawings; they stay through a range change', async () => {
    await logInAsDemoMember(page, baseUrl, 'options@example.com');
    await settledChart(page);
    await openChart(page, 'My Charts', 'S&P 500 index');
    await chartActions(page).getByRole('button', { name: 'Annotate' }).click();
    await editor(page).waitFor({ timeout: 10_000 });
    await draw(page, 'Trend line', [0.3, 0.6], [0.6, 0.3]);
    await draw(page, 'Rectangle', [0.4, 0.4], [0.5, 0.5]);
    await draw(page, 'Fibonacci retracement', [0.2, 0.7], [0.5, 0.3]);
    await draw(page, 'Vertical line', [0.45, 0.5]);
    await editor(page).locator('[data-role="annotation-trendLine"]').first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Save & Close' }).click();
    await editor(page).waitFor({ state: 'detached', timeout: 10_000 });

    await page.reload();
    await settledChart(page);
    await openChart(page, 'My Charts', 'S&P 500 index');
    const layer = page.getByRole('img', { name: 'ChartNotes' });
    await layer.waitFor({ timeout: 10_000 });
    for (const tool of ['trendLine', 'rectangle', 'fibonacci', 'verticalLine'])
      expect(await layer.locator(`[data-role="annotation-${tool}"]`).count()).toBeGreaterThan(0);
    const x = async () =>
      Number(await layer.locator('[data-role="annotation-verticalLine"]').first().getAttribute('x1'));
    const before = await x();
    // A longer range packs the bars closer: the line moves with its bar, so its pixel column changes.
    await page
      .getByRole('toolbar', { name: 'Chart controls' })
      .getByRole('button', { name: /^Range:/ })
      .click();
    await page.getByRole('listbox', { name: 'Range' }).getByRole('option', { name: '2 Years' }).click();
    await settledChart(page);
    await layer.locator('[data-role="annotation-verticalLine"]').first().waitFor({ state: 'attached' });
    await expect.poll(x, { timeout: 10_000 }).not.toBe(before);
  });

  it('a chart of a read-only list shows that its notes cannot be saved', async () => {
    await openChart(page, 'Sample Charts', 'Bitcoin');
    await chartActions(page).getByRole('button', { name: 'Annotate' }).click();
    await editor(page).waitFor({ timeout: 10_000 });
    await page
      .getByText('This chart is in a read-only ChartList: its ChartNotes cannot be saved.')
      .waitFor({ state: 'attached' });
    await page.getByRole('toolbar', { name: 'ChartNotes' }).getByRole('button', { name: 'Close' }).click();
    await editor(page).waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });
});
