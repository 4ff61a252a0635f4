import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium';

/** Launches Chromium the way every browser test does (see chromium.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** Waits until the image matching `selector` has finished loading with a real picture. */
export async function waitForLoadedImage(
  page: Page,
  selector: string,
  timeout = 20_000,
): Promise<{ src: string; naturalWidth: number }> {
  const handle = await page.waitForFunction(
    (sel) => {
      const image = document.querySelector<HTMLImageElement>(sel);
      return image && image.complete && image.naturalWidth > 0
        ? { src: image.currentSrc || image.src, naturalWidth: image.naturalWidth }
        : null;
    },
    selector,
    { timeout },
  );
  return (await handle.jsonValue()) as { src: string; naturalWidth: number };
}

/** The workbench's chart image, whichever symbol it shows. */
export const CHART_IMAGE = 'img[alt^="Chart of"]';

/**
 * Waits until the workbench answers input: a page drawn on the server (issue #20) shows it before its script has
 * run, and the Workbench's root carries `data-ready` once it runs.
 */
export async function readyWorkbench(page: Page): Promise<void> {
  await page.locator('[data-chartbench][data-ready]').first().waitFor({ state: 'attached', timeout: 20_000 });
}

/** Waits until the workbench answers input and its chart has finished loading (its loading status gone), and returns its image. */
export async function settledChart(page: Page): Promise<{ src: string; naturalWidth: number }> {
  await readyWorkbench(page);
  // The chart's own status: a mode below the chart may show a status of its own at the same time.
  await page
    .getByRole('status')
    .filter({ hasText: 'Loading chart' })
    .waitFor({ state: 'detached', timeout: 20_000 });
  return waitForLoadedImage(page, CHART_IMAGE);
}

/** Logs a demo member in through the server's /login form (password `demo`) and waits to be back at `/`. */
export async function logInAsDemoMember(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const form = page.locator('form.login');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill('demo');
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** A new browser context (its own cookies) with one 1280 by 900 page whose uncaught errors go to `pageErrors`. */
export async function newContextPage(
  browser: Browser,
  pageErrors: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page };
}

/** Chromium with one 1280 by 900 page whose uncaught errors are collected in `pageErrors`. */
export async function openBrowserPage(
  pageErrors: string[],
): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await launchChromium();
  return { browser, ...(await newContextPage(browser, pageErrors)) };
}

/** The panel below the chart (ModePanel: tablist groups of tabs named by mode title). */
export const belowChart = (page: Page) => page.getByRole('region', { name: 'Panel below the chart' });

/** Chooses a mode by its tab and waits for it to be the one shown. */
export async function openMode(page: Page, title: string): Promise<void> {
  await belowChart(page).getByRole('tab', { name: title, exact: true }).click();
  await belowChart(page)
    .getByRole('tab', { name: title, exact: true, selected: true })
    .waitFor({ timeout: 10_000 });
}
