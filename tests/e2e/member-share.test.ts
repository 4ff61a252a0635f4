import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInAsDemoMember, openBrowserPage, settledChart } from '../support/browser';

/** An address and comment no other test sends, so finding them in the outbox proves this e-mail. */
const TO_EMAIL = 'share-e2e@example.com';
const COMMENT = 'MSFT weekly, shared by the e2e test';

describe('issue 7: Link To Chart and Email Chart as a member (spec 3 §2.14, §4, §8)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  let chartLink = '';

  beforeAll(async () => {
    ({ browser, context, page } = await openBrowserPage(pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  const styleTools = () => page.getByRole('toolbar', { name: 'Chart style tools' });

  /** Opens the lower bar when it starts closed. */
  async function openStyleTools() {
    const show = styleTools().getByRole('button', { name: 'Show chart tools' });
    if (await show.isVisible()) await show.click();
  }

  it('a member opens Link To Chart for MSFT weekly and gets a link', async () => {
    await logInAsDemoMember(page, baseUrl, 'extra@example.com');

    await page.goto(`${baseUrl}/?s=MSFT&p=W`);
    await page.getByRole('img', { name: /Chart of MSFT/ }).waitFor({ timeout: 20_000 });
    await settledChart(page);
    await openStyleTools();
    await styleTools().getByRole('button', { name: 'Link To Chart' }).click();

    const dialog = page.getByRole('dialog', { name: 'Share Chart' });
    await dialog.waitFor({ timeout: 10_000 });
    const link = dialog.getByLabel('Link to this chart');
    await link.waitFor({ timeout: 10_000 });
    chartLink = await link.inputValue();
    // The reference server has a shortener, so the link is its short form.
    expect(chartLink).toMatch(/^https?:\/\/[^/]+\/s\/\w+$/);
    await dialog.getByText('Close', { exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the link opens the same chart in a new page', async () => {
    const other = await context.newPage();
    other.on('pageerror', (error) => pageErrors.push(error.message));
    await other.goto(chartLink);
    await other.getByRole('img', { name: /Chart of MSFT/ }).waitFor({ timeout: 20_000 });
    const image = await settledChart(other);
    expect(image.src).toContain('s=MSFT');
    expect(image.src).toContain('p=W');
    await other.close();
  });

  it('e-mails the chart: the green toast shows and the mail is in the outbox', async () => {
    await openStyleTools();
    await styleTools().getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: /Email Chart/ });
    await dialog.waitFor({ timeout: 10_000 });

    // A bad address is refused in the form with its message, and no preview opens.
    await dialog.getByLabel('Email address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog
      .getByText('You must enter a valid email address to share this chart')
      .waitFor({ timeout: 5_000 });

    await dialog.getByLabel('Email address').fill(TO_EMAIL);
    await dialog.getByLabel('Comments').fill(COMMENT);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: /Preview/ });
    await preview.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Email sent successfully!').waitFor({ timeout: 10_000 });
    await preview.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/outbox`);
    const row = page.getByRole('row').filter({ hasText: COMMENT });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain(TO_EMAIL);
    const workbenchLink = await row.getByRole('link', { name: 'workbench' }).getAttribute('href');
    const imageLink = await row.getByRole('link', { name: 'chart image' }).getAttribute('href');
    expect(workbenchLink).toMatch(/^https?:\/\//);
    expect(imageLink).toContain('s=MSFT');
    expect(imageLink).toContain('p=W');
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
