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
  /** The saved chart the member annotates (its id, the share link's `a`). */
  let recid = 0;

  /** Picks a tool of the notes menu and clicks (or drags) on the chart at fractions of its size. */
  async function draw(p: Page, tool: string, from: [number, number], to?: [number, number], pick = true) {
    if (pick)
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

  /** Every tool of the notes menu, drawn as a user would: a click, a drag, or a drag and a click (channel). */
  const EVERY_TOOL: ReadonlyArray<
    readonly [
      label: string,
      role: string,
      from: [number, number],
      to?: [number, number],
      then?: [number, number],
    ]
  > = [
    ['Trend line', 'trendLine', [0.3, 0.45], [0.6, 0.25]],
    ['Ray', 'ray', [0.25, 0.4], [0.35, 0.3]],
    ['Extended line', 'extendedLine', [0.4, 0.42], [0.5, 0.38]],
    ['Horizontal line', 'horizontalLine', [0.5, 0.3]],
    ['Vertical line', 'verticalLine', [0.45, 0.3]],
    ['Arrow', 'arrow', [0.55, 0.4], [0.65, 0.3]],
    ['Parallel channel', 'parallelChannel', [0.2, 0.4], [0.4, 0.3], [0.3, 0.45]],
    ['Fibonacci retracement', 'fibonacci', [0.2, 0.45], [0.5, 0.25]],
    ['Rectangle', 'rectangle', [0.4, 0.3], [0.5, 0.4]],
    ['Ellipse', 'ellipse', [0.6, 0.3], [0.7, 0.4]],
    ['Text note', 'text', [0.35, 0.35]],
    ['Price label', 'priceLabel', [0.7, 0.3]],
    ['Freehand', 'freehand', [0.3, 0.2], [0.5, 0.22]],
  ];

  it('a member draws with every tool on a saved chart, closes, and sees them again by the address, in the overlay and the server image', async () => {
    await logInAsDemoMember(page, baseUrl, 'options@example.com');
    await settledChart(page);
    await openChart(page, 'My Charts', 'S&P 500 index');
    await chartActions(page).getByRole('button', { name: 'Annotate' }).click();
    await editor(page).waitFor({ timeout: 10_000 });
    for (const [label, role, from, to, then] of EVERY_TOOL) {
      await draw(page, label, from, to);
      if (then) await draw(page, label, then, undefined, false);
      await editor(page).locator(`[data-role="annotation-${role}"]`).first().waitFor({ state: 'attached' });
    }
    // The save names the chart: its id is the share link's `a`.
    const saving = page.waitForRequest(
      (r) => r.method() === 'POST' && /annotations/.test(r.postData() ?? ''),
    );
    await page.getByRole('button', { name: 'Save & Close' }).click();
    const request = await saving;
    const body = `${request.url()} ${request.postData() ?? ''}`;
    recid = Number(/"recid"\s*:\s*"?(\d+)|recid=(\d+)/.exec(body)?.slice(1).find(Boolean));
    expect(recid).toBeGreaterThan(0);
    await editor(page).waitFor({ state: 'detached', timeout: 10_000 });

    await page.goto(`${baseUrl}/?a=${recid}`);
    const { src } = await settledChart(page);
    const layer = page.getByRole('img', { name: 'ChartNotes' });
    await layer.waitFor({ timeout: 10_000 });
    for (const [, role] of EVERY_TOOL)
      expect(await layer.locator(`[data-role="annotation-${role}"]`).count(), role).toBeGreaterThan(0);
    // The server draws the same drawings into the chart's image (a share link's `a`).
    // The workbench's own image leaves them out (`notes=no`: it draws them over the image, where they are edited).
    const image = new URL(src, baseUrl);
    expect(image.searchParams.get('notes')).toBe('no');
    image.searchParams.delete('notes');
    image.searchParams.set('a', String(recid));
    const svg = await (
      await page.request.get(image.toString(), { headers: { accept: 'image/svg+xml' } })
    ).text();
    for (const [, role] of EVERY_TOOL) expect(svg, role).toContain(`data-role="annotation-${role}"`);
  });

  it('the drawings stay on their bars through a range and a period change', async () => {
    const layer = page.getByRole('img', { name: 'ChartNotes' });
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
    // Weekly bars: the line is on the week of its day, so it moves again, and every drawing is still there.
    const daily = await x();
    const controls = page.getByRole('toolbar', { name: 'Chart controls' });
    await controls.getByRole('button', { name: /^Period:/ }).click();
    await page.getByRole('option', { name: 'Weekly', exact: true }).click();
    await controls.getByRole('button', { name: 'Period: Weekly' }).waitFor({ timeout: 10_000 });
    await settledChart(page);
    await expect.poll(x, { timeout: 10_000 }).not.toBe(daily);
    for (const [, role] of EVERY_TOOL)
      expect(await layer.locator(`[data-role="annotation-${role}"]`).count(), role).toBeGreaterThan(0);
  });

  it('<chartbench-chart chart="id"> draws the saved chart’s drawings on its canvas', async () => {
    const { context, page: host } = await newContextPage(browser, pageErrors);
    await host.goto(`${baseUrl}/embed.html`);
    await host.evaluate((id) => {
      const element = document.createElement('chartbench-chart');
      element.id = 'noted';
      for (const [name, value] of Object.entries({ symbol: '$SPX', period: 'D', range: '1y', chart: id }))
        element.setAttribute(name, value);
      document.body.prepend(element);
    }, String(recid));
    const notes = host.locator('#noted canvas.cb-notes');
    await expect
      .poll(() => notes.getAttribute('data-drawings'), { timeout: 15_000 })
      .toBe(String(EVERY_TOOL.length));
    // Pixels of the drawings' colour on the layer: drawn, not only counted.
    const painted = await notes.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0) count += 1;
      return count;
    });
    expect(painted).toBeGreaterThan(1000);
    await context.close();
  });

  it('on a phone-sized window the notes bar is one row with Save and Discard in view, and every tool stays within the chart', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    phone.on('pageerror', (error) => pageErrors.push(error.message));
    await phone.goto(`${baseUrl}/?s=MSFT&p=W`);
    await settledChart(phone);
    await chartActions(phone).getByRole('button', { name: 'Annotate' }).click();
    await editor(phone).waitFor({ timeout: 10_000 });
    const chart = (await editor(phone).boundingBox())!;
    const bar = phone.getByRole('toolbar', { name: 'ChartNotes', exact: true });
    const barBox = (await bar.boundingBox())!;
    // One row of controls over the chart's top edge, and the visitor's note on a line of its own under it (the
    // controls wrapped to three rows, a third of a phone's chart, before).
    const colour = (await bar.getByText('Colour').boundingBox())!;
    const discard = (await bar.getByRole('button', { name: 'Discard' }).boundingBox())!;
    expect(Math.abs(discard.y + discard.height / 2 - (colour.y + colour.height / 2))).toBeLessThan(6);
    expect(discard.x + discard.width).toBeLessThanOrEqual(barBox.x + barBox.width + 1);
    expect(await bar.getByText('Saving ChartNotes needs a free account.').isVisible()).toBe(true);
    expect(barBox.height).toBeLessThan(64);
    // The tools scroll within the chart instead of running past its bottom; the last one is reachable.
    const tools = phone.getByRole('toolbar', { name: 'ChartNotes tools' });
    const toolsBox = (await tools.boundingBox())!;
    expect(toolsBox.y + toolsBox.height).toBeLessThanOrEqual(chart.y + chart.height + 1);
    const freehand = tools.getByRole('button', { name: 'Freehand', exact: true });
    await freehand.click();
    expect(await freehand.getAttribute('aria-pressed')).toBe('true');
    await bar.getByRole('button', { name: 'Discard' }).click();
    await editor(phone).waitFor({ state: 'detached' });
    await context.close();
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
