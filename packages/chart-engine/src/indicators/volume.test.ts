import { calculateIndicator } from './calculate';
import { barsOf } from './testing/fixtures';

describe('indicator-catalogue Volume', () => {
  it('copies the volumes and colours each by close versus the previous close (the first by its open)', () => {
    const bars = barsOf({ open: [10, 10, 10, 10], close: [11, 10, 10, 12], volume: [5, 6, 7, 8] });
    const { volume, direction } = calculateIndicator('volume', '', bars);
    expect(Array.from(volume!)).toEqual([5, 6, 7, 8]);
    expect(Array.from(direction!)).toEqual([1, -1, 1, 1]);
    expect(volume).not.toBe(bars.volume);
  });

  it('takes no parameters', () => {
    expect(() => calculateIndicator('volume', '5', bars1())).toThrow(
      'Invalid parameters for Volume: expected at most 0 parameters (got 1)',
    );
  });
});

function bars1() {
  return barsOf({ close: [1] });
}
