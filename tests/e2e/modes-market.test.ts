import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  belowChart,
  launchChromium,
  logInAsDemoMember,
  newContextPage,
  openMode,
  settledChart,
  waitForLoadedImage,
} from '../support/browser';

const SUMMARY_FAILED =
  'There was an error loading the Symbol Summary for this ticker. Please try again later.';
const HISTORY_NOT_FOUND = 'Historical price data was not found for the symbol: MSFT';
const OPTIONS_HEADING = 'Option Quotes Not Available';
const DEMO_NOTE = /demo mode/i;
/** The built-in options analysis's payoff chart of a symbol's straddle (no third-party widget configured). */
const straddleOf = (symbol: string) => new RegExp(`^${symbol} Straddle payoff`);

/** A price as the workbench writes it: 2 decimals with thousands separators (spec 3 §9). */
const price = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('issue 8: Symbol Summary, Historical Price Data and Options against the real server (spec 3 §2.6-§2.8, §4, §6, §8)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    expect(pageErrors).toEqual([]);
  });

  /** A new browser context (its own cookies), optionally logged in as a demo member, viewing `symbol`. */
  async function newPage(symbol: string, email?: string): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await newContextPage(browser, pageErrors);
    if (email) await logInAsDemoMember(page, baseUrl, email);
    await page.goto(`${baseUrl}/?s=${encodeURIComponent(symbol)}`);
    await page
      .getByRole('img', { name: new RegExp(`Chart of ${symbol.replace('$', '\\$')}`) })
      .waitFor({ timeout: 20_000 });
    await settledChart(page);
    return { context, page };
  }

  const periodMenu = (page: Page) => belowChart(page).getByRole('combobox', { name: 'Period' });
  const historyTable = (page: Page, symbol: string) =>
    belowChart(page).getByRole('table', { name: `Historical price data for ${symbol}` });
  /** The dates of the first rows of the history table, newest first. */
  const firstDates = (page: Page, symbol: string) =>
    historyTable(page, symbol)
      .locator('tbody tr td:first-child')
      .evaluateAll((cells) => cells.slice(0, 2).map((cell) => cell.textContent ?? ''));

  describe('a visitor', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage('MSFT'));
    });
    afterAll(async () => {
      await context?.close();
    });

    it('opens Symbol Summary on the server’s name and quote of MSFT, and its mini chart loads and changes with a period button', async () => {
      const reply = await page.request.get(
        `${baseUrl}/json/api?cmd=get-symbol-data&optionalFields=symbolsummary&symbols=MSFT&randomNumber=1`,
      );
      const { symbols } = (await reply.json()) as { symbols: { name: string; close: number }[] };
      const seeded = symbols[0]!;
      await openMode(page, 'Symbol Summary');
      await belowChart(page)
        .getByRole('heading', { name: `${seeded.name} (MSFT)` })
        .waitFor({ timeout: 10_000 });
      expect(await belowChart(page).getByLabel('Last price').textContent()).toContain(price(seeded.close));
      const sixMonths = await waitForLoadedImage(page, 'img[alt="MSFT chart, 6M"]');
      expect(sixMonths.src).toContain('s=MSFT');
      await belowChart(page)
        .getByRole('group', { name: 'Mini chart period' })
        .getByRole('button', { name: '5Y' })
        .click();
      const fiveYears = await waitForLoadedImage(page, 'img[alt="MSFT chart, 5Y"]');
      expect(fiveYears.src).not.toBe(sixMonths.src);
      expect(fiveYears.src).toContain('p=W');
      expect(fiveYears.naturalWidth).toBeGreaterThan(0);
      await belowChart(page).screenshot({ path: '/tmp/chartbench-e2e-symbol-summary.png' });
    });

    it('opens Historical Price Data on daily rows; Weekly opens the upgrade dialog and the menu goes back to Daily', async () => {
      await openMode(page, 'Historical Price Data');
      await historyTable(page, 'MSFT').waitFor({ timeout: 10_000 });
      expect(await historyTable(page, 'MSFT').locator('tbody tr').count()).toBeGreaterThan(200);
      const [newest, next] = await firstDates(page, 'MSFT');
      expect(Date.parse(newest!) - Date.parse(next!)).toBeLessThanOrEqual(4 * 86_400_000);
      await periodMenu(page).selectOption('W');
      const dialog = page.getByRole('dialog', { name: 'Upgrade to Pro' });
      await dialog.waitFor({ timeout: 10_000 });
      expect(await periodMenu(page).inputValue()).toBe('D');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    it('opens Options on the chain of MSFT in Straddle and List views, and OptionsPlay offers an account', async () => {
      await openMode(page, 'Options');
      await belowChart(page)
        .getByRole('table', { name: /^Straddle / })
        .waitFor({ timeout: 10_000 });
      expect(
        await belowChart(page)
          .getByRole('table', { name: /^Straddle / })
          .locator('tbody tr')
          .count(),
      ).toBeGreaterThan(0);
      await belowChart(page).screenshot({ path: '/tmp/chartbench-e2e-options.png' });
      await belowChart(page).getByRole('button', { name: 'List' }).click();
      await belowChart(page)
        .getByRole('table', { name: /^Calls / })
        .waitFor({ timeout: 10_000 });
      await belowChart(page).getByRole('button', { name: 'OptionsPlay' }).click();
      await belowChart(page).getByText('Options analysis is available to members.').waitFor();
      await belowChart(page).getByRole('button', { name: 'Create a free account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Account' });
      await dialog.waitFor({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    it('sees Option Quotes Not Available for an index', async () => {
      await page.goto(`${baseUrl}/?s=%24SPX`);
      await settledChart(page);
      await openMode(page, 'Options');
      await belowChart(page)
        .getByRole('alert')
        .filter({ hasText: OPTIONS_HEADING })
        .waitFor({ timeout: 10_000 });
    });

    it('choosing these modes for a symbol that does not exist does nothing', async () => {
      await page.goto(`${baseUrl}/?s=NOSUCHSYMBOL`);
      await page
        .getByRole('heading', { name: "Hmm, we couldn't find data for NOSUCHSYMBOL" })
        .waitFor({ timeout: 20_000 });
      const settings = belowChart(page).getByRole('tab', { name: 'Chart Settings', exact: true });
      await settings.click();
      for (const title of ['Symbol Summary', 'Historical Price Data', 'Options']) {
        const tab = belowChart(page).getByRole('tab', { name: title, exact: true });
        expect(await tab.getAttribute('aria-disabled')).toBe('true');
        // A click the browser still delivers to the disabled tab must change nothing.
        await tab.click({ force: true });
        expect(await tab.getAttribute('aria-selected')).toBe('false');
        expect(await settings.getAttribute('aria-selected')).toBe('true');
        expect(await page.getByRole('dialog').count()).toBe(0);
      }
    });
  });

  describe('a failed load', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage('MSFT'));
      await page.route(
        (url) => url.pathname === '/json/api',
        async (route) => {
          const request = route.request();
          const fields = new URLSearchParams(
            request.method() === 'GET' ? new URL(request.url()).search : (request.postData() ?? ''),
          );
          const cmd = fields.get('cmd');
          if (cmd === 'get-symbol-data' || cmd === 'get-options') {
            await route.fulfill({ status: 500, body: 'down' });
          } else await route.continue();
        },
      );
      await page.route(
        (url) => url.pathname === '/quotebrain/pastdata',
        (route) => route.fulfill({ status: 500, body: 'down' }),
      );
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each([
      ['Symbol Summary', SUMMARY_FAILED],
      ['Historical Price Data', HISTORY_NOT_FOUND],
      ['Options', OPTIONS_HEADING],
    ])('of %s shows its failure text', async (mode, text) => {
      await openMode(page, mode);
      await belowChart(page).getByRole('alert').filter({ hasText: text }).waitFor({ timeout: 10_000 });
    });
  });

  describe('members', () => {
    it('pro@example.com gets Weekly data, a week between rows, without a dialog', async () => {
      const { context, page } = await newPage('MSFT', 'pro@example.com');
      try {
        await openMode(page, 'Historical Price Data');
        await historyTable(page, 'MSFT').waitFor({ timeout: 10_000 });
        const daily = await firstDates(page, 'MSFT');
        await periodMenu(page).selectOption('W');
        // Until the weekly rows are in, the table may show the daily ones or none (the newest row of both can
        // be the same day, so the pair is compared).
        const weeklyShown = async () => {
          const dates = await firstDates(page, 'MSFT');
          return (
            dates.length === 2 &&
            dates.every((date) => !Number.isNaN(Date.parse(date))) &&
            dates.join() !== daily.join()
          );
        };
        await expect.poll(weeklyShown, { timeout: 10_000 }).toBe(true);
        const [newest, next] = await firstDates(page, 'MSFT');
        expect(Date.parse(newest!) - Date.parse(next!)).toBeGreaterThanOrEqual(5 * 86_400_000);
        expect(await periodMenu(page).inputValue()).toBe('W');
        expect(await page.getByRole('dialog').count()).toBe(0);
      } finally {
        await context.close();
      }
    });

    it('pro@example.com’s Symbol Summary of AAPL lists their seeded chart and price alert of it; Add to ChartList opens its dialog', async () => {
      const { context, page } = await newPage('AAPL', 'pro@example.com');
      try {
        await openMode(page, 'Symbol Summary');
        const charts = belowChart(page).getByRole('region', { name: 'ChartLists' });
        await charts.getByRole('link', { name: 'Apple daily' }).waitFor({ timeout: 10_000 });
        const alerts = belowChart(page).getByRole('region', { name: 'Alerts' });
        await alerts.getByRole('listitem').first().waitFor({ timeout: 10_000 });
        expect(await alerts.getByText('You do not have any alerts with AAPL!').count()).toBe(0);
        await belowChart(page).getByRole('button', { name: 'Add to ChartList' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add to ChartList' });
        await dialog.waitFor({ timeout: 10_000 });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    });

    it('free@example.com’s OptionsPlay runs in demo mode on the sample symbol', async () => {
      const { context, page } = await newPage('MSFT', 'free@example.com');
      try {
        await openMode(page, 'Options');
        await belowChart(page).getByRole('button', { name: 'OptionsPlay' }).click();
        await belowChart(page).getByRole('note').filter({ hasText: DEMO_NOTE }).waitFor({ timeout: 10_000 });
        await belowChart(page)
          .getByRole('img', { name: straddleOf('SPY') })
          .waitFor({ timeout: 10_000 });
      } finally {
        await context.close();
      }
    });

    it('options@example.com’s add-on lifts the demo mode on MSFT, and Monthly data is theirs', async () => {
      const { context, page } = await newPage('MSFT', 'options@example.com');
      try {
        await openMode(page, 'Options');
        await belowChart(page)
          .getByRole('table', { name: /^Straddle / })
          .waitFor({ timeout: 10_000 });
        await belowChart(page).getByRole('button', { name: 'OptionsPlay' }).click();
        await belowChart(page)
          .getByRole('img', { name: straddleOf('MSFT') })
          .waitFor({ timeout: 10_000 });
        expect(await belowChart(page).getByRole('note').filter({ hasText: DEMO_NOTE }).count()).toBe(0);
        await openMode(page, 'Historical Price Data');
        await periodMenu(page).selectOption('M');
        await expect.poll(() => periodMenu(page).inputValue()).toBe('M');
        await historyTable(page, 'MSFT').waitFor({ timeout: 10_000 });
        expect(await page.getByRole('dialog').count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  });
});
