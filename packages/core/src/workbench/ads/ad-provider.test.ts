import { createFakeClock } from '../testing/fake-ports';
import { adLoadRetryDelay, chartLoadCompleted, createAdLoader, type AdProvider } from './ad-provider';

/** A provider whose script fails the first `failures` times. */
function flakyProvider(failures: number): AdProvider & { loads: number } {
  const provider = {
    loads: 0,
    load() {
      provider.loads += 1;
      return provider.loads <= failures ? Promise.reject(new Error('script')) : Promise.resolve();
    },
    display() {},
  };
  return provider;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('spec 3 §7, §9 the ad provider loader', () => {
  it.each([
    [0, 500],
    [1, 1000],
    [3, 4000],
    [4, null],
  ] as const)('attempt %i waits %s ms (three retries, 500 ms first)', (attempt, delay) => {
    expect(adLoadRetryDelay(attempt)).toBe(delay);
  });

  it('without a provider the slots stay placeholders at once', () => {
    const loader = createAdLoader(null, createFakeClock());
    loader.start();
    expect(loader.getState()).toEqual({ status: 'loaded', data: 'unconfigured' });
  });

  it('shows the ads after a failed try and a retry', async () => {
    const clock = createFakeClock();
    const provider = flakyProvider(1);
    const loader = createAdLoader(provider, clock);
    loader.start();
    expect(loader.getState()).toEqual({ status: 'loading' });
    clock.advance(500);
    await flush();
    expect(loader.getState()).toEqual({ status: 'loading' });
    clock.advance(1000);
    await flush();
    expect(loader.getState()).toEqual({ status: 'loaded', data: 'shown' });
    expect(provider.loads).toBe(2);
  });

  it('fails once the three retries are spent, and a retry starts again from the first try', async () => {
    const clock = createFakeClock();
    const provider = flakyProvider(4);
    const loader = createAdLoader(provider, clock);
    loader.start();
    for (const wait of [500, 1000, 2000, 4000]) {
      clock.advance(wait);
      await flush();
    }
    expect(provider.loads).toBe(4);
    expect(loader.getState()).toEqual({ status: 'failed' });
    loader.retry();
    clock.advance(500);
    await flush();
    expect(loader.getState()).toEqual({ status: 'loaded', data: 'shown' });
  });

  it('a disposed loader ignores a script that loads late, and starts again when asked', async () => {
    const clock = createFakeClock();
    let answer: () => void = () => undefined;
    const provider: AdProvider = { load: () => new Promise((resolve) => (answer = resolve)), display() {} };
    const loader = createAdLoader(provider, clock);
    loader.start();
    clock.advance(500);
    loader.dispose();
    answer();
    await flush();
    expect(loader.getState()).toEqual({ status: 'idle' });
    loader.start();
    clock.advance(500);
    answer();
    await flush();
    expect(loader.getState()).toEqual({ status: 'loaded', data: 'shown' });
  });
});

describe('spec 3 §4, §8 a chart load is complete', () => {
  it.each([
    ['loaded', true],
    ['imageHidden', true],
    ['invalidSymbol', true],
    ['loading', false],
    ['error', false],
  ] as const)('%s: %s', (status, expected) => {
    expect(chartLoadCompleted(status)).toBe(expected);
  });
});
