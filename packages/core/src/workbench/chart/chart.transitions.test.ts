import { describe, expect, it } from 'vitest';
import { createDefaultChartSettings } from '../../model/index';
import {
  completeImage,
  createChartState,
  failImage,
  isServedChartImage,
  requestChart,
  resolveSymbol,
  timeOutImage,
} from './chart.transitions';

const settings = createDefaultChartSettings();
const start = () => createChartState('AAPL', settings);
const request = (symbol: string, symbolIsValid = true) => ({
  symbol,
  settings,
  symbolIsValid,
  requestedAt: 1000,
});

describe('spec 2 §4 chart loading: transitions', () => {
  it('a new request supersedes the last one and asks for a symbol lookup', () => {
    const [first] = requestChart(start(), request('AAPL'));
    const [second, effects] = requestChart(first, request('MSFT'));
    expect(second).toMatchObject({
      symbol: 'MSFT',
      status: 'loading',
      requestId: first.requestId + 1,
      imageUrl: null,
    });
    expect(effects).toEqual([{ type: 'lookupSymbol', requestId: second.requestId, symbol: 'MSFT' }]);
  });

  it('a syntactically invalid symbol goes to the invalid-symbol screen without a lookup', () => {
    const [next, effects] = requestChart(start(), request('A::B', false));
    expect(next.status).toBe('invalidSymbol');
    expect(effects).toEqual([]);
  });

  it.each([
    ['found', true, '/img', 'loading', '/img'],
    ['not found', false, null, 'invalidSymbol', null],
    ['found, image address unbuildable', true, null, 'error', null],
  ] as const)(
    'a lookup result (%s) for the newest request is applied',
    (_name, found, url, status, imageUrl) => {
      const [loading] = requestChart(start(), request('AAPL'));
      const next = resolveSymbol(loading, {
        requestId: loading.requestId,
        found,
        companyInfo: null,
        imageUrl: url,
      });
      expect(next.status).toBe(status);
      expect(next.imageUrl).toBe(imageUrl);
    },
  );

  it('a stale lookup result is dropped (same object back)', () => {
    const [older] = requestChart(start(), request('AAPL'));
    const [newer] = requestChart(older, request('MSFT'));
    expect(
      resolveSymbol(newer, { requestId: older.requestId, found: false, companyInfo: null, imageUrl: '/old' }),
    ).toBe(newer);
  });

  it.each([
    ['loaded', completeImage, 'loaded'],
    // issue #17 item 14: a failed, aborted or cancelled image is hidden and the load complete (spec 3 §8).
    ['failed', failImage, 'imageHidden'],
  ] as const)('an image that %s completes the newest load', (_name, transition, status) => {
    const [loading] = requestChart(start(), request('AAPL'));
    const withImage = resolveSymbol(loading, {
      requestId: loading.requestId,
      found: true,
      companyInfo: null,
      imageUrl: '/img',
    });
    expect(transition(withImage, withImage.requestId).status).toBe(status);
  });

  it.each([
    ['loaded', completeImage],
    ['failed', failImage],
  ] as const)('an image of a superseded load that %s is ignored', (_name, transition) => {
    const [loading] = requestChart(start(), request('AAPL'));
    const withImage = resolveSymbol(loading, {
      requestId: loading.requestId,
      found: true,
      companyInfo: null,
      imageUrl: '/img',
    });
    const [newer] = requestChart(withImage, request('MSFT'));
    expect(transition(newer, withImage.requestId)).toBe(newer);
  });

  it('an image event before the symbol is known changes nothing', () => {
    const [loading] = requestChart(start(), request('AAPL'));
    expect(completeImage(loading, loading.requestId)).toBe(loading);
  });
});

describe('spec 2 §5, §8 the chart image must render within 30 seconds', () => {
  const found = () => {
    const [loading] = requestChart(start(), request('AAPL'));
    return resolveSymbol(loading, {
      requestId: loading.requestId,
      found: true,
      companyInfo: null,
      imageUrl: '/img',
    });
  };

  it('a load still loading at the timeout stops loading and times out', () => {
    const loading = found();
    expect(timeOutImage(loading, loading.requestId).status).toBe('timedOut');
  });

  it('a load whose symbol lookup never answered times out too', () => {
    const [loading] = requestChart(start(), request('AAPL'));
    expect(timeOutImage(loading, loading.requestId).status).toBe('timedOut');
  });

  it('an image that loaded in time, or an older load, is not timed out', () => {
    const loading = found();
    const loaded = completeImage(loading, loading.requestId);
    expect(timeOutImage(loaded, loading.requestId)).toBe(loaded);
    const [newer] = requestChart(loading, request('MSFT'));
    expect(timeOutImage(newer, loading.requestId)).toBe(newer);
  });

  it('the image arriving after the timeout does not revive the load', () => {
    const loading = found();
    const timedOut = timeOutImage(loading, loading.requestId);
    expect(completeImage(timedOut, loading.requestId)).toBe(timedOut);
  });
});

describe('issue #20 the image a page was served with', () => {
  it('is the first state holding an image address, until the workbench asks for an image of its own', () => {
    const served = { ...start(), imageUrl: '/c-sc/sc/?s=AAPL&r=60000' };
    expect(isServedChartImage(served)).toBe(true);
    // A store created without a shown chart has no image yet.
    expect(isServedChartImage(start())).toBe(false);
    const [asked] = requestChart(served, request('AAPL'));
    expect(isServedChartImage(asked)).toBe(false);
    expect(isServedChartImage({ ...asked, imageUrl: served.imageUrl })).toBe(false);
  });
});
