import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CHART_IMAGE,
  belowChart,
  logInAsDemoMember,
  openBrowserPage,
  openMode,
  settledChart,
  waitForLoadedImage,
} from '../support/browser';

/** The text a visitor gets in the ChartList modes (core's LIBRARY_TEXTS.visitorChartLists). */
const VISITOR_LISTS =
  'Log in or create a free account to keep your charts in ChartLists and browse them here.';
/** A comment no other test writes, so finding it after a reload proves this save. */
const COMMENT = `Saved by the list modes e2e ${Date.now()}`;

/** The chart image's address once a new picture (not `before`) has loaded. */
async function chartChangedFrom(page: Page, before: string): Promise<string> {
  await page.waitForFunction(
    ([selector, previous]) => {
      const image = document.querySelector<HTMLImageElement>(selector as string);
      return !!image && image.complete && image.naturalWidth > 0 && image.src !== previous;
    },
    [CHART_IMAGE, before] as const,
    { timeout: 20_000 },
  );
  return (await waitForLoadedImage(page, CHART_IMAGE)).src;
}

/** Closes the create-account dialog a gate opened. */
async function closeCreateAccount(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.waitFor({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('issue 8: the list modes as a visitor (spec 2 §4, §6; spec 3 §2.2, §2.9-§2.11)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openBrowserPage(pageErrors));
    await page.goto(`${baseUrl}/?s=MSFT`);
    await settledChart(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('loads a sample ChartStyle from the server’s catalogue; a members-only sample asks for an account', async () => {
    const before = (await settledChart(page)).src;
    await openMode(page, 'ChartStyle Library');
    const styles = belowChart(page).getByRole('list', { name: 'ChartStyles' });
    await styles.waitFor({ timeout: 10_000 });
    await styles.getByRole('button', { name: /Candlesticks with Moving Averages/ }).click();
    expect(await chartChangedFrom(page, before)).not.toBe(before);

    await belowChart(page).getByRole('combobox', { name: 'Library' }).selectOption({ label: 'Momentum' });
    await styles.getByRole('button', { name: /Stochastics Swing Setup/ }).click();
    await closeCreateAccount(page);
  });

  it.each(['ChartList Summary', 'ChartList Library'])(
    '%s tells a visitor what an account gives and offers one',
    async (title) => {
      await openMode(page, title);
      await belowChart(page).getByText(VISITOR_LISTS).waitFor({ timeout: 10_000 });
      await belowChart(page).getByRole('button', { name: 'Create Free Account' }).click();
      await closeCreateAccount(page);
    },
  );

  it('Chart Comments asks a visitor saving comments to create an account', async () => {
    await openMode(page, 'Chart Comments');
    await belowChart(page).getByRole('textbox', { name: 'Chart comments' }).fill('A visitor’s note');
    await belowChart(page).getByRole('button', { name: 'Save Comments' }).click();
    await closeCreateAccount(page);
    expect(pageErrors).toEqual([]);
  });
});

describe('issue 8: the list modes as extra@example.com (spec 2 §4; spec 3 §2.9-§2.11, §4, §8)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openBrowserPage(pageErrors));
    await logInAsDemoMember(page, baseUrl, 'extra@example.com');
    await page.goto(`${baseUrl}/?s=MSFT`);
    await settledChart(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Shows the Tech Leaders list in the ChartList Library and returns its charts. */
  async function openTechLeadersChart() {
    await openMode(page, 'ChartList Library');
    await belowChart(page)
      .getByRole('combobox', { name: 'ChartList' })
      .selectOption({ label: 'Tech Leaders' });
    const charts = belowChart(page).getByRole('list', { name: 'Charts' });
    await charts.waitFor({ timeout: 10_000 });
    return charts;
  }

  it('ChartList Summary shows the real rows of the first list; clicking a symbol loads its chart', async () => {
    await openMode(page, 'ChartList Summary');
    const table = belowChart(page).getByRole('grid', { name: 'ChartList Summary' });
    await table.waitFor({ timeout: 15_000 });
    for (const symbol of ['$INDU', '$COMPQ', '$BTCUSD'])
      await expect(table.getByRole('button', { name: symbol }).count()).resolves.toBe(1);
    await table.getByRole('button', { name: '$INDU' }).click();
    await page.getByRole('img', { name: /Chart of \$INDU/ }).waitFor({ timeout: 20_000 });
    expect((await settledChart(page)).src).toContain('s=%24INDU');
  });

  it('ChartList Summary shows the failure text when the rows cannot be loaded', async () => {
    await page.route('**/json/api', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('cmd=get-symbol-data') && /(^|&)ln=/.test(body))
        await route.fulfill({ status: 500, body: 'down' });
      else await route.fallback();
    });
    try {
      await belowChart(page)
        .getByRole('combobox', { name: 'ChartList' })
        .selectOption({ label: 'Tech Leaders' });
      await belowChart(page)
        .getByRole('alert')
        .getByText('Unable to load ChartList Summary for Tech Leaders')
        .waitFor({ timeout: 10_000 });
    } finally {
      await page.unroute('**/json/api');
    }
  });

  it('ChartList Library shows thumbnails of a list’s charts; clicking one opens it', async () => {
    const charts = await openTechLeadersChart();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('ul[aria-label="Charts"] img')].some(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      undefined,
      { timeout: 20_000 },
    );
    await charts.getByRole('button', { name: /Nvidia/ }).click();
    await page.getByRole('img', { name: /Chart of NVDA/ }).waitFor({ timeout: 20_000 });
    await settledChart(page);
  });

  it('ChartStyle Library lists the member’s styles and the samples; loading one changes the chart image', async () => {
    const before = (await settledChart(page)).src;
    await openMode(page, 'ChartStyle Library');
    const styles = belowChart(page).getByRole('list', { name: 'ChartStyles' });
    await styles.getByRole('button', { name: /Weekly Line/ }).waitFor({ timeout: 10_000 });
    await styles.getByRole('button', { name: /Candles \+ Volume/ }).click();
    const afterStyle = await chartChangedFrom(page, before);
    await belowChart(page).getByRole('combobox', { name: 'Library' }).selectOption({ label: 'Momentum' });
    await styles.getByRole('button', { name: /RSI and MACD/ }).click();
    expect(await chartChangedFrom(page, afterStyle)).not.toBe(afterStyle);
  });

  it('Chart Comments saves a comment on a saved chart; after a reload it is there; then it is restored', async () => {
    const charts = await openTechLeadersChart();
    await charts.getByRole('button', { name: /Alphabet/ }).click();
    await page.getByRole('img', { name: /Chart of GOOGL/ }).waitFor({ timeout: 20_000 });
    await openMode(page, 'Chart Comments');
    const box = belowChart(page).getByRole('textbox', { name: 'Chart comments' });
    const original = await box.inputValue();
    await box.fill(COMMENT);
    await belowChart(page).getByRole('button', { name: 'Save Comments' }).click();
    await belowChart(page).getByText('Success! Your comments have been saved!').waitFor({ timeout: 10_000 });

    // Save Chart offers the new comments, so saving the chart afterwards keeps them.
    await page
      .getByRole('toolbar', { name: 'Chart controls' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    const save = page.getByRole('dialog', { name: 'Save Chart' });
    await save.getByRole('button', { name: 'Advanced Options' }).click();
    await expect(save.getByLabel('Comments').inputValue()).resolves.toBe(COMMENT);
    await save.getByRole('button', { name: 'Close' }).click();
    await save.waitFor({ state: 'detached' });

    await page.reload();
    await settledChart(page);
    await (await openTechLeadersChart()).getByRole('button', { name: /Alphabet/ }).click();
    await page.getByRole('img', { name: /Chart of GOOGL/ }).waitFor({ timeout: 20_000 });
    await openMode(page, 'Chart Comments');
    await expect(box.inputValue()).resolves.toBe(COMMENT);

    await box.fill(original);
    await belowChart(page).getByRole('button', { name: 'Save Comments' }).click();
    await belowChart(page).getByText('Success! Your comments have been saved!').waitFor({ timeout: 10_000 });
    expect(pageErrors).toEqual([]);
  });
});
