import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  belowChart,
  launchChromium,
  logInAsDemoMember,
  newContextPage,
  openMode,
  settledChart,
} from '../support/browser';

/** The seeded notification for everyone (apps/server/src/seed/seed.ts), dismissed by cookie. */
const SITE_NOTE = /Chartbench demo: prices are synthetic/;
/** The seeded notification targeted at the demo member, dismissed on the server. */
const WELCOME_NOTE = /Welcome back, .+! Your demo account is ready\./;
/** The name of the price alert this file creates and deletes; the seeded alerts stay. */
const E2E_ALERT = 'e2e alert to delete';

const PRICE_LOAD_FAILED = 'Sorry, we failed to load your price alerts. We will try again in a few seconds.';

describe('issue 8: Price, Advanced and Predefined Alerts and the notifications (spec 3 §2.2-§2.5, §4-§9)', () => {
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

  const newPage = () => newContextPage(browser, pageErrors);
  const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

  /** Reloads the page and waits for its chart; a busy machine can take a while to draw it. */
  async function reloadSettled(page: Page) {
    await page.reload();
    await page.getByRole('img', { name: /Chart of/ }).waitFor({ timeout: 30_000 });
    await settledChart(page);
  }

  describe('a visitor', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage());
    });
    afterAll(async () => {
      await context?.close();
    });

    it('choosing Price Alerts gets the create-account dialog, and the panel stays on Chart Settings', async () => {
      await page.goto(`${baseUrl}/`);
      await settledChart(page);
      await belowChart(page)
        .getByRole('tab', { name: /Price Alerts/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Create Account' });
      await dialog.waitFor({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(
        await belowChart(page).getByRole('tab', { name: 'Chart Settings' }).getAttribute('aria-selected'),
      ).toBe('true');
    });

    it('sees the notification for everyone, dismisses it, and it stays hidden by its cookie after a reload', async () => {
      await notifications(page).getByText(SITE_NOTE).waitFor({ timeout: 10_000 });
      await notifications(page).getByRole('button', { name: 'Dismiss notification' }).click();
      await notifications(page).waitFor({ state: 'detached' });
      const cookie = (await context.cookies()).find(
        (entry) => entry.name === 'cbDismissedNotification_synthetic-data',
      );
      expect(cookie?.value).toBe('1');
      // The cookie lasts until 30 days after the notification's end (spec 3 §9), years away for the seeded one.
      expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 365 * 86_400);
      await reloadSettled(page);
      expect(await notifications(page).count()).toBe(0);
    });
  });

  describe('pro@example.com', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage());
      await logInAsDemoMember(page, baseUrl, 'pro@example.com');
      await page.goto(`${baseUrl}/?s=MSFT`);
      await settledChart(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    const priceTable = () => belowChart(page).getByRole('table', { name: 'Price Alerts' });
    const advancedTable = () => belowChart(page).getByRole('table', { name: 'Advanced Alerts' });

    it('sees its notifications and dismisses its own on the server', async () => {
      await notifications(page).getByText(WELCOME_NOTE).waitFor({ timeout: 10_000 });
      await expect.poll(() => notifications(page).getByText(SITE_NOTE).count()).toBe(1);
      const welcome = notifications(page).getByRole('listitem').filter({ hasText: WELCOME_NOTE });
      // A state change, so a POST with the command in its body (issue #14: no state change by GET).
      const dismissed = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          (response.request().postData() ?? '').includes('cmd=dismiss-notification'),
      );
      await welcome.getByRole('button', { name: 'Dismiss notification' }).click();
      expect((await dismissed).ok()).toBe(true);
      await expect.poll(() => notifications(page).getByText(WELCOME_NOTE).count()).toBe(0);
      // The server keeps it dismissed: no cookie was written for it, and after a reload it is still gone.
      expect((await context.cookies()).some((entry) => entry.name.includes('welcome'))).toBe(false);
      await reloadSettled(page);
      await notifications(page).getByText(SITE_NOTE).waitFor({ timeout: 10_000 });
      expect(await notifications(page).getByText(WELCOME_NOTE).count()).toBe(0);
    });

    it('opens Price Alerts and sees the seeded alerts with usage', async () => {
      await openMode(page, 'Price Alerts');
      await priceTable().waitFor({ timeout: 10_000 });
      await priceTable().getByRole('link', { name: 'Apple breaks out above 250' }).waitFor();
      await priceTable().getByRole('link', { name: 'S&P 500 below 5000' }).waitFor();
      // Used of the Pro maximum from the server's member limits (spec 3 §2.4, spec 1 §3.10).
      await expect
        .poll(() => belowChart(page).getByLabel('Price alerts used').textContent(), { timeout: 10_000 })
        .toBe('2 of 1000');
    });

    it('pauses a price alert, the server keeps it paused across a reload, and starts it again', async () => {
      await priceTable().getByRole('button', { name: 'Pause Apple breaks out above 250' }).click();
      await priceTable()
        .getByRole('button', { name: 'Start Apple breaks out above 250' })
        .waitFor({ timeout: 10_000 });
      await reloadSettled(page);
      await openMode(page, 'Price Alerts');
      const row = priceTable().getByRole('row').filter({ hasText: 'Apple breaks out above 250' });
      await row
        .getByRole('button', { name: 'Start Apple breaks out above 250' })
        .waitFor({ timeout: 10_000 });
      expect(await row.textContent()).toContain('Paused');
      await row.getByRole('button', { name: 'Start Apple breaks out above 250' }).click();
      await row
        .getByRole('button', { name: 'Pause Apple breaks out above 250' })
        .waitFor({ timeout: 10_000 });
      expect(await row.textContent()).toContain('Running');
    });

    it('deletes a price alert it created, after the confirmation; the seeded ones stay', async () => {
      const created = await page.request.post(`${baseUrl}/json/api`, {
        form: {
          cmd: 'add-pricealert',
          symbol: 'MSFT',
          alertPrice: '900',
          alertDirection: 'U',
          notes: E2E_ALERT,
          notificationType: '4',
        },
      });
      expect((await created.json()) as { success: boolean }).toMatchObject({ success: true });
      await reloadSettled(page);
      await openMode(page, 'Price Alerts');
      await priceTable().getByRole('link', { name: E2E_ALERT }).waitFor({ timeout: 10_000 });
      await priceTable()
        .getByRole('button', { name: `Delete ${E2E_ALERT}` })
        .click();
      const confirm = page.getByRole('dialog', { name: `Delete ${E2E_ALERT}` });
      await confirm.getByText('Are you sure you wish to delete this alert?').waitFor();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect
        .poll(() => priceTable().getByRole('link', { name: E2E_ALERT }).count(), { timeout: 10_000 })
        .toBe(0);
      await reloadSettled(page);
      await openMode(page, 'Price Alerts');
      await priceTable()
        .getByRole('link', { name: 'Apple breaks out above 250' })
        .waitFor({ timeout: 10_000 });
      expect(await priceTable().getByRole('link', { name: E2E_ALERT }).count()).toBe(0);
      expect(await priceTable().getByRole('link', { name: 'S&P 500 below 5000' }).count()).toBe(1);
    });

    it('opens Advanced Alerts, pauses one, the server keeps it across a reload, and starts it again', async () => {
      const name = 'AAPL RSI(14) crosses above 70';
      await openMode(page, 'Advanced Alerts');
      await advancedTable()
        .getByRole('link', { name: 'SPY closes below its 200-day SMA' })
        .waitFor({ timeout: 10_000 });
      await advancedTable()
        .getByRole('button', { name: `Pause ${name}` })
        .click();
      await advancedTable()
        .getByRole('button', { name: `Start ${name}` })
        .waitFor({ timeout: 10_000 });
      await reloadSettled(page);
      await openMode(page, 'Advanced Alerts');
      await advancedTable()
        .getByRole('button', { name: `Start ${name}` })
        .waitFor({ timeout: 10_000 });
      await advancedTable()
        .getByRole('button', { name: `Start ${name}` })
        .click();
      await advancedTable()
        .getByRole('button', { name: `Pause ${name}` })
        .waitFor({ timeout: 10_000 });
    });

    it('opens Predefined Alerts and loads an alert’s symbol into the chart', async () => {
      await openMode(page, 'Predefined Alerts');
      const table = belowChart(page).getByRole('table', { name: 'Predefined Alerts' });
      await table.getByText('Bearish MACD crossover').waitFor({ timeout: 10_000 });
      await table.getByRole('button', { name: 'Load TSLA' }).click();
      await page.getByRole('img', { name: /Chart of TSLA/ }).waitFor({ timeout: 20_000 });
      const image = await settledChart(page);
      expect(image.src).toContain('s=TSLA');
    });

    it('shows the failure text when the price alerts cannot be loaded', async () => {
      await page.route('**/json/api', async (route) => {
        const body = route.request().postData() ?? '';
        if (new URLSearchParams(body).get('cmd') === 'get-pricealerts')
          await route.fulfill({ status: 500, body: 'down' });
        else await route.continue();
      });
      try {
        await reloadSettled(page);
        await openMode(page, 'Price Alerts');
        await belowChart(page).getByText(PRICE_LOAD_FAILED).waitFor({ timeout: 10_000 });
      } finally {
        await page.unroute('**/json/api');
      }
    });
  });
});
