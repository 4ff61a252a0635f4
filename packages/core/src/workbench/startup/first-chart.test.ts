import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../rules/index';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakeNavigation, createFakePorts, settle } from '../testing/fake-ports';
import { shownFirstChart, visitorFirstChart, visitorFirstChartImage } from './first-chart';

/** What a visitor's store posts and draws first at `search`, its lookups answered with `exchange`. */
async function storeFirstChart(search: string, exchange: string) {
  const ports = { ...createFakePorts(), navigation: createFakeNavigation(search) };
  const posted: string[] = [];
  const createTempStyle = ports.api.createTempStyle.bind(ports.api);
  ports.api.createTempStyle = (xml) => {
    posted.push(xml);
    return createTempStyle(xml);
  };
  const workbench = createWorkbench(ports);
  workbench.actions.start();
  // A crypto symbol's period switch is a second load with its own lookup: answer each one.
  for (let round = 0; round < 3; round++) {
    await settle();
    for (const lookup of ports.api.lookups.splice(0))
      lookup.resolve(lookup.symbols.map((symbol) => companyInfo(symbol, { exchange })));
  }
  await settle();
  return {
    today: toIsoDate(new Date(ports.clock.now())),
    xml: posted.at(-1),
    image: ports.api.imageRequests.at(-1),
    lookups: ports.api.calls,
  };
}

describe("issue 20: a page server finds a visitor's first chart as the store does", () => {
  it.each([
    ['no address: the default chart', '', 'NASDAQ'],
    ['an address chart', '?s=MSFT&p=W&yr=2', 'NASDAQ'],
    ["a crypto symbol on a period crypto has not: the store's period switch", '?s=BTCUSD&p=1', 'Coinbase'],
    ['a composite symbol', '?s=IBM:$SPX', 'NYSE'],
  ])('%s: the same XML and image request', async (_name, search, exchange) => {
    const store = await storeFirstChart(search, exchange);
    const first = visitorFirstChart(search, store.today);
    expect(first).not.toBeNull();
    const image = visitorFirstChartImage(
      first!.chart,
      companyInfo('X', { exchange }).companyInfo,
      store.today,
    );
    expect(store.xml).toBe(image.xml);
    expect(store.image).toMatchObject({ symbol: image.symbol, settings: image.settings });
  });

  it('names the symbols the lookup asks for, each part of a composite', () => {
    expect(visitorFirstChart('?s=IBM:$SPX', '2026-11-28')?.lookupSymbols).toEqual(['IBM', '$SPX']);
    expect(visitorFirstChart('', '2026-11-28')?.lookupSymbols).toEqual(['AAPL']);
  });

  it.each([
    ['a saved chart', '?a=12'],
    ['a style', '?s=MSFT&i=p5'],
  ])(
    'has no first chart to name when the address asks for %s (the store fetches it first)',
    (_name, search) => {
      expect(visitorFirstChart(search, '2026-11-28')).toBeNull();
    },
  );
});

describe('issue 20: the first chart a server-rendered page shows', () => {
  const TODAY = '2026-11-28';
  const page = (imageUrl: string, ...symbols: string[]) => ({
    imageUrl,
    companiesInfo: symbols.map((symbol) =>
      companyInfo(symbol, { exchange: symbol === 'BTCUSD' ? 'Coinbase' : 'NYSE' }),
    ),
  });

  it("is the address's chart as the store loads it, with the page's image and the lead symbol's information", () => {
    const shown = shownFirstChart('?s=IBM:$SPX&p=W', TODAY, page('/c-sc/sc/?s=IBM:$SPX&r=1', '$SPX', 'IBM'));
    const first = visitorFirstChart('?s=IBM:$SPX&p=W', TODAY)!;
    expect(shown).toEqual({
      symbol: 'IBM:$SPX',
      settings: visitorFirstChartImage(first.chart, companyInfo('IBM').companyInfo, TODAY).settings,
      companyInfo: companyInfo('IBM', { exchange: 'NYSE' }).companyInfo,
      imageUrl: '/c-sc/sc/?s=IBM:$SPX&r=1',
    });
    expect(shown?.settings.period).toBe('W');
  });

  it("applies a crypto symbol's period switch, as the image the server drew did", () => {
    expect(
      shownFirstChart('?s=BTCUSD&p=1', TODAY, page('/c-sc/sc/?s=BTCUSD', 'BTCUSD'))?.settings.period,
    ).toBe(
      visitorFirstChartImage(
        visitorFirstChart('?s=BTCUSD&p=1', TODAY)!.chart,
        companyInfo('BTCUSD', { exchange: 'Coinbase' }).companyInfo,
        TODAY,
      ).settings.period,
    );
  });

  it('is none when the start-up fetches first, or the page lacks the lead symbol', () => {
    expect(shownFirstChart('?a=12', TODAY, page('/c-sc/sc/?s=AAPL', 'AAPL'))).toBeNull();
    expect(shownFirstChart('?s=MSFT', TODAY, page('/c-sc/sc/?s=MSFT', 'AAPL'))).toBeNull();
  });

  it('a store created with it holds that chart and its image in its first state, and its start-up loads the same chart', async () => {
    const search = '?s=MSFT&p=W';
    const ports = { ...createFakePorts(), navigation: createFakeNavigation(search) };
    const today = toIsoDate(new Date(ports.clock.now()));
    const shown = shownFirstChart(search, today, page('/c-sc/sc/?s=MSFT&p=W&r=7', 'MSFT'))!;
    const workbench = createWorkbench(ports, { shownChart: shown, preferencesAfterStart: true });
    expect(workbench.getState().chart).toMatchObject({
      symbol: 'MSFT',
      status: 'loading',
      requestId: 0,
      imageUrl: '/c-sc/sc/?s=MSFT&p=W&r=7',
      companyInfo: shown.companyInfo,
    });
    expect(ports.api.calls).toEqual([]);
    workbench.actions.start();
    await settle();
    for (const lookup of ports.api.lookups.splice(0))
      lookup.resolve(lookup.symbols.map((symbol) => companyInfo(symbol, { exchange: 'NYSE' })));
    await settle();
    // The same chart: the image asked for is the shown one's symbol and settings.
    expect(ports.api.imageRequests.at(-1)).toMatchObject({ symbol: 'MSFT', settings: shown.settings });
    expect(workbench.getState().chart).toMatchObject({ symbol: 'MSFT', status: 'loading', requestId: 1 });
    workbench.dispose();
  });
});
