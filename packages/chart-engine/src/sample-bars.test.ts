import { createSampleBars, SAMPLE_END_TIME } from './sample-bars';

describe('createSampleBars', () => {
  it('gives the same bars for the same seed and different bars for another seed', () => {
    expect(createSampleBars({ seed: 42, count: 50 })).toEqual(createSampleBars({ seed: 42, count: 50 }));
    expect(createSampleBars({ seed: 43, count: 50 }).close).not.toEqual(
      createSampleBars({ seed: 42, count: 50 }).close,
    );
  });

  it('makes weekday daily bars ending at the end time, with consistent OHLC', () => {
    const bars = createSampleBars({ seed: 1, count: 300 });
    expect(bars.time.at(-1)).toBe(SAMPLE_END_TIME);
    for (let i = 0; i < 300; i++) {
      const day = new Date(bars.time[i] as number).getUTCDay();
      expect(day).not.toBe(0);
      expect(day).not.toBe(6);
      expect(bars.high[i]).toBeGreaterThanOrEqual(Math.max(bars.open[i] as number, bars.close[i] as number));
      expect(bars.low[i]).toBeLessThanOrEqual(Math.min(bars.open[i] as number, bars.close[i] as number));
      expect(bars.volume[i]).toBeGreaterThan(0);
      if (i > 0) expect(bars.time[i]).toBeGreaterThan(bars.time[i - 1] as number);
    }
  });

  it('spaces intraday bars by the period', () => {
    const bars = createSampleBars({
      seed: 1,
      count: 10,
      periodMs: 300_000,
      endTime: Date.UTC(2025, 5, 4, 15),
    });
    expect((bars.time[9] as number) - (bars.time[8] as number)).toBe(300_000);
  });

  it.each([
    [{ seed: 1, count: -1 }, /count must be a whole number/],
    [{ seed: 1, count: 2.5 }, /count must be a whole number/],
    [{ seed: 1, count: 2, periodMs: 0 }, /periodMs must be a positive number/],
    [{ seed: 1, count: 2, endTime: Number.NaN }, /endTime must be a finite time/],
  ])('rejects %o', (options, message) => {
    expect(() => createSampleBars(options)).toThrow(message);
  });
});
