import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContextPage, readyWorkbench } from '../support/browser';

/**
 * Opens the drawn page with the Workbench's script held back until `act` has run, as on a slow connection or
 * a busy device: what the visitor does then meets a page the Workbench does not yet answer.
 */
async function actBeforeTheScript(page: Page, address: string, act: () => Promise<void>): Promise<void> {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/assets\/start-page-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(address, { waitUntil: 'commit' });
  await page.getByRole('img', { name: /Chart of AAPL/ }).waitFor({ timeout: 20_000 });
  await act();
  // Still not answering: the script is held.
  expect(await page.locator('[data-chartbench][data-ready]').count()).toBe(0);
  letThrough();
  await readyWorkbench(page);
}

describe('issue 20: what a visitor does before the Workbench answers is handed to it (real server, Chromium)', () => {
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

  it('charts a symbol typed and entered before the script ran: MSFT, at its address, not a reload', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    const symbol = page.getByRole('combobox', { name: 'Symbol' });
    await actBeforeTheScript(page, `${baseUrl}/?s=AAPL`, async () => {
      // A click in the field selects the symbol shown, so the typing replaces it, as once the page answers.
      await symbol.click();
      await page.keyboard.type('MSFT');
      await page.keyboard.press('Enter');
    });
    await page.getByRole('img', { name: /Chart of MSFT/ }).waitFor({ timeout: 20_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('s')).toBe('MSFT');
    // The bare form would have reloaded the page at ?symbol=MSFT.
    expect(new URL(page.url()).searchParams.has('symbol')).toBe(false);
    expect(await symbol.inputValue()).toBe('MSFT');
    await context.close();
  });

  it('offers suggestions for text typed before the script ran, once it answers', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    await actBeforeTheScript(page, `${baseUrl}/?s=AAPL`, async () => {
      await page.getByRole('combobox', { name: 'Symbol' }).click();
      await page.keyboard.type('MSF');
    });
    await page.getByRole('option', { name: /MSFT/ }).first().waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('opens the menu of a button clicked before the script ran, once it answers', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    await actBeforeTheScript(page, `${baseUrl}/?s=AAPL`, async () => {
      await page.getByRole('button', { name: 'Period: Daily' }).click();
    });
    await page.getByRole('option', { name: 'Weekly' }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('charts a symbol typed as soon as the field shows, without waiting for anything', async () => {
    const { context, page } = await newContextPage(browser, pageErrors);
    await page.goto(`${baseUrl}/?s=AAPL`, { waitUntil: 'commit' });
    const symbol = page.getByRole('combobox', { name: 'Symbol' });
    await symbol.click();
    await page.keyboard.type('IBM');
    await page.keyboard.press('Enter');
    await page.getByRole('img', { name: /Chart of IBM/ }).waitFor({ timeout: 20_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('s')).toBe('IBM');
    await context.close();
  });
});
