import { createSampleBars } from '../sample-bars';
import { timeTicks } from './time-ticks';

describe('date axis labels', () => {
  it('labels months on a one-year daily chart, with the year at January', () => {
    const bars = createSampleBars({ seed: 1, count: 300 });
    const ticks = timeTicks(bars.time, 3);
    const labels = ticks.map((t) => t.label);
    expect(labels).toContain('2025');
    expect(labels).toContain('Jun');
    expect(ticks.find((t) => t.label === '2025')?.major).toBe(true);
  });

  it('labels years on a ten-year chart', () => {
    const bars = createSampleBars({ seed: 1, count: 2600 });
    const labels = timeTicks(bars.time, 0.33).map((t) => t.label);
    expect(labels.every((l) => /^\d{4}$/.test(l))).toBe(true);
    expect(labels.length).toBeGreaterThan(3);
  });

  it('labels hours on an intraday chart, with the date at each new day', () => {
    const bars = createSampleBars({
      seed: 1,
      count: 400,
      periodMs: 300_000,
      endTime: Date.UTC(2025, 5, 4, 20),
    });
    const ticks = timeTicks(bars.time, 5);
    expect(ticks.some((t) => /^\d{1,2}:00$/.test(t.label))).toBe(true);
    expect(ticks.some((t) => t.major && /^[A-Z][a-z]{2} \d{1,2}$/.test(t.label))).toBe(true);
  });

  it('gives nothing for fewer than two bars', () => {
    expect(timeTicks([1], 5)).toEqual([]);
  });
});
