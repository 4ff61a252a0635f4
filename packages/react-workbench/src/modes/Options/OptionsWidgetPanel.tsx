import type { ReactNode } from 'react';
import {
  MESSAGES,
  OPTIONS_WIDGET_FEATURES,
  optionsWidgetConfig,
  type Member,
  type OptionChain,
  type OptionsWidgetState,
} from '@chartbench/core';
import { LoadView } from '../LoadView/LoadView';
import { Button } from '../shared/shared.styles';
import { WidgetBox } from './Options.styles';
import { OptionsStrategy } from './OptionsStrategy';

/** Props of {@link OptionsWidgetPanel}. */
export interface OptionsWidgetPanelProps {
  readonly member: Member | null;
  readonly symbol: string;
  /** The one symbol the demo mode allows (spec 3 §6). */
  readonly demoSymbol: string;
  readonly state: OptionsWidgetState;
  /** Where the provider's widget mounts once initialised. */
  readonly widget?: ReactNode;
  /** The chain the built-in analysis was initialised with (no third-party widget configured). */
  readonly analysis?: { readonly symbol: string; readonly chain: OptionChain } | null;
  readonly onRetry: () => void;
  readonly onCreateAccount: () => void;
}

/**
 * The OptionsPlay view (spec 3 §2.8, §4, §6, §8): a teaser for visitors, the demo-mode note without the add-on,
 * a spinner while initialising, the failure with Try Again, then the provider's widget or, without one, the
 * built-in strategy view; with neither configured, what it would offer.
 */
export function OptionsWidgetPanel({
  member,
  symbol,
  demoSymbol,
  state,
  widget,
  analysis,
  onRetry,
  onCreateAccount,
}: OptionsWidgetPanelProps) {
  const config = optionsWidgetConfig(member, symbol, demoSymbol);
  const features = (
    <ul aria-label="Options analysis features">
      {OPTIONS_WIDGET_FEATURES.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
  if (!config) {
    return (
      <WidgetBox>
        <p>Options analysis is available to members.</p>
        {features}
        <Button type="button" $primary onClick={onCreateAccount}>
          Create a free account
        </Button>
      </WidgetBox>
    );
  }
  return (
    <WidgetBox
      style={{
        width: config.width,
        minHeight: state.status === 'loaded' && state.data === 'initialised' ? config.height : undefined,
      }}
    >
      {config.isDemo && <p role="note">{MESSAGES.options.demoMode(demoSymbol)}</p>}
      <LoadView
        load={state}
        loadingLabel="Loading options analysis…"
        failedMessage={(failure) => failure.message}
        failedDetail={(failure) => (
          <Button type="button" onClick={onRetry}>
            {failure.retryLabel}
          </Button>
        )}
      >
        {(step) =>
          step === 'initialised' ? (
            (widget ?? (analysis && <OptionsStrategy chain={analysis.chain} symbol={analysis.symbol} />))
          ) : (
            <>
              <p>No options-analysis provider is configured. With one, this view offers:</p>
              {features}
            </>
          )
        }
      </LoadView>
    </WidgetBox>
  );
}
