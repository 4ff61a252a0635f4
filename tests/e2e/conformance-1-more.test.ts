import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CHART_IMAGE,
  launchChromium,
  logInAsDemoMember,
  newContextPage,
  settledChart,
  waitForLoadedImage,
} from '../support/browser';

/** Waits for a loaded chart image at an address other than `previous` and returns it with its drawn width. */
async function nextChart(page: Page, previous: string): Promise<{ src: string; width: number }> {
  await page.waitForFunction(
    ({ selector, previous }) => {
      const image = document.querySelector<HTMLImageElement>(selector);
      return image !== null && image.src !== previous;
    },
    { selector: CHART_IMAGE, previous },
    { timeout: 20_000 },
  );
  const { src } = await settledChart(page);
  const width = await page.$eval(CHART_IMAGE, (image) => (image as HTMLImageElement).naturalWidth);
  return { src, width };
}

const paramOf = (src: string, name: string) => new URL(src).searchParams.get(name);

describe('issue 16 conformance I, items 11-15, in Chromium against the real server', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('a Pro member with a list to walk and a saved point-and-figure chart', () => {
    let context: BrowserContext;
    let page: Page;
    const walk = { listNum: 0, recids: [] as number[] };
    const pnf = { listNum: 0, recid: 0 };

    /** A member call with the logged-in browser's cookies, as the workbench makes it. */
    async function memberCall<T>(fields: Record<string, string>): Promise<T> {
      const response = await context.request.post(`${baseUrl}/json/api`, { form: fields });
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as T & { success?: boolean };
      expect(body.success).toBe(true);
      return body;
    }

    async function createList(name: string): Promise<number> {
      const reply = await memberCall<{ chartList: { listNum: number } }>({
        cmd: 'add-chartlist',
        chartCode: '1004',
        name,
      });
      return reply.chartList.listNum;
    }

    async function saveChart(listNum: number, symbol: string, desc: string, style: string): Promise<number> {
      const reply = await memberCall<{ favorite: { recID: number } }>({
        cmd: 'add-favorite',
        chartcode: '1004',
        listnum: String(listNum),
        symbol,
        desc,
        style,
      });
      return reply.favorite.recID;
    }

    beforeAll(async () => {
      ({ context, page } = await newContextPage(browser, pageErrors));
      await logInAsDemoMember(page, baseUrl, 'pro@example.com');
      walk.listNum = await createList('E2E Walk');
      for (const [symbol, desc] of [
        ['AAPL', 'Walk 1'],
        ['MSFT', 'Walk 2'],
        ['SPY', 'Walk 3'],
      ] as const)
        walk.recids.push(await saveChart(walk.listNum, symbol, desc, '&p=D&yr=1'));
      pnf.listNum = await createList('E2E Point and Figure');
      // A point-and-figure chart stores a style id instead of a query (spec 1 §3.8).
      pnf.recid = await saveChart(pnf.listNum, 'IBM', 'IBM P&F', 'p1');
    });
    afterAll(() => context?.close());

    const savedCharts = () => page.getByRole('group', { name: 'Saved charts' });
    const viewedChart = (name: string) =>
      savedCharts()
        .getByRole('button', { name: `Chart: ${name}` })
        .waitFor({ timeout: 15_000 });

    async function pickList(name: string): Promise<void> {
      await savedCharts()
        .getByRole('button', { name: /^ChartList:/ })
        .click();
      await page.getByRole('menuitemradio', { name }).click();
    }

    it('spec 2 §4 arrows, Ctrl+. and Ctrl+, walk the selected ChartList, wrapping at both ends', async () => {
      await page.goto(`${baseUrl}/?s=QQQ&p=D`);
      let previous = (await settledChart(page)).src;
      await pickList('E2E Walk');
      const steps = [
        ['ArrowRight', 'Walk 1', 'AAPL'],
        ['ArrowDown', 'Walk 2', 'MSFT'],
        ['ArrowRight', 'Walk 3', 'SPY'],
        ['ArrowRight', 'Walk 1', 'AAPL'],
        ['ArrowLeft', 'Walk 3', 'SPY'],
        ['ArrowUp', 'Walk 2', 'MSFT'],
        ['Control+.', 'Walk 3', 'SPY'],
        ['Control+.', 'Walk 1', 'AAPL'],
        ['Control+,', 'Walk 3', 'SPY'],
      ] as const;
      for (const [key, name, symbol] of steps) {
        await page.keyboard.press(key);
        await viewedChart(name);
        const image = await nextChart(page, previous);
        expect(paramOf(image.src, 's'), `${key} opens ${name}`).toBe(symbol);
        previous = image.src;
      }
    });

    it('spec 3 §2.13 the previous/next buttons wrap too', async () => {
      await savedCharts().getByRole('button', { name: 'Next chart' }).click();
      await viewedChart('Walk 1');
      await savedCharts().getByRole('button', { name: 'Previous chart' }).click();
      await viewedChart('Walk 3');
    });

    it('spec 3 §2.1, spec 1 §2.2 the address and the image carry a=recid; a reload reopens the saved chart', async () => {
      const spy = walk.recids[2]!;
      await viewedChart('Walk 3');
      const image = await settledChart(page);
      expect(paramOf(image.src, 'a')).toBe(String(spy));
      expect(new URL(page.url()).searchParams.get('a')).toBe(String(spy));
      await page.reload();
      await viewedChart('Walk 3');
      const reloaded = await settledChart(page);
      expect(paramOf(reloaded.src, 's')).toBe('SPY');
      expect(paramOf(reloaded.src, 'a')).toBe(String(spy));
      // An unsaved chart has no a: typing a symbol leaves the saved chart.
      const field = page.getByRole('combobox', { name: 'Symbol' });
      await field.fill('IBM');
      await field.press('Enter');
      const typed = await nextChart(page, reloaded.src);
      expect(paramOf(typed.src, 'a')).toBeNull();
      expect(new URL(page.url()).searchParams.get('a')).toBeNull();
    });

    it('spec 3 §2.15 the classic chart link /h-sc/ui?s&id&a&listNum opens the saved chart in the workbench', async () => {
      const msft = walk.recids[1]!;
      await page.goto(`${baseUrl}/?s=MSFT&a=${msft}`);
      await viewedChart('Walk 2');
      const link = savedCharts().getByRole('link', { name: 'Classic chart' });
      expect(await link.getAttribute('href')).toBe(`/h-sc/ui?s=MSFT&a=${msft}&listNum=${walk.listNum}`);
      await page.goto(`${baseUrl}/`);
      await settledChart(page);
      await page.goto(`${baseUrl}/h-sc/ui?s=MSFT&a=${msft}&listNum=${walk.listNum}`);
      await viewedChart('Walk 2');
      expect(paramOf((await settledChart(page)).src, 'a')).toBe(String(msft));
    });

    it('spec 1 §2.2 opening a saved P&F chart opens its own workbench in the same window, drawn by /pnf/chart', async () => {
      await page.goto(`${baseUrl}/`);
      await settledChart(page);
      await pickList('E2E Point and Figure');
      await savedCharts()
        .getByRole('button', { name: /^Chart:/ })
        .click();
      await page.getByRole('menuitemradio', { name: 'IBM P&F' }).click();
      await page.waitForURL(/\/freecharts\/pnf\.php/, { timeout: 15_000 });
      const address = new URL(page.url());
      expect(address.searchParams.get('c')).toBe('IBM,p1');
      expect(address.searchParams.get('listNum')).toBe(String(pnf.listNum));
      const image = await waitForLoadedImage(page, 'img[alt="Point and figure chart of IBM"]');
      expect(new URL(image.src).pathname).toBe('/pnf/chart');
      expect(new URL(image.src).searchParams.get('pnf')).toBe('y');
      expect(await page.getByText('Failed to load chart.').count()).toBe(0);
    });

    it('spec 1 §4.6 Chart Left-Aligned off centres the chart; on, it is on the left again', async () => {
      await page.goto(`${baseUrl}/`);
      await settledChart(page);
      const setLeftAligned = async (on: boolean) => {
        await page.getByRole('button', { name: 'Workbench Preferences' }).click();
        const dialog = page.getByRole('dialog', { name: /Workbench Preferences/ });
        await dialog.getByRole('checkbox', { name: 'Align the chart to the left' }).setChecked(on);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.waitFor({ state: 'detached' });
      };
      const offsets = async () => {
        const image = (await page.locator(CHART_IMAGE).boundingBox())!;
        const area = (await page.locator('[data-chart-alignment]').boundingBox())!;
        return { left: image.x - area.x, right: area.x + area.width - (image.x + image.width) };
      };
      await setLeftAligned(false);
      await page.locator('[data-chart-alignment="center"]').waitFor();
      const centred = await offsets();
      expect(Math.abs(centred.left - centred.right)).toBeLessThanOrEqual(24);
      expect(centred.left).toBeGreaterThan(100);
      await setLeftAligned(true);
      await page.locator('[data-chart-alignment="left"]').waitFor();
      expect((await offsets()).left).toBeLessThan(40);
    });
  });

  describe('a visitor', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await newContextPage(browser, pageErrors));
    });
    afterAll(() => context?.close());

    it('spec 1 §2.4, §4.6 Auto-Size Charts draws the chart at the size of the body’s breakpoint', async () => {
      // 960 px: a small desktop (890-1023), under 1024, so Auto-Size Charts starts on.
      await page.setViewportSize({ width: 960, height: 900 });
      await page.goto(`${baseUrl}/?s=AAPL&p=D`);
      const autoSize = page.getByRole('checkbox', { name: 'Auto-Size Charts' });
      await settledChart(page);
      expect(await autoSize.isChecked()).toBe(true);
      let shown = await page.$eval(CHART_IMAGE, (image) => (image as HTMLImageElement).naturalWidth);
      expect(shown).toBe(780);
      let previous = (await settledChart(page)).src;
      // Off: the chosen size (900).
      await autoSize.uncheck();
      let image = await nextChart(page, previous);
      expect(image.width).toBe(900);
      previous = image.src;
      // On again, and the window narrowed to a tablet (640-766): 620.
      await autoSize.check();
      image = await nextChart(page, previous);
      expect(image.width).toBe(780);
      previous = image.src;
      await page.setViewportSize({ width: 700, height: 900 });
      image = await nextChart(page, previous);
      expect(image.width).toBe(620);
      shown = image.width;
      expect(shown).toBe(620);
    });

    it('spec 2 §5, §8 an image not rendered in 30 s shows the timeout message, not "Loading chart" forever', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.clock.install();
      // The image request hangs: it is never answered.
      await page.route('**/c-sc/sc/**', () => undefined);
      // The page's load event waits for the chart image the server drew into it, which never comes.
      await page.goto(`${baseUrl}/?s=MSFT&p=W`, { waitUntil: 'domcontentloaded' });
      const loading = page.getByRole('status').filter({ hasText: 'Loading chart' });
      await loading.waitFor({ timeout: 20_000 });
      await page.clock.fastForward(29_000);
      expect(await loading.count()).toBe(1);
      await page.clock.fastForward(2_000);
      const alert = page.getByRole('alert').filter({ hasText: 'The chart image took too long to load.' });
      await alert.waitFor({ timeout: 5_000 });
      expect(await loading.count()).toBe(0);
      // Answered again, Try again loads the chart.
      await page.unroute('**/c-sc/sc/**');
      await alert.getByRole('button', { name: 'Try again' }).click();
      const image = await settledChart(page);
      expect(paramOf(image.src, 's')).toBe('MSFT');
    });

    it('the server bounds what a P&F page asks for and says what is wrong', async () => {
      const response = await page.request.get(`${baseUrl}/freecharts/pnf.php?c=A::B,P`);
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain('c: a valid symbol is required');
    });
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
