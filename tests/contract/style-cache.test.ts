import { buildChartXml, createDefaultChartSettings, parseChartXml } from '@chartbench/core';
import { startTestServer, type Caller, type TestServer } from './harness';

let env: TestServer;
let pro: Caller;
let visitor: Caller;
beforeAll(async () => {
  env = await startTestServer();
  pro = await env.loginAs('pro@example.com');
  visitor = env.visitor();
});
afterAll(() => env.close());

const xml = buildChartXml({
  symbol: 'AAPL',
  settings: { ...createDefaultChartSettings(), chartType: 'candle', period: 'W' },
});

describe('spec 2 §7 style cache', () => {
  it('stores a temporary style and serves its XML back', async () => {
    const id = await visitor.client.createTempStyle(xml);
    expect(id).toMatch(/^t\d+$/);
    const stored = await visitor.client.getStyleXml(id);
    expect(stored).toBe(xml.trim());
    expect(parseChartXml(stored).settings.period).toBe('W');
  });

  it('issue 20: the same XML from two visitors is one temporary style, so its chart is one image address', async () => {
    const other = buildChartXml({
      symbol: 'MSFT',
      settings: { ...createDefaultChartSettings(), chartType: 'line', period: 'M' },
    });
    // Two separate visitors: each client keeps its own ids by XML, the server is what is tested here.
    const first = await env.visitor().client.createTempStyle(other);
    const second = await env.visitor().client.createTempStyle(other);
    expect(second).toBe(first);
    await expect(env.visitor().client.getStyleXml(second)).resolves.toBe(other.trim());
    const different = await env.visitor().client.createTempStyle(xml.replace('AAPL', 'IBM'));
    expect(different).not.toBe(first);
  });

  it('spec 3 §7: turns a temporary id into a permanent id with the same XML', async () => {
    const temp = await visitor.client.createTempStyle(`${xml}\n`);
    // Making a style permanent needs a login (issue #14); a visitor's temporary style can be kept by a member.
    const permanent = await pro.client.makeStylePermanent(temp);
    expect(permanent).toMatch(/^p\d+$/);
    await expect(visitor.client.getStyleXml(permanent)).resolves.toBe(xml.trim());
    await expect(visitor.client.makeStylePermanent(permanent)).resolves.toBe(permanent);
  });

  it('id 0 means p0, the default style', async () => {
    const byZero = await visitor.client.getStyleXml('0');
    expect(byZero).toContain('<sharpchart');
    await expect(visitor.client.getStyleXml('p0')).resolves.toBe(byZero);
  });

  it.each([
    ['XML that is not a chart', '<html></html>'],
    ['broken XML', '<sharpchart'],
  ])('refuses %s with the parser reason', async (_case, body) => {
    await expect(visitor.client.createTempStyle(body)).rejects.toMatchObject({
      call: 'createStyle',
      status: 400,
      serverMessage: expect.stringMatching(/^The chart XML is not valid: /),
    });
  });

  it('refuses a permanent style to a visitor, grants it to a member', async () => {
    await expect(visitor.client.createPermanentStyle(xml)).rejects.toMatchObject({
      status: 401,
      serverMessage: 'You must be logged in to save a permanent style.',
    });
    await expect(pro.client.createPermanentStyle(xml)).resolves.toMatch(/^p\d+$/);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await expect(visitor.client.getStyleXml('p987654')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'There is no style with id p987654.',
    });
    await expect(pro.client.makeStylePermanent('t987654')).rejects.toMatchObject({
      status: 400,
      serverMessage: 'There is no style with id t987654.',
    });
    const response = await visitor.fetch('/stylecache/cache?id=x1');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('id must be a style cache id such as p1234');
  });
});

describe('spec 2 §7 sample chart styles', () => {
  it('serves groups keyed by style id, some members-only, each with XML in the style cache', async () => {
    const catalogue = await visitor.client.getSampleChartStyles();
    const entries = Object.values(catalogue).flatMap((group) => Object.entries(group));
    expect(Object.keys(catalogue).length).toBeGreaterThanOrEqual(3);
    expect(entries.some(([, style]) => style.membersOnly)).toBe(true);
    expect(entries.some(([, style]) => !style.membersOnly)).toBe(true);
    for (const [id, style] of entries) {
      expect(style.pcode).toBe(id);
      const stored = await visitor.client.getStyleXml(id);
      expect(parseChartXml(stored).symbol).toBe(style.symbol);
    }
  });
});
