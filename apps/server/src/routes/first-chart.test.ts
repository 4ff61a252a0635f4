import { readPageBootstrap, type PageBootstrap } from '@chartbench/api-client/contract';
import { demoPageApp, type DemoPageApp } from './demo-page.fixture';
import { firstChartHead } from './first-chart';

const PAGE = '<!doctype html><html><head><title>demo</title></head><body><div id="root"></div></body></html>';

/** The preload's address, as the browser reads the attribute. */
const preloadOf = (html: string) =>
  /<link rel="preload" as="image" href="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'");
const bootstrapOf = (html: string) =>
  readPageBootstrap(
    /<script type="application\/json" id="chartbench-bootstrap">([^<]*)<\/script>/.exec(html)?.[1],
  );

describe("issue 20: the Workbench page names its first chart's image", () => {
  let served: DemoPageApp;
  beforeAll(async () => {
    served = await demoPageApp(PAGE);
  });
  afterAll(() => served.close());
  const page = (path: string, headers?: Record<string, string>) => served.page(path, headers);

  it("preloads the address's chart with its temporary style, the same id as the style posted by the page", async () => {
    const html = await page('/?s=MSFT&p=W');
    const bootstrap = bootstrapOf(html);
    expect(bootstrap?.firstChart.imageUrl).toMatch(/^\/c-sc\/sc\/\?s=MSFT&p=W&yr=1&i=t\d+&r=\d+$/);
    expect(preloadOf(html)).toBe(bootstrap?.firstChart.imageUrl);
    expect(bootstrap?.firstChart.companiesInfo.map((entry) => entry.symbol)).toEqual(['MSFT']);
    // The style the workbench would have posted for the same XML is the one already on the page.
    const posted = await served.chartbench.app.request('/stylecache/cache', {
      method: 'POST',
      body: new URLSearchParams({
        cmd: 'createtempstyle',
        xml: bootstrap!.firstChart.xml,
        chartcode: 'null',
      }),
    });
    expect(await posted.text()).toBe(bootstrap?.firstChart.styleId);
  });

  it('keeps a hostile address inside the data block and the attribute', async () => {
    // A compared symbol is kept as typed (upper-cased): the markup reaches the chart's XML and image address.
    const hostile = `/?s=MSFT&p=W&compare=${encodeURIComponent('"></script>')}`;
    const html = await page(hostile);
    const bootstrap = bootstrapOf(html);
    expect(bootstrap).toBeDefined();
    // The query's text is in the chart (as a compared symbol) but never as markup in the page.
    expect(bootstrap?.firstChart.xml).toContain('SCRIPT');
    expect(bootstrap?.firstChart.imageUrl).toContain('compare=');
    expect(html).not.toMatch(/"><\/script>/i);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(preloadOf(html)).toBe(bootstrap?.firstChart.imageUrl);
  });

  it.each([
    ['a saved chart by a', '/?a=5', {}],
    ['a style by i', '/?s=MSFT&i=p1', {}],
    ['an unknown symbol', '/?s=NOSUCHSYMBOL', {}],
    ['a login cookie (a member may start on their default style)', '/', { cookie: 'SCCLogin2=1.2.3.4' }],
  ])('names no chart for %s', async (_name, path, headers) => {
    const html = await page(path, headers);
    expect(html).toBe(PAGE);
  });

  it('escapes every character that could end the element or the attribute', () => {
    const bootstrap: PageBootstrap = {
      firstChart: {
        xml: '</script><!-- \u2028 & "',
        styleId: 't1',
        companiesInfo: [],
        imageUrl: '/c-sc/sc/?s="><img src=x>&r=1',
      },
    };
    const head = firstChartHead(bootstrap);
    expect(head).not.toContain('</script><!--');
    expect(head).not.toContain('"><img');
    expect(bootstrapOf(`${head}`)).toEqual(bootstrap);
    expect(preloadOf(head)).toBe(bootstrap.firstChart.imageUrl);
  });
});
