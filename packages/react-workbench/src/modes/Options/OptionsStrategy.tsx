import { useMemo, useState } from 'react';
import {
  DEFAULT_OPTION_STRATEGY,
  OPTION_STRATEGIES,
  analyseStrategy,
  chainSourceNote,
  formatNumber,
  formatPrice,
  formatProfit,
  legLabel,
  pickStrategyStrike,
  type OptionChain,
  type OptionGreeks,
  type StrategyAnalysis,
  type StrategyChoice,
} from '@chartbench/core';
import { paintPayoffChart } from '@chartbench/chart-engine';
import { SceneNodes } from '../../NotesTool/SceneNodes';
import { Field, Select, StatusText, Table, TableScroll } from '../shared/shared.styles';
import { Figures, PayoffFigure, SourceNote, StrategyControls } from './OptionsStrategy.styles';

/** Props of {@link OptionsStrategy}. */
export interface OptionsStrategyProps {
  /** The chain the analysis was initialised with, with the underlying it was priced on. */
  readonly chain: OptionChain;
  readonly symbol: string;
}

const GREEK_COLUMNS = [
  ['price', 'Value', 2],
  ['delta', 'Delta', 2],
  ['gamma', 'Gamma', 3],
  ['theta', 'Theta/day', 2],
  ['vega', 'Vega', 2],
  ['rho', 'Rho', 2],
] as const satisfies readonly (readonly [keyof OptionGreeks, string, number])[];

/**
 * The strategy view of the built-in options analysis (issue 17 item 5): pick a strategy, an expiration and its
 * strikes; see the payoff at expiry and today drawn by chart-engine, the break-evens, the most it can make and
 * lose, and the greeks of each leg and of the position (per contract of 100 shares).
 */
export function OptionsStrategy({ chain, symbol }: OptionsStrategyProps) {
  const [choice, setChoice] = useState<StrategyChoice>({
    strategyId: DEFAULT_OPTION_STRATEGY,
    expirationDate: null,
    strikes: null,
  });
  const view = useMemo(() => analyseStrategy(chain, choice), [chain, choice]);
  const note = chainSourceNote(chain);
  if (view.status !== 'ready')
    return (
      <section aria-label="Option strategy">
        <StatusText role="status">{view.message}</StatusText>
      </section>
    );
  return (
    <section aria-label="Option strategy">
      {note && <SourceNote>{note}</SourceNote>}
      <StrategyControls>
        <Field>
          Strategy
          <Select
            value={view.strategy.id}
            onChange={(event) => setChoice({ ...choice, strategyId: event.target.value, strikes: null })}
          >
            {OPTION_STRATEGIES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          Expiry
          <Select
            value={view.expiration.expirationDate}
            onChange={(event) => setChoice({ ...choice, expirationDate: event.target.value })}
          >
            {chain.expirations.map((e) => (
              <option key={e.expirationDate} value={e.expirationDate}>
                {e.expirationDate}
                {e.daysToExpire !== undefined ? ` (${e.daysToExpire} days)` : ''}
              </option>
            ))}
          </Select>
        </Field>
        {view.strategy.strikeLabels.map((label, index) => (
          <Field key={label}>
            {label}
            <Select
              value={String(view.strikes[index])}
              onChange={(event) =>
                setChoice({
                  ...choice,
                  strikes: pickStrategyStrike(
                    view.strikes,
                    index,
                    Number(event.target.value),
                    view.availableStrikes,
                  ),
                })
              }
            >
              {view.availableStrikes.map((k) => (
                <option key={k} value={k}>
                  {formatPrice(k)}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </StrategyControls>
      <PayoffChart view={view} symbol={symbol} />
      <Figures>
        <div>
          <dt>Break-even</dt>
          <dd>{view.breakEvens.length ? view.breakEvens.map((x) => formatPrice(x)).join(', ') : 'None'}</dd>
        </div>
        <div>
          <dt>Max profit</dt>
          <dd>{formatProfit(view.range.maxProfit)}</dd>
        </div>
        <div>
          <dt>Max loss</dt>
          <dd>{formatProfit(view.range.maxLoss)}</dd>
        </div>
      </Figures>
      <GreeksTable view={view} />
    </section>
  );
}

function PayoffChart({ view, symbol }: { view: StrategyAnalysis; symbol: string }) {
  const title = `${symbol} ${view.strategy.label} payoff, ${view.expiration.expirationDate}`;
  const scene = paintPayoffChart({
    ...view.curves,
    breakEvens: view.breakEvens,
    strikes: view.strikes,
    spot: view.market.spot,
    width: 720,
    height: 320,
    title,
  });
  return (
    <PayoffFigure>
      <svg
        role="img"
        aria-label={title}
        width={scene.width}
        height={scene.height}
        viewBox={`0 0 ${scene.width} ${scene.height}`}
      >
        <rect width={scene.width} height={scene.height} fill={scene.background} />
        <SceneNodes nodes={scene.nodes} />
      </svg>
    </PayoffFigure>
  );
}

function GreeksTable({ view }: { view: StrategyAnalysis }) {
  const rows: { label: string; greeks: OptionGreeks }[] = [
    ...view.greeks.legs.map((g) => ({ label: legLabel(g.leg), greeks: g })),
    { label: 'Position', greeks: view.greeks.total },
  ];
  return (
    <TableScroll>
      <Table aria-label="Greeks per contract">
        <thead>
          <tr>
            <th>Leg</th>
            <th>Premium</th>
            {GREEK_COLUMNS.map(([key, title]) => (
              <th key={key}>{title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const leg = view.position.legs[i];
            return (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{leg ? formatPrice(leg.premium) : ''}</td>
                {GREEK_COLUMNS.map(([key, , decimals]) => (
                  <td key={key}>{formatNumber(row.greeks[key], decimals)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}
