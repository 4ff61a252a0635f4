import { parseEarningsRows } from '@chartbench/core';
import { earningsSvg, sctrHistorySvg } from './summaryCharts';

describe('spec 3 §2.6 Symbol Summary charts drawn with chart-engine', () => {
  it('draws SCTR history on a fixed 0-100 axis, clamping values outside it', () => {
    const svg = sctrHistorySvg(
      [
        { date: '2024-01-02', value: 20 },
        { date: '2024-02-01', value: 140 },
        { date: '2024-03-01', value: -5 },
      ],
      200,
      100,
    );
    for (const label of ['0', '25', '50', '75', '100']) expect(svg).toContain(`>${label}</text>`);
    const path = /data-role="sctr" d="([^"]+)"/.exec(svg)?.[1] ?? '';
    const ys = [...path.matchAll(/[ML][\d.]+,([\d.]+)/g)].map((m) => Number(m[1]));
    expect(ys).toEqual([12 + 64 * 0.8, 12, 12 + 64]);
    expect(svg).toContain('<title>SCTR history on a 0 to 100 scale</title>');
  });

  it('draws no line without history', () => {
    expect(sctrHistorySvg([])).not.toContain('data-role="sctr"');
  });

  it('draws an actual and an estimate bar per period, a negative value below zero', () => {
    const rows = parseEarningsRows([
      { fiscalPeriod: '2024 Q1', actualEps: 1.5, estimatedEps: 1.4 },
      { fiscalPeriod: '2024 Q2', actualEps: -0.5 },
    ]);
    const svg = earningsSvg(rows, 'eps', 300, 100);
    expect(svg.match(/data-role="actual"/g)).toHaveLength(2);
    expect(svg.match(/data-role="estimate"/g)).toHaveLength(1);
    expect(svg).toContain('>2024 Q2</text>');
  });
});
