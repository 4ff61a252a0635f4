/**
 * The third-party options-analysis widget of Options mode (spec 3 §4, §6, §7, §9): its configuration (user id
 * of chart code plus -paid or -demo, symbol, light theme, 785 by 738), the loader's retries and its states.
 */
import { CONSTANTS } from '../../catalogues/constants';
import { MESSAGES } from '../../catalogues/messages';
import { failed, type Load } from '../../model/load';
import { isLoggedIn, type Member } from '../../model/member';

/** The configuration handed to the widget (spec 3 §7). */
export interface OptionsWidgetConfig {
  readonly userId: string;
  readonly symbol: string;
  readonly theme: 'light';
  readonly width: string;
  readonly height: string;
  /** Demo mode: limited to one sample symbol (spec 3 §6). */
  readonly isDemo: boolean;
}

/**
 * The widget configuration for a member, or null for a visitor, who sees the teaser (spec 3 §6). Without the
 * add-on the widget runs in demo mode on the sample symbol.
 */
export function optionsWidgetConfig(
  member: Member | null | undefined,
  symbol: string,
  demoSymbol: string,
): OptionsWidgetConfig | null {
  if (!isLoggedIn(member)) return null;
  const paid = member.hasOptionsAddOn;
  return {
    userId: `${member.chartCode}-${paid ? 'paid' : 'demo'}`,
    symbol: paid ? symbol : demoSymbol,
    theme: 'light',
    width: `${CONSTANTS.optionsWidget.widthPx}px`,
    height: `${CONSTANTS.optionsWidget.heightPx}px`,
    isDemo: !paid,
  };
}

/**
 * The delay before loader attempt `attempt` (0 first), or null once the three retries are spent (spec 3 §7):
 * the first waits 500 ms; each retry waits twice the one before (doubling is ours).
 */
export function optionsWidgetRetryDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 0 || attempt > CONSTANTS.scripts.retries) return null;
  return CONSTANTS.scripts.optionsWidgetFirstDelayMs * 2 ** attempt;
}

/**
 * The widget's states (spec 3 §4) as a load: not initialised (idle), initialising (loading, through its
 * retries), loaded as 'initialised' or as 'unconfigured' when the host has no provider, or failed with its
 * message and Try Again label.
 */
export type OptionsWidgetState = Load<
  'initialised' | 'unconfigured',
  { readonly message: string; readonly retryLabel: string }
>;

/** The failed state with its message and Try Again button (spec 3 §8). */
export const OPTIONS_WIDGET_FAILED: OptionsWidgetState = failed({
  message: MESSAGES.options.widgetFailed,
  retryLabel: MESSAGES.common.tryAgain,
});

/** What the widget offers, listed when no provider is configured (wording ours). */
export const OPTIONS_WIDGET_FEATURES: readonly string[] = [
  'Strategy builder with profit and loss charts',
  'Probability analysis from implied volatility',
  'Ranked trade ideas for the current symbol',
  'Follow-up alerts when the chart symbol changes',
];
