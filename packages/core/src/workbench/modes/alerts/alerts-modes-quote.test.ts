import { describe, expect, it } from 'vitest';
import { createFakePorts } from '../../testing/fake-ports';
import { createAlertQuote, NO_ALERT_QUOTE, type AlertQuoteState } from './alerts-modes-quote';
import type { ModesGroupKernel } from '../modes-kernel.types';

/** The quote part on a kernel of its own, with a quote call the test answers by hand. */
function setup(withCall = true) {
  const ports = createFakePorts();
  const asked: Array<{ symbol: string; resolve: (close: number) => void; reject: (e: Error) => void }> = [];
  const getLatestClose = (symbol: string) =>
    new Promise<number>((resolve, reject) => asked.push({ symbol, resolve, reject }));
  const api = withCall ? { ...ports.api, getLatestClose } : { ...ports.api, getLatestClose: undefined };
  let state: AlertQuoteState = { alertQuote: NO_ALERT_QUOTE };
  const kernel = {
    ports: { ...ports, api },
    state: () => state,
    set: (next: AlertQuoteState) => (state = next),
  } as unknown as ModesGroupKernel<AlertQuoteState>;
  const part = createAlertQuote(kernel);
  return { part, asked, quote: () => state.alertQuote };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('spec 3 §5, §7 the latest quote for the price alert percent menu', () => {
  it('loads the close of /quotebrain/quotes for the symbol once', async () => {
    const { part, asked, quote } = setup();
    part.actions.loadAlertQuote('AAPL');
    expect(quote()).toEqual({ symbol: 'AAPL', close: { status: 'loading' } });
    part.actions.loadAlertQuote('AAPL');
    expect(asked).toHaveLength(1);
    asked[0]?.resolve(189.87);
    await flush();
    expect(quote()).toEqual({ symbol: 'AAPL', close: { status: 'loaded', data: 189.87 } });
    part.actions.loadAlertQuote('AAPL');
    expect(asked).toHaveLength(1);
  });

  it('spec 3 §4 drops a reply for a symbol no longer asked for', async () => {
    const { part, asked, quote } = setup();
    part.actions.loadAlertQuote('AAPL');
    part.actions.loadAlertQuote('MSFT');
    asked[0]?.resolve(189.87);
    await flush();
    expect(quote()).toEqual({ symbol: 'MSFT', close: { status: 'loading' } });
    asked[1]?.resolve(410.2);
    await flush();
    expect(quote()).toEqual({ symbol: 'MSFT', close: { status: 'loaded', data: 410.2 } });
  });

  it('a failed or unusable quote leaves no menu, and is asked again next time', async () => {
    const { part, asked, quote } = setup();
    part.actions.loadAlertQuote('AAPL');
    asked[0]?.reject(new Error('network'));
    await flush();
    expect(quote().close).toEqual({ status: 'failed' });
    part.actions.loadAlertQuote('AAPL');
    asked[1]?.resolve(0);
    await flush();
    expect(quote().close).toEqual({ status: 'failed' });
    expect(asked).toHaveLength(2);
  });

  it('a backend without the quote call fails at once', () => {
    const { part, quote } = setup(false);
    part.actions.loadAlertQuote('AAPL');
    expect(quote()).toEqual({ symbol: 'AAPL', close: { status: 'failed' } });
  });
});
