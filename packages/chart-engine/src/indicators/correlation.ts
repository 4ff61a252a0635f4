import {
  checkCount,
  defineCustomIndicator,
  period,
  readNumber,
  readSymbol,
  requireSymbolBars,
} from './parameters';
import { nanArray } from './primitives/arrays';
import { alignedClose } from './primitives/align';

/**
 * Pearson correlation coefficient of two price series over `period` bars (ChartSchool "Correlation
 * Coefficient": price levels, not returns). Sums run on values shifted by their first value, so large prices
 * keep their precision; windows holding a NaN in either series are NaN.
 */
export function calculateCorrelation(a: Float64Array, b: Float64Array, length: number): Float64Array {
  const n = a.length;
  const out = nanArray(n);
  let anchorA = NaN;
  let anchorB = NaN;
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  let invalid = 0;
  for (let i = 0; i < n; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== x || y !== y) invalid++;
    else {
      if (anchorA !== anchorA) {
        anchorA = x;
        anchorB = y;
      }
      const dx = x - anchorA;
      const dy = y - anchorB;
      sa += dx;
      sb += dy;
      saa += dx * dx;
      sbb += dy * dy;
      sab += dx * dy;
    }
    if (i >= length) {
      const ox = a[i - length]!;
      const oy = b[i - length]!;
      if (ox !== ox || oy !== oy) invalid--;
      else {
        const dx = ox - anchorA;
        const dy = oy - anchorB;
        sa -= dx;
        sb -= dy;
        saa -= dx * dx;
        sbb -= dy * dy;
        sab -= dx * dy;
      }
    }
    if (i >= length - 1 && invalid === 0) {
      const covariance = length * sab - sa * sb;
      const variance = (length * saa - sa * sa) * (length * sbb - sb * sb);
      out[i] = variance > 0 ? covariance / Math.sqrt(variance) : NaN;
    }
  }
  return out;
}

/** Correlation indicator: the main close against another symbol's, default $SPX,20. */
export const correlationIndicator = defineCustomIndicator({
  id: 'correlation',
  label: 'Correlation',
  parse: (tokens, label) => {
    checkCount(label, tokens, 2);
    return {
      symbol: readSymbol(label, 'symbol', tokens[0], '$SPX'),
      period: readNumber(label, period('period', 20, 2), tokens[1]),
    };
  },
  calculate: (p, bars, context) => ({
    correlation: calculateCorrelation(
      bars.close,
      alignedClose(bars, requireSymbolBars('Correlation', p.symbol, context)),
      p.period,
    ),
  }),
});
