import { defineCustomIndicator, parameterError } from './parameters';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Horizontal Line overlay: one constant line per level of a comma list (`line1`, `line2`...); blank draws none. */
export const horizontalLineIndicator = defineCustomIndicator({
  id: 'horizontalLine',
  label: 'Horizontal Line',
  parse: (tokens, label) => {
    const levels = tokens
      .filter((token) => token !== '')
      .map((token) => {
        if (!NUMBER.test(token)) throw parameterError(label, `level "${token}" is not a number`);
        return Number(token);
      });
    return { levels };
  },
  calculate: (p, bars) => {
    const out: Record<string, Float64Array> = {};
    p.levels.forEach((level, index) => {
      out[`line${index + 1}`] = new Float64Array(bars.close.length).fill(level);
    });
    return out;
  },
});
