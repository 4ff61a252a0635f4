import { describe, expect, it } from 'vitest';
import type { OptionExpiration } from '../../model/option-chain';
import {
  breakEvens,
  payoffAtExpiry,
  payoffCurves,
  payoffToday,
  positionGreeks,
  profitRange,
  strategyPosition,
} from './payoff';
import { blackScholes } from './black-scholes';
import { defaultStrategyStrikes, optionStrategy, pickStrategyStrike } from './strategies';

const market = { spot: 100, rate: 0.04, dividendYield: 0, volatility: 0.25 };
const contract = (kind: 'C' | 'P', strike: number, mid: number) => ({
  symbol: `XYZ260116${kind}${String(strike * 1000).padStart(8, '0')}`,
  strikePrice: strike,
  mid,
  impliedVolatility: 0.25,
  inTheMoney: false,
});
const expiration: OptionExpiration = {
  expirationDate: '2026-01-16',
  daysToExpire: 73,
  calls: [
    contract('C', 90, 11.5),
    contract('C', 95, 7.5),
    contract('C', 100, 4),
    contract('C', 105, 2),
    contract('C', 110, 1),
  ],
  puts: [
    contract('P', 90, 1),
    contract('P', 95, 2),
    contract('P', 100, 3.5),
    contract('P', 105, 6.5),
    contract('P', 110, 11),
  ],
};
const position = (id: string, strikes: number[]) => {
  const p = strategyPosition(optionStrategy(id), expiration, strikes, market);
  if (!p) throw new Error('no position');
  return p;
};

describe('strategy payoffs at expiry', () => {
  it.each([
    // strategy, strikes, break-evens, max profit, max loss (per contract of 100 shares)
    ['long-call', [100], [104], 'unlimited', -400],
    ['short-call', [100], [104], 400, 'unlimited'],
    ['long-put', [100], [96.5], 9650, -350],
    ['short-put', [100], [96.5], 350, -9650],
    ['long-straddle', [100], [92.5, 107.5], 'unlimited', -750],
    ['long-strangle', [95, 105], [91, 109], 'unlimited', -400],
    ['bull-call-spread', [95, 105], [100.5], 450, -550],
    ['bear-put-spread', [95, 105], [100.5], 550, -450],
  ] as const)(
    '%s on %j breaks even at %j, makes at most %s and loses at most %s',
    (id, strikes, even, max, min) => {
      const p = position(id, [...strikes]);
      expect(breakEvens(p.legs)).toEqual(even);
      for (const x of even) expect(payoffAtExpiry(p.legs, x)).toBeCloseTo(0, 6);
      expect(profitRange(p.legs)).toEqual({ maxProfit: max, maxLoss: min });
    },
  );

  it('prices each leg at its contract mid and keeps its contract symbol', () => {
    const p = position('long-straddle', [100]);
    expect(p.legs.map((l) => [l.kind, l.side, l.strike, l.premium])).toEqual([
      ['call', 1, 100, 4],
      ['put', 1, 100, 3.5],
    ]);
    expect(p.years).toBeCloseTo(73 / 365, 10);
    expect(p.legs[0]?.contractSymbol).toBe('XYZ260116C00100000');
  });

  it('has no position when a contract is missing or a second strike is not above the first', () => {
    expect(strategyPosition(optionStrategy('long-call'), expiration, [120], market)).toBeNull();
    expect(strategyPosition(optionStrategy('bull-call-spread'), expiration, [105, 95], market)).toBeNull();
    expect(strategyPosition(optionStrategy('long-straddle'), expiration, [95, 100], market)).toBeNull();
  });
});

describe('payoff today', () => {
  it('values each leg with Black-Scholes for the time left', () => {
    const p = position('long-call', [100]);
    const model = blackScholes('call', { ...market, strike: 100, years: 73 / 365, spot: 103 }).price;
    expect(payoffToday(p, market, 103)).toBeCloseTo((model - 4) * 100, 8);
  });

  it('sits above the expiry payoff for a bought straddle (time value left)', () => {
    const p = position('long-straddle', [100]);
    expect(payoffToday(p, market, 100)).toBeGreaterThan(payoffAtExpiry(p.legs, 100));
  });

  it('samples curves across the strikes and the spot with the strikes drawn exactly', () => {
    const p = position('long-strangle', [95, 105]);
    const curves = payoffCurves(p, market);
    expect(curves.prices[0]).toBeCloseTo(71.25, 6);
    expect(curves.prices.at(-1)).toBeCloseTo(131.25, 6);
    expect(curves.prices).toContain(95);
    expect(curves.atExpiry[curves.prices.indexOf(95)]).toBeCloseTo(-400, 6);
    expect(curves.today).toHaveLength(curves.prices.length);
  });
});

describe('positionGreeks', () => {
  it('signs greeks by side and sums them per contract', () => {
    const long = positionGreeks(position('long-call', [100]), market).total;
    const short = positionGreeks(position('short-call', [100]), market).total;
    expect(short.delta).toBeCloseTo(-long.delta, 10);
    const straddle = positionGreeks(position('long-straddle', [100]), market);
    expect(straddle.total.gamma).toBeCloseTo(
      (straddle.legs[0]?.gamma ?? 0) + (straddle.legs[1]?.gamma ?? 0),
      10,
    );
    // A bought at-the-money straddle is near delta-neutral and loses value each day.
    expect(Math.abs(straddle.total.delta)).toBeLessThan(20);
    expect(straddle.total.theta).toBeLessThan(0);
  });
});

describe('strikes', () => {
  const strikes = [90, 95, 100, 105, 110];
  it('opens on the strike nearest the spot, or about 5% either side for two strikes', () => {
    expect(defaultStrategyStrikes(optionStrategy('long-straddle'), strikes, 101)).toEqual([100]);
    expect(defaultStrategyStrikes(optionStrategy('long-strangle'), strikes, 100)).toEqual([95, 105]);
    expect(defaultStrategyStrikes(optionStrategy('bull-call-spread'), [100], 100)).toEqual([]);
  });

  it('moves the other strike when a pick would cross it', () => {
    expect(pickStrategyStrike([95, 105], 0, 105, strikes)).toEqual([105, 110]);
    expect(pickStrategyStrike([95, 105], 1, 95, strikes)).toEqual([90, 95]);
    expect(pickStrategyStrike([95, 105], 1, 90, strikes)).toEqual([95, 105]);
    expect(pickStrategyStrike([100], 0, 105, strikes)).toEqual([105]);
  });

  it('falls back to the straddle for an unknown strategy id', () => {
    expect(optionStrategy('iron-butterfly').id).toBe('long-straddle');
  });
});
