import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInAsDemoMember, openBrowserPage, settledChart } from '../support/browser';

/** A name no seeded chart has, so finding it proves this save. */
const CHART_NAME = 'MSFT weekly e2e';

describe('issue 7: saving a chart as a member, and a visitor sent to create an account (spec 3 §2.14, §4, §8)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  /** The name of the ChartList the chart was saved into. */
  let savedInto = '';

  beforeAll(async () => {
    ({ browser, page } = await openBrowserPage(pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  const chartActions = () => page.getByRole('group', { name: 'Chart actions' });
  const savedCharts = () => page.getByRole('group', { name: 'Saved charts' });

  it('a visitor pressing Save gets the create-account dialog and no save', async () => {
    await page.goto(`${baseUrl}/`);
    await settledChart(page);
    await chartActions().getByRole('button', { name: /^Save/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await dialog.waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('a member saves the viewed chart into a ChartList and sees the success toast', async () => {
    await logInAsDemoMember(page, baseUrl, 'basic@example.com');

    await page.goto(`${baseUrl}/?s=MSFT&p=W`);
    await page.getByRole('img', { name: /Chart of MSFT/ }).waitFor({ timeout: 20_000 });
    await settledChart(page);
    await chartActions().getByRole('button', { name: /^Save/ }).first().click();

    const dialog = page.getByRole('dialog', { name: 'Save Chart' });
    await dialog.waitFor({ timeout: 10_000 });
    const list = dialog.getByLabel('ChartList');
    const options = await list
      .locator('option:not([value=""])')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent ?? '' })),
      );
    const readOnly = options.find((option) => option.text.startsWith('[READ-ONLY]'));
    const writable = options.find(
      (option) => !option.text.startsWith('[READ-ONLY]') && !option.text.includes('(full)'),
    );
    expect(readOnly).toBeDefined();
    expect(writable).toBeDefined();
    await dialog.getByLabel('Chart name').fill(CHART_NAME);

    // A read-only list is refused with its message and nothing is written.
    await list.selectOption(readOnly!.value);
    await dialog.getByRole('button', { name: 'Save As New' }).click();
    await dialog
      .getByText('This ChartList is read-only. Please select a different ChartList.')
      .waitFor({ timeout: 5_000 });

    await list.selectOption(writable!.value);
    savedInto = writable!.text.trim();
    await dialog.getByRole('button', { name: 'Save As New' }).click();

    await page.getByText('Success! Your chart has been saved!').waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached' });
  });

  it('after a reload the saved chart is in its ChartList and opens as saved', async () => {
    await page.reload();
    await settledChart(page);
    await savedCharts()
      .getByRole('button', { name: /^ChartList:/ })
      .click();
    await page.getByRole('menuitemradio', { name: savedInto }).click();
    await savedCharts()
      .getByRole('button', { name: /^Chart:/ })
      .click();
    const entry = page.getByRole('menuitemradio', { name: CHART_NAME });
    await entry.waitFor({ timeout: 10_000 });
    await entry.click();
    await savedCharts()
      .getByRole('button', { name: `Chart: ${CHART_NAME}` })
      .waitFor({ timeout: 10_000 });
    const image = await settledChart(page);
    expect(image.src).toContain('s=MSFT');
    expect(image.src).toContain('p=W');
  });

  it('an empty chart name is refused in the dialog with its message, and nothing is saved', async () => {
    await chartActions().getByRole('button', { name: 'Save As' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Chart' });
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.getByLabel('Chart name').fill('   ');
    await dialog.getByRole('button', { name: 'Save As New' }).click();
    await dialog.getByText('Chart name must be between 1 and 100 characters.').waitFor({ timeout: 5_000 });
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The refused save wrote nothing: the list still holds the one chart of that name.
    await savedCharts()
      .getByRole('button', { name: /^Chart:/ })
      .click();
    expect(await page.getByRole('menuitemradio', { name: CHART_NAME }).count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
