import { describe, expect, it } from 'vitest';
import { blackScholes, normalCdf } from './black-scholes';

// Reference values: Hull, Options, Futures and Other Derivatives, Example 15.6 (S 42, K 40, r 10%, σ 20%,
// six months: call 4.76, put 0.81) and Example 19.1 (S 49, K 50, r 5%, σ 20%, 20 weeks: call 2.40, delta
// 0.522, gamma 0.066, theta -4.31 a year, vega 12.1, rho 8.91), printed to their precision; and to 1e-4
// from an independent evaluation of the same formulas with an exact erfc.
const hull156 = { spot: 42, strike: 40, years: 0.5, rate: 0.1, dividendYield: 0, volatility: 0.2 };
const hull191 = { spot: 49, strike: 50, years: 0.3846, rate: 0.05, dividendYield: 0, volatility: 0.2 };
const withDividend = {
  spot: 100,
  strike: 95,
  years: 0.25,
  rate: 0.05,
  dividendYield: 0.03,
  volatility: 0.35,
};

describe('blackScholes', () => {
  it("prices Hull's Example 15.6 call and put", () => {
    expect(blackScholes('call', hull156).price).toBeCloseTo(4.76, 2);
    expect(blackScholes('put', hull156).price).toBeCloseTo(0.81, 2);
  });

  it("gives Hull's Example 19.1 greeks (theta a year, vega and rho per unit)", () => {
    const call = blackScholes('call', hull191);
    expect(call.price).toBeCloseTo(2.4, 2);
    expect(call.delta).toBeCloseTo(0.522, 3);
    expect(call.gamma).toBeCloseTo(0.066, 3);
    expect(call.theta * 365).toBeCloseTo(-4.31, 2);
    expect(call.vega * 100).toBeCloseTo(12.1, 1);
    expect(call.rho * 100).toBeCloseTo(8.91, 2);
  });

  it.each([
    ['call', hull156, [4.759422, 0.779131, 0.049963, -0.012491, 0.088134, 0.13982]],
    ['put', hull156, [0.808599, -0.220869, 0.049963, -0.002066, 0.088134, -0.050425]],
    ['call', hull191, [2.400461, 0.521602, 0.065545, -0.011796, 0.121052, 0.089066]],
    ['put', hull191, [2.448147, -0.478398, 0.065545, -0.005077, 0.121052, -0.099572]],
    ['call', withDividend, [9.791827, 0.653872, 0.020809, -0.037161, 0.182082, 0.138988]],
    ['put', withDividend, [4.358913, -0.338656, 0.020809, -0.032467, 0.182082, -0.095561]],
  ] as const)('%s %j is within 1e-4 of the reference', (kind, inputs, expected) => {
    const v = blackScholes(kind, inputs);
    const got = [v.price, v.delta, v.gamma, v.theta, v.vega, v.rho];
    got.forEach((value, i) => expect(Math.abs(value - (expected[i] as number))).toBeLessThan(1e-4));
  });

  it('keeps put-call parity', () => {
    const call = blackScholes('call', withDividend).price;
    const put = blackScholes('put', withDividend).price;
    const { spot, strike, years, rate, dividendYield } = withDividend;
    expect(call - put).toBeCloseTo(
      spot * Math.exp(-dividendYield * years) - strike * Math.exp(-rate * years),
      6,
    );
  });

  it('is worth its intrinsic value at expiry', () => {
    expect(blackScholes('call', { ...hull156, years: 0 })).toMatchObject({ price: 2, delta: 1, gamma: 0 });
    expect(blackScholes('put', { ...hull156, years: 0 })).toMatchObject({ price: 0, delta: -0 });
  });

  it('refuses a spot or strike that is not above zero', () => {
    expect(() => blackScholes('call', { ...hull156, spot: 0 })).toThrow(RangeError);
  });
});

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.841344746],
    [-1.96, 0.024997895],
    [3, 0.998650102],
  ])('N(%d) = %d', (x, p) => expect(Math.abs(normalCdf(x) - p)).toBeLessThan(1e-7));
});
