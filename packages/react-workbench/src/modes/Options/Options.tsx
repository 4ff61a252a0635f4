import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import {
  MESSAGES,
  OPTIONS_VIEWS,
  optionsView,
  selectExpiration,
  strikeSelectionAfterLoad,
  strikeSliderBounds,
  type Member,
  type Load,
  type OptionChain,
  type OptionExpiration,
  type OptionsWidgetState,
  type StrikeSelection,
} from '@chartbench/core';
import { LoadView } from '../LoadView/LoadView';
import { Button, Field, ModeHeader, Select, SmallButton } from '../shared/shared.styles';
import { Legend, OptionsRoot, ViewButtons } from './Options.styles';
import { ListTables, StraddleTable } from './OptionsTables';
import { OptionsWidgetPanel } from './OptionsWidgetPanel';
import { StrikeSlider } from './StrikeSlider';
import { scrollBehavior } from '../../theme/motion';

/** An Options mode view (spec 3 §2.8). */
export type OptionsViewId = 'Straddle' | 'List' | 'OptionsPlay';

/** Props of {@link Options}. */
export interface OptionsProps {
  readonly symbol: string;
  readonly member: Member | null;
  readonly view: OptionsViewId;
  readonly onViewChange: (view: OptionsViewId) => void;
  /** The option chain loaded for `load.symbol`. A new object is new data. */
  readonly load: (Load<readonly OptionExpiration[]> & { readonly symbol: string }) | null;
  /** Whether `load` came from the refresh button (a custom strike range is kept, clamped) or is new data. */
  readonly loadIsRefresh: boolean;
  readonly onRefresh: () => void;
  /** The third-party widget of the OptionsPlay view. */
  readonly widgetState: OptionsWidgetState;
  readonly widget?: ReactNode;
  /** The chain the built-in analysis was initialised with, when no third-party widget is configured. */
  readonly analysis?: { readonly symbol: string; readonly chain: OptionChain } | null;
  readonly demoSymbol: string;
  readonly onRetryWidget: () => void;
  readonly onCreateAccount: () => void;
}

type Bounds = { min: number; max: number } | null;

/**
 * Options mode (spec 3 §2.8, §4, §5, §8): Straddle (default), List and OptionsPlay views; the expiration menu
 * (the first by default, and again when the chosen one disappears); Show All Columns; refresh; the strike
 * double slider (full range on new data, a custom range kept and clamped on refresh); the In The Money
 * legend; Back To Top; and the 'Option Quotes Not Available' failure.
 */
export function Options(props: OptionsProps) {
  const { load } = props;
  const topRef = useRef<HTMLDivElement>(null);
  const [expirationDate, setExpirationDate] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [strikes, setStrikes] = useState<{
    load: OptionsProps['load'];
    expiration: string | null;
    bounds: Bounds;
    selection: StrikeSelection | null;
  }>({
    load: null,
    expiration: null,
    bounds: null,
    selection: null,
  });

  const view = optionsView(props.symbol, load);
  const expiration = view.status === 'loaded' ? selectExpiration(view.data, expirationDate) : null;
  const bounds = strikeSliderBounds(expiration);
  const current = expiration?.expirationDate ?? null;
  if (strikes.load !== load || strikes.expiration !== current) {
    // Adjusting state to new props during render: a new chain or another expiration recomputes the range.
    const isRefresh = strikes.load !== load && strikes.expiration === current && props.loadIsRefresh;
    setStrikes({
      load,
      expiration: current,
      bounds,
      selection: strikeSelectionAfterLoad({
        selection: strikes.selection,
        previousBounds: strikes.bounds,
        bounds,
        isRefresh,
      }),
    });
  }
  const selection = strikes.selection;

  return (
    <OptionsRoot ref={topRef}>
      <ModeHeader>
        <ViewButtons role="group" aria-label="Options view">
          {OPTIONS_VIEWS.map((id) => (
            <SmallButton
              key={id}
              type="button"
              $primary={id === props.view}
              aria-pressed={id === props.view}
              onClick={() => props.onViewChange(id as OptionsViewId)}
            >
              {id}
            </SmallButton>
          ))}
        </ViewButtons>
        {props.view !== 'OptionsPlay' && view.status === 'loaded' && (
          <>
            <Field>
              Expiration
              <Select value={current ?? ''} onChange={(event) => setExpirationDate(event.target.value)}>
                {view.data.map((e) => (
                  <option key={e.expirationDate} value={e.expirationDate}>
                    {e.expirationDate}
                    {e.daysToExpire !== undefined ? ` (${e.daysToExpire} days)` : ''}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              <input
                type="checkbox"
                checked={showAll}
                onChange={(event) => setShowAll(event.target.checked)}
              />
              {MESSAGES.optionsMode.showAllColumns}
            </Field>
            <Legend>{MESSAGES.optionsMode.inTheMoney}</Legend>
          </>
        )}
        {props.view !== 'OptionsPlay' && (
          <Button type="button" onClick={props.onRefresh}>
            Refresh
          </Button>
        )}
      </ModeHeader>
      {props.view === 'OptionsPlay' ? (
        <OptionsWidgetPanel
          member={props.member}
          symbol={props.symbol}
          demoSymbol={props.demoSymbol}
          state={props.widgetState}
          widget={props.widget}
          analysis={props.analysis ?? null}
          onRetry={props.onRetryWidget}
          onCreateAccount={props.onCreateAccount}
        />
      ) : (
        <LoadView
          load={view}
          loadingLabel="Loading option quotes…"
          failedMessage={(failure) => failure.heading}
          failedDetail={(failure) => <p>{failure.message}</p>}
        >
          {() =>
            expiration && (
              <>
                {bounds && selection && (
                  <StrikeSlider
                    bounds={bounds}
                    selection={selection}
                    onChange={(next) => setStrikes({ ...strikes, selection: next })}
                  />
                )}
                {props.view === 'Straddle' && (
                  <StraddleTable expiration={expiration} selection={selection} showAllColumns={showAll} />
                )}
                {props.view === 'List' && (
                  <ListTables expiration={expiration} selection={selection} showAllColumns={showAll} />
                )}
                <Button
                  type="button"
                  onClick={() => topRef.current?.scrollIntoView?.({ behavior: scrollBehavior() })}
                >
                  {MESSAGES.optionsMode.backToTop}
                </Button>
              </>
            )
          }
        </LoadView>
      )}
    </OptionsRoot>
  );
}
