import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInAsDemoMember, openBrowserPage, settledChart } from '../support/browser';

interface StyleRow {
  readonly recID: number;
  readonly styleID: string;
  readonly description: string;
  readonly color: string;
  readonly location: number;
  readonly label: string;
}

interface AlertRow {
  readonly recid?: number;
  readonly recID?: number;
  readonly symbol: string;
  readonly alertPrice: number;
}

/** Names no seeded record has, so finding them proves this file's writes. */
const STYLE_NAME = 'E2E weekly style';
const RENAMED_STYLE = 'E2E weekly renamed';
const CHART_NAME = 'E2E styles chart';
const RENAMED_CHART = 'E2E styles chart renamed';

describe('issue 7: a free member saves, defaults, buttons, renames and deletes a ChartStyle, renames and deletes a chart, creates a price alert, and meets each refusal (spec 3 §2.14, §4, §5, §8)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  /** free@'s styles, default style and price alerts before this file, restored after it. */
  let originalStyles: StyleRow[] = [];
  let originalDefault = 0;
  let originalAlerts: number[] = [];
  /** free@'s own list and its charts (record id and style) before this file. */
  let myList = '';
  let originalCharts: { recID: number; style: string }[] = [];

  /** A member call with the logged-in browser's cookies, as the workbench makes it. */
  async function memberCall<T>(
    fields: Record<string, string>,
  ): Promise<T & { success: boolean; message?: string }> {
    const response = await context.request.post(`${baseUrl}/json/api`, { form: fields });
    return (await response.json()) as T & { success: boolean; message?: string };
  }
  const styles = async () =>
    (await memberCall<{ chartStyles: StyleRow[] }>({ cmd: 'get-chartstyles' })).chartStyles;
  const alertId = (alert: AlertRow) => alert.recid ?? alert.recID ?? 0;
  const alerts = async () =>
    (await memberCall<{ priceAlerts: AlertRow[] }>({ cmd: 'get-pricealerts' })).priceAlerts;
  const myCharts = async () =>
    (
      await memberCall<{ favorites: { recID: number; symbol: string; style: string }[] }>({
        cmd: 'get-favorites',
        listnum: myList,
      })
    ).favorites;

  beforeAll(async () => {
    ({ browser, context, page } = await openBrowserPage(pageErrors));
    await logInAsDemoMember(page, baseUrl, 'free@example.com');
    originalStyles = await styles();
    originalDefault =
      (await memberCall<{ chartStyle: { recID: number } | null }>({ cmd: 'get-default-chartstyle' }))
        .chartStyle?.recID ?? 0;
    originalAlerts = (await alerts()).map(alertId);
    const { chartLists } = await memberCall<{ chartLists: { listNum: number; name: string }[] }>({
      cmd: 'get-chartlists',
    });
    myList = String(chartLists.find((list) => list.name === 'My Charts')?.listNum ?? '');
    originalCharts = (await myCharts()).map(({ recID, style }) => ({ recID, style }));
  });

  /** Puts free@'s styles, default style, StyleButtons and price alerts back as they were before this file. */
  async function restoreMember(): Promise<void> {
    const kept = new Set(originalStyles.map((style) => style.recID));
    for (const style of await styles()) {
      if (!kept.has(style.recID)) await memberCall({ cmd: 'delete-chartstyle', recid: String(style.recID) });
    }
    if (originalDefault > 0)
      await memberCall({ cmd: 'set-default-chartstyle', recid: String(originalDefault) });
    const now = await styles();
    for (const style of originalStyles.filter((candidate) => candidate.location > 0)) {
      const current = now.find((candidate) => candidate.recID === style.recID);
      const button = {
        styleid: style.styleID,
        location: String(style.location),
        color: style.color,
        label: style.label,
      };
      if (
        !current ||
        current.location !== style.location ||
        current.label !== style.label ||
        current.color !== style.color
      ) {
        const holder = now.find(
          (candidate) => candidate.location === style.location && candidate.recID !== style.recID,
        );
        if (holder) await memberCall({ cmd: 'delete-stylebutton', styleid: holder.styleID });
        await memberCall({
          cmd: current && current.location > 0 ? 'update-stylebutton' : 'add-stylebutton',
          ...button,
        });
      }
    }
    for (const alert of await alerts()) {
      if (!originalAlerts.includes(alertId(alert)))
        await memberCall({ cmd: 'delete-pricealert', recid: String(alertId(alert)) });
    }
    for (const chart of await myCharts()) {
      const original = originalCharts.find((candidate) => candidate.recID === chart.recID);
      if (!original) await memberCall({ cmd: 'delete-favorite', recid: String(chart.recID) });
      else if (original.style !== chart.style)
        await memberCall({ cmd: 'update-favorite', recid: String(chart.recID), style: original.style });
    }
  }

  afterAll(async () => {
    // free@'s default style and StyleButtons are read by another file: put them back even when a test failed.
    if (context) await restoreMember();
    await browser?.close();
  });

  const lowerBar = () => page.getByRole('toolbar', { name: 'Chart style tools' });
  const toasts = () => page.getByRole('log', { name: 'Notifications' });
  const chartActions = () => page.getByRole('group', { name: 'Chart actions' });

  /** Opens the lower bar (collapsed for members) if it is closed. */
  async function openLowerBar(): Promise<void> {
    const toggle = lowerBar().getByRole('button', { name: 'Show chart tools' });
    if (await toggle.isVisible()) await toggle.click();
  }

  async function openChart(query: string): Promise<{ src: string }> {
    await page.goto(`${baseUrl}/${query}`);
    const image = await settledChart(page);
    await openLowerBar();
    return image;
  }

  async function chartStylesMenu(): Promise<void> {
    await lowerBar()
      .getByRole('button', { name: /^ChartStyles/ })
      .click();
    await page.getByRole('menu', { name: 'ChartStyles' }).waitFor();
  }

  it('saves the weekly chart as a new ChartStyle', async () => {
    await openChart('?s=MSFT&p=W');
    await lowerBar().getByRole('button', { name: 'Save ChartStyle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save ChartStyle' });
    await dialog.getByLabel('ChartStyle name', { exact: true }).fill(STYLE_NAME);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toasts().getByText('Success! Your ChartStyle has been saved!').waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached' });
    expect((await styles()).map((style) => style.description)).toContain(STYLE_NAME);
  });

  it('sets it as the default with Set As Default', async () => {
    await lowerBar().getByRole('button', { name: 'Set As Default' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Default ChartStyle' });
    await dialog.getByRole('radio', { name: 'Update existing ChartStyle' }).check();
    const select = dialog.getByLabel('ChartStyle', { exact: true });
    const value = await select.locator('option', { hasText: STYLE_NAME }).getAttribute('value');
    await select.selectOption(value ?? '');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toasts().getByText('Success! Your default ChartStyle has been saved!').waitFor({ timeout: 10_000 });
    const recid = (await styles()).find((style) => style.description === STYLE_NAME)?.recID;
    const { chartStyle } = await memberCall<{ chartStyle: { recID: number } }>({
      cmd: 'get-default-chartstyle',
    });
    expect(chartStyle.recID).toBe(recid);
  });

  it('the Add StyleButton dialog offers only the positions a free member has', async () => {
    await lowerBar().getByRole('button', { name: /^More/ }).click();
    await page.getByRole('menuitem', { name: 'Add StyleButton' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add StyleButton' });
    // The member dialogs load on demand: wait for this one before reading its options.
    await dialog.getByLabel('Position', { exact: true }).waitFor({ timeout: 10_000 });
    const positions = await dialog
      .getByLabel('Position', { exact: true })
      .locator('option:not([value=""])')
      .allTextContents();
    expect(positions.map((text) => text.split(' ')[0])).toEqual(['1', '2', '3']);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('puts the style on StyleButton 1 (a right click edits that button)', async () => {
    const first = lowerBar().getByRole('group', { name: 'StyleButtons' }).getByRole('button').first();
    await first.click({ button: 'right' });
    const dialog = page.getByRole('dialog', { name: 'Edit StyleButton' });
    const select = dialog.getByLabel('ChartStyle', { exact: true });
    const value = await select.locator('option', { hasText: STYLE_NAME }).getAttribute('value');
    await select.selectOption(value ?? '');
    await dialog.getByLabel('Label', { exact: true }).fill('EW');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toasts().getByText('Success! Your StyleButton has been saved!').waitFor({ timeout: 10_000 });
    await lowerBar()
      .getByRole('group', { name: 'StyleButtons' })
      .getByRole('button', { name: STYLE_NAME })
      .waitFor();
    expect((await styles()).find((style) => style.description === STYLE_NAME)?.location).toBe(1);
  });

  it('after changing the chart, Ctrl+1 applies the style: the image is weekly again', async () => {
    const daily = await openChart('?s=MSFT&p=D');
    expect(daily.src).toContain('p=D');
    await lowerBar()
      .getByRole('group', { name: 'StyleButtons' })
      .getByRole('button', { name: STYLE_NAME })
      .waitFor({ timeout: 10_000 });
    await page.keyboard.press('Control+1');
    await page.waitForFunction((previous) => {
      const image = document.querySelector<HTMLImageElement>('img[alt^="Chart of"]');
      return image !== null && image.src !== previous && image.src.includes('p=W');
    }, daily.src);
    const weekly = await settledChart(page);
    expect(weekly.src).toContain('s=MSFT');
    expect(weekly.src).toContain('p=W');
  });

  it('Ctrl+S and Ctrl+Shift+S do nothing while a dialog is open', async () => {
    await lowerBar().getByRole('button', { name: 'Link To Chart' }).click();
    const share = page.getByRole('dialog', { name: 'Share Chart' });
    await share.waitFor();
    await page.keyboard.press('Control+Shift+S');
    await page.keyboard.press('Control+s');
    expect(await page.getByRole('dialog', { name: 'Save Chart' }).count()).toBe(0);
    expect(await share.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'detached' });
  });

  it('renaming with an empty name is refused; a new name is saved', async () => {
    await chartStylesMenu();
    await page.getByRole('menuitem', { name: `Rename ${STYLE_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit ChartStyle Name' });
    await dialog.getByLabel('ChartStyle name', { exact: true }).fill('  ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('ChartStyle name must be between 1 and 100 characters.').waitFor();
    await dialog.getByLabel('ChartStyle name', { exact: true }).fill(RENAMED_STYLE);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toasts().getByText('Success! Your ChartStyle has been updated!').waitFor({ timeout: 10_000 });
    expect((await styles()).map((style) => style.description)).toContain(RENAMED_STYLE);
  });

  it('the default ChartStyle cannot be deleted; once it is no longer the default it is', async () => {
    await chartStylesMenu();
    await page.getByRole('menuitem', { name: `Delete ${RENAMED_STYLE}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete ChartStyle' });
    await dialog.getByText('Your default ChartStyle cannot be deleted.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await styles()).map((style) => style.description)).toContain(RENAMED_STYLE);

    await memberCall({ cmd: 'set-default-chartstyle', recid: String(originalDefault) });
    await page.reload();
    await settledChart(page);
    await openLowerBar();
    await chartStylesMenu();
    await page.getByRole('menuitem', { name: `Delete ${RENAMED_STYLE}` }).click();
    dialog = page.getByRole('dialog', { name: 'Delete ChartStyle' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toasts().getByText('Success! Your ChartStyle has been deleted!').waitFor({ timeout: 10_000 });
    expect((await styles()).map((style) => style.description)).not.toContain(RENAMED_STYLE);
  });

  it('at the ChartStyle limit a new style cannot be saved (filled to the limit through the API)', async () => {
    const have = await styles();
    const seed = have[0];
    expect(seed).toBeDefined();
    for (let count = have.length; count < 5; count += 1) {
      const added = await memberCall({
        cmd: 'add-chartstyle',
        desc: `E2E filler ${count}`,
        styleid: seed!.styleID,
      });
      expect(added.success).toBe(true);
    }
    const refused = await memberCall({
      cmd: 'add-chartstyle',
      desc: 'E2E one too many',
      styleid: seed!.styleID,
    });
    expect(refused).toMatchObject({
      success: false,
      message: 'You have reached the maximum of 5 ChartStyles for your membership.',
    });
    await page.reload();
    await settledChart(page);
    await openLowerBar();
    await lowerBar().getByRole('button', { name: 'Save ChartStyle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save ChartStyle' });
    await dialog
      .getByText('You have reached the maximum of 5 ChartStyles for your membership. Choose one to update.')
      .waitFor({ timeout: 10_000 });
    expect(await dialog.getByRole('radio', { name: 'New ChartStyle' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const kept = new Set(originalStyles.map((style) => style.recID));
    for (const style of await styles()) {
      if (!kept.has(style.recID)) await memberCall({ cmd: 'delete-chartstyle', recid: String(style.recID) });
    }
  });

  it('saves a chart, renames it and deletes it', async () => {
    await openChart('?s=NVDA&p=D');
    await chartActions().getByRole('button', { name: 'Save As' }).click();
    const save = page.getByRole('dialog', { name: 'Save Chart' });
    const list = save.getByLabel('ChartList', { exact: true });
    const writable = await list.locator('option', { hasText: 'My Charts' }).getAttribute('value');
    await list.selectOption(writable ?? '');
    await save.getByLabel('Chart name', { exact: true }).fill(CHART_NAME);
    await save.getByRole('button', { name: 'Save As New' }).click();
    await toasts().getByText('Success! Your chart has been saved!').waitFor({ timeout: 10_000 });
    await save.waitFor({ state: 'detached' });

    await lowerBar().getByRole('button', { name: /^More/ }).click();
    await page.getByRole('menuitem', { name: 'Rename Chart' }).click();
    const rename = page.getByRole('dialog', { name: 'Edit Chart Name' });
    await rename.getByLabel('Chart name', { exact: true }).fill(RENAMED_CHART);
    await rename.getByRole('button', { name: 'Save' }).click();
    await toasts().getByText('Success! Your chart has been updated!').waitFor({ timeout: 10_000 });
    const { favorites } = await memberCall<{ favorites: { recID: number; description: string }[] }>({
      cmd: 'get-favorites',
      listnum: writable ?? '',
    });
    expect(favorites.map((chart) => chart.description)).toContain(RENAMED_CHART);

    await chartActions().getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Chart' });
    await remove.getByRole('button', { name: 'Delete' }).click();
    await toasts().getByText('Success! Your chart has been deleted!').waitFor({ timeout: 10_000 });
    const after = await memberCall<{ favorites: { description: string }[] }>({
      cmd: 'get-favorites',
      listnum: writable ?? '',
    });
    expect(after.favorites.map((chart) => chart.description)).not.toContain(RENAMED_CHART);
  });

  it('Apply ChartStyle to Charts refuses a read-only list with its message', async () => {
    await lowerBar().getByRole('button', { name: /^More/ }).click();
    await page.getByRole('menuitem', { name: 'Apply ChartStyle to Charts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply ChartStyle to Charts' });
    const list = dialog.getByLabel('ChartList', { exact: true });
    const readOnly = await list.locator('option', { hasText: '[READ-ONLY]' }).first().getAttribute('value');
    await list.selectOption(readOnly ?? '');
    const style = dialog.getByLabel('ChartStyle', { exact: true });
    await style.selectOption(
      (await style.locator('option:not([value=""])').first().getAttribute('value')) ?? '',
    );
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog
      .getByText("We're sorry, but you're unable to modify this read-only ChartList or its charts.")
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('Add to ChartList adds the viewed symbol to a list with a ChartStyle; the server has it', async () => {
    await lowerBar().getByRole('button', { name: /^More/ }).click();
    await page.getByRole('menuitem', { name: 'Add to ChartList' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to ChartList' });
    const list = dialog.getByLabel('ChartList', { exact: true });
    expect(await list.locator('option', { hasText: '[READ-ONLY]' }).count()).toBe(0);
    await list.selectOption(myList);
    const style = dialog.getByLabel('ChartStyle', { exact: true });
    const weekly = await style.locator('option', { hasText: 'Weekly Line' }).getAttribute('value');
    await style.selectOption(weekly ?? '');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await toasts()
      .getByText('Success! This symbol has been saved to your ChartList!')
      .waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached' });
    const weeklyStyle = (await styles()).find((row) => row.description === 'Weekly Line');
    const added = (await myCharts()).filter(
      (chart) => !originalCharts.some((original) => original.recID === chart.recID),
    );
    expect(added).toEqual([
      expect.objectContaining({
        symbol: 'NVDA',
        style: expect.stringContaining(`id=${weeklyStyle?.styleID}`),
      }),
    ]);
    await memberCall({ cmd: 'delete-favorite', recid: String(added[0]?.recID) });
  });

  it('Apply ChartStyle to Charts: one chart failing is the yellow partial result; then every chart takes the style', async () => {
    const first = originalCharts[0]?.recID;
    // The updates go in one batch request (spec 1 §7); its answer for one chart is made a refusal, as a partly
    // failed apply would be.
    let batched = 0;
    await page.route('**/json/api', async (route) => {
      const fields = new URLSearchParams(route.request().postData() ?? '');
      if (fields.get('cmd') !== 'batch') return route.continue();
      const calls = JSON.parse(fields.get('requests') ?? '[]') as string[];
      const refused = calls.findIndex(
        (call) => call.includes('cmd=update-favorite') && call.includes(`recid=${first}&`),
      );
      if (refused < 0) return route.continue();
      batched += calls.length;
      const response = await route.fetch();
      const body = (await response.json()) as { responses: unknown[] };
      body.responses[refused] = { success: false, message: 'refused for the test' };
      return route.fulfill({ response, json: body });
    });
    const apply = async () => {
      await lowerBar().getByRole('button', { name: /^More/ }).click();
      await page.getByRole('menuitem', { name: 'Apply ChartStyle to Charts' }).click();
      const dialog = page.getByRole('dialog', { name: 'Apply ChartStyle to Charts' });
      await dialog.getByLabel('ChartList', { exact: true }).selectOption(myList);
      const style = dialog.getByLabel('ChartStyle', { exact: true });
      await style.selectOption(
        (await style.locator('option', { hasText: 'Weekly Line' }).getAttribute('value')) ?? '',
      );
      await dialog.getByRole('button', { name: 'Apply' }).click();
      return dialog;
    };
    let dialog = await apply();
    await toasts()
      .getByText('Some Charts were unable to be updated with ChartStyle.')
      .waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached' });
    await page.unroute('**/json/api');
    expect(batched).toBe(originalCharts.length);

    dialog = await apply();
    await toasts()
      .getByText('Success! Charts have been updated with ChartStyle!')
      .waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached' });
    const weekly = (await styles()).find((row) => row.description === 'Weekly Line');
    const charts = await myCharts();
    expect(charts.length).toBe(originalCharts.length);
    for (const chart of charts) expect(chart.style).toContain(`id=${weekly?.styleID}`);
  });

  it('a bad price is refused; a price alert is created and the server has it; the next one meets the alert limit', async () => {
    await lowerBar().getByRole('button', { name: 'Create Alert' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create Price Alert' });
    await dialog.getByLabel('Price', { exact: true }).fill('abc');
    await dialog.getByRole('button', { name: 'Create Alert' }).click();
    await dialog.getByText('Please enter a valid price.').waitFor();
    await dialog.getByLabel('Price', { exact: true }).fill('123.45');
    await dialog.getByRole('button', { name: 'Create Alert' }).click();
    await toasts().getByText('Success! Your alert has been created!').waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached' });
    const created = (await alerts()).filter((alert) => !originalAlerts.includes(alertId(alert)));
    expect(created).toEqual([expect.objectContaining({ symbol: 'NVDA', alertPrice: 123.45 })]);

    // free@ may hold 3 price alerts: with this one the limit is reached.
    expect(await alerts()).toHaveLength(3);
    await lowerBar().getByRole('button', { name: 'Create Alert' }).click();
    dialog = page.getByRole('dialog', { name: 'Create Price Alert' });
    await dialog.getByLabel('Price', { exact: true }).fill('150');
    await dialog.getByRole('button', { name: 'Create Alert' }).click();
    await dialog
      .getByRole('alert')
      .getByText('You have reached the maximum of 3 price alerts for your membership.')
      .waitFor({ timeout: 10_000 });
    expect(await alerts()).toHaveLength(3);
    // Focus stayed in the dialog through the refused save: Escape closes it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('the interactive tour runs its 7 pages at 1280 px and does not start below 767 px (spec 3 §4)', async () => {
    const openTour = async () => {
      await lowerBar().getByRole('button', { name: /^More/ }).click();
      await page.getByRole('menuitem', { name: 'Interactive Tour' }).click();
      return page.getByRole('dialog', { name: 'Start Interactive Tour' });
    };
    let start = await openTour();
    await start.getByRole('button', { name: 'Start Tour' }).click();
    for (let step = 1; step <= 7; step += 1) {
      await page.getByRole('dialog').getByText(`Step ${step} of 7`).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    }
    const end = page.getByRole('dialog', { name: 'End Interactive Tour' });
    await end.getByRole('button', { name: 'Done' }).click();
    await end.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 700, height: 900 });
    await openLowerBar();
    start = await openTour();
    await start.getByText('The interactive tour needs a window at least 767 pixels wide.').waitFor();
    expect(await start.getByRole('button', { name: 'Start Tour' }).count()).toBe(0);
    await start.getByRole('button', { name: 'No Thanks' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('leaves free@ as it found it: styles, default style, StyleButtons and price alerts', async () => {
    await restoreMember();
    const shape = (rows: readonly StyleRow[]) =>
      rows.map(({ recID, description, location, label, color }) => ({
        recID,
        description,
        location,
        label,
        color,
      }));
    expect(shape(await styles())).toEqual(shape(originalStyles));
    const { chartStyle } = await memberCall<{ chartStyle: { recID: number } | null }>({
      cmd: 'get-default-chartstyle',
    });
    expect(chartStyle?.recID ?? 0).toBe(originalDefault);
    expect((await alerts()).map(alertId)).toEqual(originalAlerts);
    expect((await myCharts()).map(({ recID, style }) => ({ recID, style }))).toEqual(originalCharts);
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
