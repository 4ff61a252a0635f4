import {
  parseAccountLimits,
  parseAdvancedAlerts,
  parseChartLists,
  parseChartStyles,
  parseCompaniesInfo,
  parseMember,
  parsePredefinedAlerts,
  parsePriceAlerts,
  parseSampleChartStyles,
  parseSavedCharts,
} from '@chartbench/core';
import { startTestServer, type Caller, type TestServer } from './harness';

let env: TestServer;
let pro: Caller;
beforeAll(async () => {
  env = await startTestServer();
  pro = await env.loginAs('pro@example.com');
});
afterAll(() => env.close());

describe('the server’s replies read cleanly with core’s model parsers (nothing skipped)', () => {
  it('member, with the Pro part of the login cookie', async () => {
    const { member } = await pro.client.getMember({});
    const { loginCookie } = await pro.client.loginMember({});
    expect(parseMember(member, { loginCookie })).toMatchObject({
      chartCode: 1004,
      memberType: 'PRO',
      isPro: true,
      email: 'pro@example.com',
    });
  });

  it('chart lists, read-only first, framework lists flagged', async () => {
    const parsed = parseChartLists((await pro.client.getChartLists({})).chartLists);
    expect(parsed.skipped).toBe(0);
    expect(parsed.items[0]?.isReadOnly).toBe(true);
    expect(parsed.items.some((list) => list.isFrameworkChartList)).toBe(true);
  });

  it('saved charts', async () => {
    const lists = (await pro.client.getChartLists({})).chartLists;
    for (const list of lists) {
      const parsed = parseSavedCharts((await pro.client.getFavorites({ listnum: list.listNum })).favorites);
      expect(parsed.skipped).toBe(0);
      expect(parsed.items.length).toBeGreaterThan(0);
    }
  });

  it('chart styles with their buttons', async () => {
    const parsed = parseChartStyles((await pro.client.getChartStyles({})).chartStyles);
    expect(parsed.skipped).toBe(0);
    expect(parsed.items.filter((style) => style.buttonIndex >= 0)).toHaveLength(2);
  });

  it('price, advanced and predefined alerts', async () => {
    const price = parsePriceAlerts((await pro.client.getPriceAlerts({})).priceAlerts);
    expect(price.skipped).toBe(0);
    expect(price.items.length).toBe(2);
    const advanced = parseAdvancedAlerts(await pro.client.getAlertSummary());
    expect(advanced.skipped).toBe(0);
    expect(advanced.items.length).toBe(2);
    const predefined = parsePredefinedAlerts((await pro.client.getAllPredefinedAlerts({})).predefinedAlerts);
    expect(predefined.skipped).toBe(0);
  });

  it('spec 3 §2.4 price alerts: the server’s alertPrice and price fill Last Price and Delta', async () => {
    const { priceAlert } = await pro.client.addPriceAlert({
      symbol: 'IBM',
      alertPrice: '1.23',
      alertDirection: 'U',
      notificationType: 4,
    });
    const { items } = parsePriceAlerts((await pro.client.getPriceAlerts({})).priceAlerts);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.price).toEqual(expect.any(Number));
      expect(item.delta).toBeCloseTo(item.alertPrice - (item.price ?? Number.NaN), 2);
    }
    const added = items.find((item) => item.recid === priceAlert.recid);
    expect(added).toMatchObject({ symbol: 'IBM', alertPrice: 1.23, price: priceAlert.price });
    expect(added?.price).not.toBe(1.23);
    await pro.client.deletePriceAlert({ recid: priceAlert.recid });
  });

  it('member type limits, sample styles and companies info', async () => {
    expect(parseAccountLimits(await pro.client.getMemberTypes()).isKnown).toBe(true);
    const samples = parseSampleChartStyles(await pro.client.getSampleChartStyles());
    expect(samples.groups.map((group) => group.title)).toEqual(['Basic Charts', 'Momentum', 'Trend']);
    expect(parseCompaniesInfo(await pro.client.getCompaniesInfo(['AAPL', '$SPX'])).items).toHaveLength(2);
  });
});
