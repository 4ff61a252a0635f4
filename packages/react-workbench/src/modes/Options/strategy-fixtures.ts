import { blackScholes, parseOptionChain } from '@chartbench/core';

const SPOT = 596.3;
const RATE = 0.043;
const VOL = 0.16;

/** A contract priced with Black-Scholes, as the reference backend prices its model chains. */
function contract(kind: 'call' | 'put', strike: number, days: number) {
  const price = blackScholes(kind, {
    spot: SPOT,
    strike,
    years: days / 365,
    rate: RATE,
    dividendYield: 0.012,
    volatility: VOL,
  }).price;
  return {
    Symbol: `SPY${days}${kind === 'call' ? 'C' : 'P'}${String(strike * 1000).padStart(8, '0')}`,
    StrikePrice: strike,
    Mid: Math.round(price * 100) / 100,
    ImpVol: VOL,
  };
}

function expiration(date: string, days: number) {
  const strikes = Array.from({ length: 21 }, (_, i) => 550 + i * 5);
  return {
    ExpirationDate: date,
    DaysToExpire: days,
    Calls: strikes.map((k) => contract('call', k, days)),
    Puts: strikes.map((k) => contract('put', k, days)),
  };
}

/** A model chain of SPY with the underlying it was priced on (test and story fixture). */
export const STRATEGY_CHAIN = parseOptionChain({
  success: true,
  options: {
    Expirations: [expiration('2026-11-27', 2), expiration('2026-12-18', 23), expiration('2027-01-15', 51)],
    LastEarningsDate: '',
    NextEarningsDate: '',
    Underlying: {
      Symbol: 'SPY',
      Last: SPOT,
      HistoricalVolatility: 0.145,
      RiskFreeRate: RATE,
      DividendYield: 0.012,
      Source: 'model',
    },
  },
});
