/** Inputs of a European option price: spot, strike, years to expiry, rate, dividend yield, volatility. */
export interface OptionInputs {
  readonly spot: number;
  readonly strike: number;
  readonly years: number;
  readonly rate: number;
  readonly dividendYield: number;
  readonly volatility: number;
}

/** Price and greeks of one option. Theta is per calendar day; vega and rho per one percentage point. */
export interface OptionValue {
  readonly price: number;
  readonly delta: number;
  readonly gamma: number;
  readonly theta: number;
  readonly vega: number;
  readonly rho: number;
}

/** The standard normal cumulative distribution (Abramowitz and Stegun 26.2.17, error below 7.5e-8). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const poly =
    t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const tail = normalPdf(x) * poly;
  return x >= 0 ? 1 - tail : tail;
}

/** The standard normal density. */
export function normalPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** Black-Scholes-Merton price and greeks of a European call or put. */
export function blackScholes(kind: 'call' | 'put', o: OptionInputs): OptionValue {
  const t = Math.max(o.years, 1 / 3650);
  const sqrtT = Math.sqrt(t);
  const d1 =
    (Math.log(o.spot / o.strike) + (o.rate - o.dividendYield + 0.5 * o.volatility ** 2) * t) /
    (o.volatility * sqrtT);
  const d2 = d1 - o.volatility * sqrtT;
  const discQ = Math.exp(-o.dividendYield * t);
  const discR = Math.exp(-o.rate * t);
  const gamma = (discQ * normalPdf(d1)) / (o.spot * o.volatility * sqrtT);
  const vega = (o.spot * discQ * normalPdf(d1) * sqrtT) / 100;
  const decay = -(o.spot * discQ * normalPdf(d1) * o.volatility) / (2 * sqrtT);
  if (kind === 'call') {
    return {
      price: o.spot * discQ * normalCdf(d1) - o.strike * discR * normalCdf(d2),
      delta: discQ * normalCdf(d1),
      gamma,
      theta:
        (decay -
          o.rate * o.strike * discR * normalCdf(d2) +
          o.dividendYield * o.spot * discQ * normalCdf(d1)) /
        365,
      vega,
      rho: (o.strike * t * discR * normalCdf(d2)) / 100,
    };
  }
  return {
    price: o.strike * discR * normalCdf(-d2) - o.spot * discQ * normalCdf(-d1),
    delta: -discQ * normalCdf(-d1),
    gamma,
    theta:
      (decay +
        o.rate * o.strike * discR * normalCdf(-d2) -
        o.dividendYield * o.spot * discQ * normalCdf(-d1)) /
      365,
    vega,
    rho: (-o.strike * t * discR * normalCdf(-d2)) / 100,
  };
}

/**
 * The volatility at which the Black-Scholes price equals `price`: Newton steps from `guess` (quick when the
 * price came from a nearby volatility), falling back to bisection; undefined when no volatility reaches it.
 */
export function impliedVolatility(
  kind: 'call' | 'put',
  price: number,
  o: Omit<OptionInputs, 'volatility'>,
  guess = 0.3,
): number | undefined {
  const at = (v: number) => blackScholes(kind, { ...o, volatility: v });
  let v = guess;
  for (let i = 0; i < 8; i++) {
    const value = at(v);
    const diff = value.price - price;
    if (Math.abs(diff) < 1e-6) return v;
    const vega = value.vega * 100;
    if (vega < 1e-8) break;
    v -= diff / vega;
    if (!(v > 0.001 && v < 5)) break;
  }
  let lo = 0.001;
  let hi = 5;
  if (price < at(lo).price - 1e-9 || price > at(hi).price) return undefined;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (at(mid).price < price) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
