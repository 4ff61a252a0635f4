import { Hono } from 'hono';
import { buildChartXml, createDefaultChartSettings, readCompositeSymbol } from '@chartbench/core';
import { createSyntheticMarketData } from '../market/index';
import { createRenderPool } from './render-pool';
import { chartRoutes } from './routes';
import { knowsSymbol, symbolData } from './symbol-bars';

const NOW = new Date('2026-03-18T15:00:00Z');
const market = createSyntheticMarketData({ now: () => NOW });
const daily = createDefaultChartSettings();

describe('spec 1 §5.3 composite symbols are read into parts and operators', () => {
  it.each([
    ['IBM:$SPX', { parts: ['IBM', '$SPX'], operators: [':'] }],
    ['aapl-spy', { parts: ['AAPL', 'SPY'], operators: ['-'] }],
    ['A:B-C', { parts: ['A', 'B', 'C'], operators: [':', '-'] }],
  ])('%s', (symbol, expected) => {
    expect(readCompositeSymbol(symbol)).toEqual(expected);
  });

  it.each([['AAPL'], ['@MINE-123'], [':AAPL'], ['AAPL-'], ['A::B']])('%s is not composite', (symbol) => {
    expect(readCompositeSymbol(symbol)).toBeNull();
  });
});

describe('spec 1 §5.3 composite symbols chart from their parts’ bars', () => {
  it('a ratio divides close by close on the dates both parts trade', () => {
    const ratio = symbolData(market, 'IBM:$SPX', daily).bars;
    const ibm = market.getBars('IBM', 'D');
    const spx = market.getBars('$SPX', 'D');
    const last = ratio.close.length - 1;
    const time = ratio.time[last] as number;
    const close = (bars: typeof ibm) => bars.close[bars.time.indexOf(time)] as number;
    expect(ratio.close[last]).toBeCloseTo(close(ibm) / close(spx), 10);
    expect(ratio.close.length).toBeGreaterThan(200);
    for (let i = 0; i < ratio.close.length; i += 1) {
      expect(ratio.high[i]).toBeGreaterThanOrEqual(
        Math.max(ratio.open[i] as number, ratio.close[i] as number),
      );
      expect(ratio.low[i]).toBeLessThanOrEqual(Math.min(ratio.open[i] as number, ratio.close[i] as number));
    }
  });

  it('a difference subtracts, and the legend names the composite', () => {
    const { bars, quote } = symbolData(market, 'AAPL-SPY', daily);
    const aapl = market.getBars('AAPL', 'D');
    const spy = market.getBars('SPY', 'D');
    expect(bars.close.at(-1)).toBeCloseTo((aapl.close.at(-1) as number) - (spy.close.at(-1) as number), 10);
    expect(quote.name).toBe('AAPL-SPY');
  });

  it('is known only when every part is', () => {
    expect(knowsSymbol(market, 'IBM:$SPX')).toBe(true);
    expect(knowsSymbol(market, 'IBM:NOSUCHSYM')).toBe(false);
  });
});

describe('spec 1 §2.2 the chart image of a composite symbol', () => {
  const app = new Hono();
  const styles: Record<string, string> = {};
  const renderPool = createRenderPool();
  afterAll(() => renderPool.close());
  app.route('/', chartRoutes({ market, styleXml: (id) => styles[id], now: () => NOW, renderPool }));
  const get = (path: string) => app.fetch(new Request(`http://localhost${path}`));

  it.each([['IBM:$SPX'], ['AAPL:SPY'], ['AAPL-SPY'], ['_-IBM:$SPX']])(
    'draws %s as the main symbol',
    async (symbol) => {
      const res = await get(`/c-sc/sc/?s=${encodeURIComponent(symbol)}&p=D&yr=1`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(symbol.replace(/^[_-]+/, ''));
    },
  );

  it('answers 404 when a part is unknown', async () => {
    expect((await get('/c-sc/sc/?s=IBM:NOSUCHSYM&p=D')).status).toBe(404);
  });

  it('draws Price Relative of the catalogue’s IBM:$SPX from the ratio’s bars', async () => {
    const settings = {
      ...daily,
      sortedIndicators: [
        {
          ...daily.sortedIndicators[0]!,
          indicatorName: 'priceRelative',
          parameters: 'IBM:$SPX',
          indicatorPosition: 'below' as const,
        },
      ],
    };
    styles.t1 = buildChartXml({ symbol: 'MSFT', settings });
    const svg = await (await get('/c-sc/sc/?s=MSFT&i=t1')).text();
    expect(svg).toContain('Price Relative(IBM:$SPX)');
    expect(svg).not.toContain('which are not available');
  });
});
