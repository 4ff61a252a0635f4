import { describe, expect, it } from 'vitest';
import { parseOptionChain, type OptionChain } from '../../model/option-chain';
import { analyseStrategy, chainSourceNote, formatProfit, legLabel } from './analysis';

const contract = (kind: 'C' | 'P', strike: number, mid: number) => ({
  Symbol: `SPY26${kind}${strike}`,
  StrikePrice: strike,
  Mid: mid,
  ImpVol: 0.2,
});
const expiration = (date: string, days: number) => ({
  ExpirationDate: date,
  DaysToExpire: days,
  Calls: [contract('C', 95, 7), contract('C', 100, 4), contract('C', 105, 2)],
  Puts: [contract('P', 95, 2), contract('P', 100, 3.5), contract('P', 105, 6.5)],
});
const underlying = {
  Symbol: 'SPY',
  Last: 100.4,
  HistoricalVolatility: 0.18,
  RiskFreeRate: 0.04,
  DividendYield: 0.01,
  Source: 'model',
};
const chainWith = (options: Record<string, unknown>): OptionChain =>
  parseOptionChain({
    success: true,
    options: { Expirations: [expiration('2026-11-27', 2), expiration('2026-12-18', 23)], ...options },
  });
const chain = chainWith({ Underlying: underlying });

describe('analyseStrategy', () => {
  it('opens a straddle at the strike nearest the spot on the first expiration two weeks out', () => {
    const view = analyseStrategy(chain, { strategyId: 'long-straddle', expirationDate: null, strikes: null });
    if (view.status !== 'ready') throw new Error(view.message);
    expect(view.expiration.expirationDate).toBe('2026-12-18');
    expect(view.strikes).toEqual([100]);
    expect(view.breakEvens).toEqual([92.5, 107.5]);
    expect(view.range).toEqual({ maxProfit: 'unlimited', maxLoss: -750 });
    expect(view.market).toEqual({ spot: 100.4, rate: 0.04, dividendYield: 0.01, volatility: 0.18 });
    expect(view.greeks.legs).toHaveLength(2);
  });

  it('keeps a fitting pick and replaces one that does not fit the strategy', () => {
    const kept = analyseStrategy(chain, {
      strategyId: 'bull-call-spread',
      expirationDate: '2026-11-27',
      strikes: [95, 105],
    });
    expect(kept).toMatchObject({
      status: 'ready',
      strikes: [95, 105],
      expiration: { expirationDate: '2026-11-27' },
    });
    const replaced = analyseStrategy(chain, {
      strategyId: 'bull-call-spread',
      expirationDate: 'gone',
      strikes: [100],
    });
    expect(replaced).toMatchObject({
      status: 'ready',
      strikes: [95, 105],
      expiration: { expirationDate: '2026-12-18' },
    });
  });

  it('says why without the underlying price or expirations', () => {
    expect(
      analyseStrategy(chainWith({}), { strategyId: 'long-call', expirationDate: null, strikes: null }),
    ).toEqual({
      status: 'unavailable',
      message: 'The option chain does not give the underlying price to analyse it.',
    });
    const empty = parseOptionChain({ success: true, options: { Expirations: [], Underlying: underlying } });
    expect(
      analyseStrategy(empty, { strategyId: 'long-call', expirationDate: null, strikes: null }),
    ).toMatchObject({
      status: 'unavailable',
    });
  });
});

describe('view text', () => {
  it.each([
    [1250, '$1,250.00'],
    [-750, '-$750.00'],
    [-0.001, '$0.00'],
    ['unlimited', 'Unlimited'],
  ] as const)('formatProfit(%j) is %s', (value, text) => expect(formatProfit(value)).toBe(text));

  it('names legs and says where a model chain came from', () => {
    expect(legLabel({ kind: 'put', side: -1, strike: 95.5 })).toBe('Short Put 95.5');
    expect(chainSourceNote(chain)).toBe(
      "No options feed: this chain is derived from SPY's own daily bars, with strikes around the last close (100.40) and implied volatility from its 18.0% historical volatility.",
    );
    expect(chainSourceNote(chainWith({}))).toBe('');
  });
});
