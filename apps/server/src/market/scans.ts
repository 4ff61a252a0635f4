import type { Bars } from '@chartbench/core';
import type { Technicals } from './technicals';

/** A predefined scan a symbol appears in (spec 3 §3). */
export interface PredefinedScan {
  readonly title: string;
  readonly link: string;
}

const scan = (id: string, title: string): PredefinedScan => ({
  title,
  link: `/def/servlet/SC.scan?s=I.Y|${id}`,
});

/**
 * The predefined scans whose condition the latest daily bar meets: new highs and lows, RSI extremes, trend
 * strength, moving-average position and a recent golden or death cross.
 */
export function predefinedScansOf(bars: Bars, tech: Technicals): PredefinedScan[] {
  const n = bars.close.length;
  if (n < 2) return [];
  const close = bars.close[n - 1] ?? 0;
  const scans: PredefinedScan[] = [];
  let high = -Infinity;
  let low = Infinity;
  for (let i = Math.max(0, n - 253); i < n - 1; i++) {
    high = Math.max(high, bars.high[i] ?? high);
    low = Math.min(low, bars.low[i] ?? low);
  }
  if ((bars.high[n - 1] ?? 0) > high) scans.push(scan('NEW52WEEKHIGH', 'New 52-week Highs'));
  if ((bars.low[n - 1] ?? 0) < low) scans.push(scan('NEW52WEEKLOW', 'New 52-week Lows'));
  if (tech.rsi > 70) scans.push(scan('RSIOVERBOUGHT', 'Overbought with a Declining RSI'));
  if (tech.rsi < 30) scans.push(scan('RSIOVERSOLD', 'Oversold with an Improving RSI'));
  if (tech.adx > 25 && tech.plusDi > tech.minusDi) scans.push(scan('ADXUPTREND', 'Strong Uptrends (ADX)'));
  if (tech.adx > 25 && tech.minusDi > tech.plusDi)
    scans.push(scan('ADXDOWNTREND', 'Strong Downtrends (ADX)'));
  if (close > tech.sma50 && tech.sma50 > tech.sma200)
    scans.push(scan('ABOVE50AND200', 'Price above the 50 and 200-day SMAs'));
  if (close < tech.sma50 && tech.sma50 < tech.sma200)
    scans.push(scan('BELOW50AND200', 'Price below the 50 and 200-day SMAs'));
  return scans;
}
