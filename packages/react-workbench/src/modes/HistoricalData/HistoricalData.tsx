import {
  allHistoricalDataUrl,
  chooseHistoricalPeriod,
  historicalPeriodMenu,
  historicalView,
  type HistoricalTable,
  type Load,
  type Member,
} from '@chartbench/core';
import { LoadView } from '../LoadView/LoadView';
import { Field, ModeHeader, ModeTitle, Select, Table, TableScroll, TextLink } from '../shared/shared.styles';
import { useHeadingTag } from '../../theme/headings';

/** Props of {@link HistoricalData}. */
export interface HistoricalDataProps {
  readonly symbol: string;
  readonly member: Member | null;
  /** The period shown: D, W or M. */
  readonly period: 'D' | 'W' | 'M';
  /** The table loaded for `symbol` and `period`; one for another symbol or period reads as loading. */
  readonly load: (Load<HistoricalTable> & { readonly symbol: string; readonly period: string }) | null;
  /** A period the member may use was chosen: reload with it. */
  readonly onPeriodChange: (period: 'D' | 'W' | 'M') => void;
  /** A Pro-only period was chosen by a non-Pro member: the menu stays, open the upgrade dialog. */
  readonly onUpgradeToPro: () => void;
}

/**
 * Historical Price Data mode (spec 3 §2.7, §4, §6, §8): the period menu (Weekly and Monthly for Pro; others
 * get the upgrade dialog and the menu stays on its period), the data table, the link to all historical data,
 * and the not-found message.
 */
export function HistoricalData({
  symbol,
  member,
  period,
  load,
  onPeriodChange,
  onUpgradeToPro,
}: HistoricalDataProps) {
  const headingTag = useHeadingTag(0);
  const choose = (value: string) => {
    const choice = chooseHistoricalPeriod(member, period, value);
    if (choice.kind === 'reload') onPeriodChange(choice.period);
    else if (choice.kind === 'upgradeToPro') onUpgradeToPro();
  };
  return (
    <div>
      <ModeHeader>
        <ModeTitle as={headingTag}>Historical Price Data for {symbol}</ModeTitle>
        <Field>
          Period
          <Select value={period} onChange={(event) => choose(event.target.value)}>
            {historicalPeriodMenu(member).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <TextLink href={allHistoricalDataUrl(symbol)} target="_blank" rel="noopener noreferrer">
          View all historical data for {symbol}
        </TextLink>
      </ModeHeader>
      <LoadView load={historicalView(symbol, period, load)} failedMessage={(message) => message}>
        {(table) => (
          <TableScroll>
            <Table aria-label={`Historical price data for ${symbol}`}>
              <thead>
                <tr>
                  {table.columns.map((column, i) => (
                    <th key={`${column}-${i}`} data-numeric={i > 0 || undefined}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, r) => (
                  <tr key={`${row[0] ?? ''}-${r}`}>
                    {row.map((cell, i) => (
                      <td key={i} data-numeric={i > 0 || undefined}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </LoadView>
    </div>
  );
}
