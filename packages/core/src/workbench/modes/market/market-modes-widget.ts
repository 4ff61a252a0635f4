import { isLoggedIn, type OptionChain } from '../../../model/index';
import {
  OPTIONS_WIDGET_FAILED,
  optionsWidgetConfig,
  optionsWidgetRetryDelay,
  type OptionsWidgetConfig,
} from '../../../rules/index';
import type { MarketModesState } from './market-modes-state';
import type { ModesContext, ModesGroupKernel } from '../modes-kernel.types';

/** The one symbol the widget's demo mode allows (spec 3 §6: a fixed sample symbol). */
export const OPTIONS_WIDGET_DEMO_SYMBOL = 'SPY';

const configKey = (config: OptionsWidgetConfig) => `${config.userId}|${config.symbol}`;

/**
 * The options-analysis widget of the OptionsPlay view (spec 3 §4, §7): for a member, while the view is shown, the
 * loader runs with its configuration (first try after 500 ms, three retries, each waiting twice the one before),
 * then the widget is initialised or failed with Try Again; a new symbol starts it again. A host without a
 * third-party widget gets the built-in analysis: the same loader, states and retries, loading the option chain
 * of the configured symbol for the strategy view. Without either in the port the state is 'unconfigured'.
 */
export function createWidgetPart(kernel: ModesGroupKernel<MarketModesState>) {
  let token = 0;
  let timer: unknown = null;
  let startedFor: string | null = null;
  // A state is set only when it changes: the loaded ones differ by their data, 'initialised' or 'unconfigured'.
  const stepOf = (widget: MarketModesState['optionsWidget']) =>
    widget.status === 'loaded' ? widget.data : widget.status;
  const setWidget = (optionsWidget: MarketModesState['optionsWidget']) => {
    if (stepOf(kernel.state().optionsWidget) !== stepOf(optionsWidget))
      kernel.set({ ...kernel.state(), optionsWidget });
  };

  function stop(): void {
    token += 1;
    if (timer !== null) kernel.clearTimer(timer);
    timer = null;
  }

  /** The third-party loader, else the built-in analysis (resolving with its chain), else none. */
  function providerOf(): ((config: OptionsWidgetConfig) => Promise<OptionChain | null>) | null {
    const api = kernel.ports.api;
    const widget = api.loadOptionsWidget;
    if (widget) return (config) => widget.call(api, config).then(() => null);
    const chainOf = api.getOptionChain;
    if (chainOf) return (config) => chainOf.call(api, config.symbol);
    return null;
  }

  function attempt(config: OptionsWidgetConfig, number: number, current: number): void {
    const delay = optionsWidgetRetryDelay(number);
    const load = providerOf();
    if (delay === null || !load) {
      setWidget(OPTIONS_WIDGET_FAILED);
      return;
    }
    timer = kernel.setTimer(() => {
      timer = null;
      load(config).then(
        (chain) => {
          if (current !== token) return;
          kernel.set({
            ...kernel.state(),
            optionsWidget: { status: 'loaded', data: 'initialised' },
            optionsAnalysis: chain ? { symbol: config.symbol, chain } : null,
          });
        },
        () => {
          if (current === token) attempt(config, number + 1, current);
        },
      );
    }, delay);
  }

  function start(config: OptionsWidgetConfig): void {
    stop();
    startedFor = configKey(config);
    setWidget({ status: 'loading' });
    if (kernel.state().optionsAnalysis) kernel.set({ ...kernel.state(), optionsAnalysis: null });
    attempt(config, 0, token);
  }

  const configOf = (context: ModesContext) =>
    optionsWidgetConfig(context.member, context.symbol, OPTIONS_WIDGET_DEMO_SYMBOL);

  return {
    sync(context: ModesContext): void {
      if (!isLoggedIn(context.member)) {
        if (startedFor !== null) stop();
        startedFor = null;
        setWidget({ status: 'idle' });
        if (kernel.state().optionsAnalysis) kernel.set({ ...kernel.state(), optionsAnalysis: null });
        return;
      }
      if (context.mode !== 'options' || kernel.state().optionsView !== 'OptionsPlay') return;
      if (!providerOf()) {
        setWidget({ status: 'loaded', data: 'unconfigured' });
        return;
      }
      const config = configOf(context);
      if (config && configKey(config) !== startedFor) start(config);
    },
    /** Try Again after a failure: the loader runs again from its first try. */
    retry(): void {
      const context = kernel.context();
      const config = configOf(context);
      if (config && providerOf()) start(config);
    },
    dispose: stop,
  };
}
