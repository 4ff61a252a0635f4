import type { Load } from '../../../model/index';
import type { ModesGroupKernel } from '../modes-kernel.types';

/** The latest quote's close the price alert's percent menu may start from (spec 3 §5, §7), for one symbol. */
export interface AlertQuote {
  readonly symbol: string;
  readonly close: Load<number>;
}

/** No quote asked for yet. */
export const NO_ALERT_QUOTE: AlertQuote = { symbol: '', close: { status: 'idle' } };

/** What the quote part adds to the alerts modes' state. */
export interface AlertQuoteState {
  readonly alertQuote: AlertQuote;
}

/** What the quote part can be asked to do. */
export interface AlertQuoteActions {
  /**
   * Loads the latest quote of `symbol` (GET /quotebrain/quotes) for the create price alert dialog's percent menu,
   * when neither the inspector nor Symbol Summary has a close (spec 3 §5). A symbol already loaded or loading is
   * not asked again; a reply for a symbol no longer asked for is dropped (spec 3 §4).
   */
  loadAlertQuote(symbol: string): void;
}

/** The latest-quote part of the alerts modes. */
export function createAlertQuote<S extends AlertQuoteState>(kernel: ModesGroupKernel<S>) {
  const patch = (alertQuote: AlertQuote) => kernel.set({ ...kernel.state(), alertQuote });
  let token = 0;
  const actions: AlertQuoteActions = {
    loadAlertQuote(symbol) {
      const current = kernel.state().alertQuote;
      if (symbol === '' || (current.symbol === symbol && current.close.status !== 'failed')) return;
      const call = kernel.ports.api.getLatestClose;
      if (!call) {
        patch({ symbol, close: { status: 'failed' } });
        return;
      }
      const mine = ++token;
      patch({ symbol, close: { status: 'loading' } });
      call.call(kernel.ports.api, symbol).then(
        (close) => {
          if (mine !== token) return;
          const usable = Number.isFinite(close) && close > 0;
          patch({ symbol, close: usable ? { status: 'loaded', data: close } : { status: 'failed' } });
        },
        () => {
          if (mine === token) patch({ symbol, close: { status: 'failed' } });
        },
      );
    },
  };
  return { actions, dispose: () => void (token += 1) };
}
