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

/**
 * Issue #17 item 5 in Chromium against the real server: with no third-party options widget configured, the
 * OptionsPlay view initialises the built-in analysis from the server's model chain and shows the strategy view;
 * its initialising, retrying and failed-with-Try-Again states are reached through the product.
 */
describe('issue #17 item 5: the options strategy view (spec 3 §2.8, §4, §6, §7)', () => {
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

  async function member(email: string): Promise<{ context: BrowserContext; page: Page }> {
    const opened = await newContextPage(browser, pageErrors);
    await logInAsDemoMember(opened.page, baseUrl, email);
    return opened;
  }

  const figure = (page: Page, name: string) =>
    belowChart(page).locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').innerText();
  const isGetOptions = (body: string | null) => new URLSearchParams(body ?? '').get('cmd') === 'get-options';

  it('the add-on member opens Options, chooses a straddle and sees its payoff chart and break-evens', async () => {
    const { context, page } = await member('options@example.com');
    try {
      await page.goto(`${baseUrl}/?s=MSFT`);
      await settledChart(page);
      await openMode(page, 'Options');
      await belowChart(page).getByRole('button', { name: 'OptionsPlay' }).click();
      const strategy = belowChart(page).getByRole('combobox', { name: 'Strategy' });
      await strategy.waitFor({ timeout: 15_000 });
      await strategy.selectOption({ label: 'Bull Call Spread' });
      await belowChart(page)
        .getByRole('img', { name: /^MSFT Bull Call Spread payoff/ })
        .waitFor();
      await strategy.selectOption({ label: 'Straddle' });
      const chart = belowChart(page).getByRole('img', { name: /^MSFT Straddle payoff/ });
      await chart.waitFor();
      expect(await chart.locator('[data-role="payoff-expiry"]').count()).toBe(1);
      expect(await chart.locator('[data-role="payoff-today"]').count()).toBe(1);
      expect(await chart.locator('[data-role="payoff-break-even-label"]').count()).toBe(2);
      const strike = Number(await belowChart(page).getByRole('combobox', { name: 'Strike' }).inputValue());
      const evens = (await figure(page, 'Break-even')).split(', ').map((x) => Number(x.replace(/,/g, '')));
      expect(evens).toHaveLength(2);
      expect(evens[0]).toBeLessThan(strike);
      expect(evens[1]).toBeGreaterThan(strike);
      // A bought straddle breaks even the same distance either side of its strike: the premium paid.
      expect(strike - (evens[0] as number)).toBeCloseTo((evens[1] as number) - strike, 2);
      expect(await figure(page, 'Max profit')).toBe('Unlimited');
      expect(await figure(page, 'Max loss')).toMatch(/^-\$[\d,]+\.\d\d$/);
      await belowChart(page)
        .getByText(/derived from MSFT's own daily bars/)
        .waitFor();
      const greeks = belowChart(page).getByRole('table', { name: 'Greeks per contract' });
      expect(await greeks.getByRole('rowheader').allInnerTexts()).toEqual([
        `Long Call ${strike}`,
        `Long Put ${strike}`,
        'Position',
      ]);
      await belowChart(page).screenshot({ path: '/tmp/chartbench-e2e-options-strategy.png' });
    } finally {
      await context.close();
    }
  });

  it('a free member initialises, retries, fails with Try Again, and Try Again brings up the demo symbol', async () => {
    const { context, page } = await member('free@example.com');
    let failing = true;
    const asked: number[] = [];
    await page.route('**/json/api', async (route) => {
      if (!isGetOptions(route.request().postData())) return route.continue();
      asked.push(Date.now());
      if (failing)
        return route.fulfill({ status: 503, contentType: 'text/plain', body: 'down for the test' });
      return route.continue();
    });
    try {
      await page.goto(`${baseUrl}/?s=MSFT&uiBelowChart=optionsplay`);
      await settledChart(page);
      await belowChart(page).getByRole('status').filter({ hasText: 'Loading options analysis…' }).waitFor();
      const failure = belowChart(page).getByRole('alert');
      await failure.waitFor({ timeout: 20_000 });
      expect(await failure.innerText()).toContain("We're sorry, something went wrong. Please try again.");
      // The first try and three retries, each waiting longer than the one before.
      expect(asked).toHaveLength(4);
      const gaps = asked.slice(1).map((t, i) => t - (asked[i] as number));
      expect(gaps[1]! > gaps[0]! && gaps[2]! > gaps[1]!).toBe(true);
      failing = false;
      await belowChart(page).getByRole('button', { name: 'Try Again' }).click();
      await belowChart(page)
        .getByRole('img', { name: /^SPY Straddle payoff/ })
        .waitFor({ timeout: 15_000 });
      await belowChart(page)
        .getByRole('note')
        .filter({ hasText: /demo mode/i })
        .waitFor();
      expect(await belowChart(page).getByRole('alert').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
