import { describe, expect, it } from 'vitest';
import type { LineNode, PathNode, SceneNode, TextNode } from '../scene/types';
import { paintPayoffChart, renderPayoffChart, type PayoffChartInput } from './paint-payoff';

// A bought straddle at 100 for 7.50: the expiry payoff is a V with its corner at (100, -750).
const prices = Array.from({ length: 61 }, (_, i) => 70 + i);
const input: PayoffChartInput = {
  prices,
  atExpiry: prices.map((x) => (Math.abs(x - 100) - 7.5) * 100),
  today: prices.map((x) => (Math.abs(x - 100) - 7.5) * 100 + 300),
  breakEvens: [92.5, 107.5],
  strikes: [100, 100],
  spot: 101,
  width: 640,
  height: 320,
};

const flat = (nodes: readonly SceneNode[]): SceneNode[] =>
  nodes.flatMap((n) => (n.kind === 'clip' ? [n, ...flat(n.children)] : [n]));
const byRole = (role: string) => flat(paintPayoffChart(input).nodes).filter((n) => n.role === role);

describe('paintPayoffChart', () => {
  it('draws the expiry and today curves through every point, today above expiry for a bought straddle', () => {
    const [expiry] = byRole('payoff-expiry') as PathNode[];
    const [today] = byRole('payoff-today') as PathNode[];
    expect(expiry?.d.match(/[ML]/g)).toHaveLength(61);
    expect(today?.style.dash).toBeTruthy();
    const yAt = (d: string, i: number) => Number(d.split(/[ML]/).filter(Boolean)[i]?.split(' ')[1]);
    expect(yAt(today!.d, 30)).toBeLessThan(yAt(expiry!.d, 30));
    // The corner at the strike is the lowest point of the expiry curve: the largest y on screen.
    const ys = expiry!.d
      .split(/[ML]/)
      .filter(Boolean)
      .map((p) => Number(p.split(' ')[1]));
    expect(ys.indexOf(Math.max(...ys))).toBe(30);
  });

  it('puts the zero line, the break-evens on it and one marker per distinct strike', () => {
    const [zero] = byRole('payoff-zero') as LineNode[];
    const [marks] = byRole('payoff-break-even') as PathNode[];
    expect(marks?.d.match(/M[\d.]+ ([\d.]+)/g)).toHaveLength(2);
    expect(marks?.d).toContain(` ${Math.round(zero!.y1 * 10) / 10}h0`);
    expect((byRole('payoff-break-even-label') as TextNode[]).map((t) => t.text)).toEqual(['92.50', '107.50']);
    const strikes = byRole('payoff-strike') as LineNode[];
    expect(strikes).toHaveLength(1);
    // 100 is halfway along 70..130.
    expect(strikes[0]?.x1).toBeCloseTo(62 + (640 - 12 - 62) / 2, 6);
    expect(byRole('payoff-spot')).toHaveLength(1);
  });

  it('labels the profit axis with round values including zero', () => {
    const labels = (byRole('payoff-value-label') as TextNode[]).map((t) => t.text);
    expect(labels).toContain('0');
    expect(labels.length).toBeGreaterThanOrEqual(3);
  });

  it('writes an SVG document with its title', () => {
    const { svg } = renderPayoffChart({ ...input, title: 'SPY Straddle payoff' });
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('<title>SPY Straddle payoff</title>');
    expect(svg).toContain('data-role="payoff-expiry"');
  });

  it.each([
    [{ width: 10 }, /width/],
    [{ prices: [1], atExpiry: [0], today: [0] }, /2 to 2000 points/],
    [{ today: [0] }, /same length/],
    [{ spot: Number.NaN }, /finite/],
    [{ prices: [...prices].reverse() }, /ascending/],
  ] as const)('refuses %j with a clear error', (change, message) => {
    expect(() => paintPayoffChart({ ...input, ...change })).toThrow(message);
  });
});
