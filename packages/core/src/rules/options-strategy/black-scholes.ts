/**
 * Black-Scholes-Merton price and greeks of European calls and puts, the model of the built-in options analysis
 * (issue 17 item 5). Theta is per calendar day; vega and rho per one percentage point, as option data quotes them.
 */

/** Whether an option is a call or a put. */
export type OptionKind = 'call' | 'put';

/** What a European option is priced from: spot, strike, years to expiry, rate, dividend yield, volatility. */
export interface BlackScholesInputs {
  readonly spot: number;
  readonly strike: number;
  /** Years to expiry; at or below zero the option is worth its intrinsic value. */
  readonly years: number;
  /** Continuously compounded risk-free rate, 0.05 for 5%. */
  readonly rate: number;
  /** Continuous dividend yield, 0.02 for 2%. */
  readonly dividendYield: number;
  /** Annual volatility, 0.2 for 20%. */
  readonly volatility: number;
}

/** Price and greeks of one option on one share. */
export interface OptionGreeks {
  readonly price: number;
  readonly delta: number;
  readonly gamma: number;
  /** Change of the price per calendar day. */
  readonly theta: number;
  /** Change of the price per volatility point (1%). */
  readonly vega: number;
  /** Change of the price per rate point (1%). */
  readonly rho: number;
}

/** The standard normal density. */
export function normalPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/**
 * The standard normal cumulative distribution, from the complementary error function (W. J. Cody's rational
 * Chebyshev fit as given in Numerical Recipes' erfc, relative error below 1.2e-7).
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const erfc =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

const intrinsic = (kind: OptionKind, spot: number, strike: number) =>
  kind === 'call' ? Math.max(0, spot - strike) : Math.max(0, strike - spot);

/**
 * The Black-Scholes-Merton price and greeks of a European option. At expiry (years ≤ 0) or with no volatility
 * the price is the (discounted) intrinsic value and the greeks are those of the exercised position.
 *
 * @example blackScholes('call', { spot: 42, strike: 40, years: 0.5, rate: 0.1, dividendYield: 0, volatility: 0.2 }).price // 4.7594
 */
export function blackScholes(kind: OptionKind, o: BlackScholesInputs): OptionGreeks {
  if (!(o.spot > 0) || !(o.strike > 0))
    throw new RangeError('blackScholes: spot and strike must be above zero');
  if (!(o.years > 0) || !(o.volatility > 0)) {
    const value = intrinsic(kind, o.spot, o.strike);
    const inside = value > 0 ? 1 : 0;
    return { price: value, delta: kind === 'call' ? inside : -inside, gamma: 0, theta: 0, vega: 0, rho: 0 };
  }
  const t = o.years;
  const sqrtT = Math.sqrt(t);
  const d1 =
    (Math.log(o.spot / o.strike) + (o.rate - o.dividendYield + 0.5 * o.volatility ** 2) * t) /
    (o.volatility * sqrtT);
  const d2 = d1 - o.volatility * sqrtT;
  const discQ = Math.exp(-o.dividendYield * t);
  const discR = Math.exp(-o.rate * t);
  const density = normalPdf(d1);
  const gamma = (discQ * density) / (o.spot * o.volatility * sqrtT);
  const vega = (o.spot * discQ * density * sqrtT) / 100;
  const decay = -(o.spot * discQ * density * o.volatility) / (2 * sqrtT);
  const sign = kind === 'call' ? 1 : -1;
  const nd1 = normalCdf(sign * d1);
  const nd2 = normalCdf(sign * d2);
  return {
    price: sign * (o.spot * discQ * nd1 - o.strike * discR * nd2),
    delta: sign * discQ * nd1,
    gamma,
    theta:
      (decay - sign * o.rate * o.strike * discR * nd2 + sign * o.dividendYield * o.spot * discQ * nd1) / 365,
    vega,
    rho: (sign * o.strike * t * discR * nd2) / 100,
  };
}
