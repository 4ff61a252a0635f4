import {
  formatPrice,
  listRows,
  optionCellText,
  optionColumns,
  straddleRows,
  type OptionContract,
  type OptionExpiration,
  type StrikeSelection,
} from '@chartbench/core';
import { Table, TableScroll } from '../shared/shared.styles';
import { StrikeCell } from './Options.styles';

/** Props of the options tables. */
export interface OptionsTableProps {
  readonly expiration: OptionExpiration;
  readonly selection: StrikeSelection | null;
  readonly showAllColumns: boolean;
}

const itm = (contract: OptionContract | undefined) => (contract?.inTheMoney ? 'true' : undefined);

/** The Straddle view (spec 3 §2.8): calls on the left, the strike in the middle, puts on the right. */
export function StraddleTable({ expiration, selection, showAllColumns }: OptionsTableProps) {
  const columns = optionColumns(showAllColumns);
  return (
    <TableScroll>
      <Table aria-label={`Straddle ${expiration.expirationDate}`}>
        <thead>
          <tr>
            <th colSpan={columns.length}>Calls</th>
            {/* Above the strike column, which the row below names: a header cell may not be empty. */}
            <td />
            <th colSpan={columns.length}>Puts</th>
          </tr>
          <tr>
            {columns.map((c) => (
              <th key={`call-${c.id}`}>{c.title}</th>
            ))}
            <th>Strike</th>
            {columns.map((c) => (
              <th key={`put-${c.id}`}>{c.title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {straddleRows(expiration, selection).map((row) => (
            <tr key={row.strike}>
              {columns.map((c) => (
                <td
                  key={`call-${c.id}`}
                  data-itm={itm(row.call)}
                  data-numeric={c.id !== 'symbol' || undefined}
                >
                  {optionCellText(row.call, c.id)}
                </td>
              ))}
              <StrikeCell as="th" scope="row">
                {formatPrice(row.strike)}
              </StrikeCell>
              {columns.map((c) => (
                <td key={`put-${c.id}`} data-itm={itm(row.put)} data-numeric={c.id !== 'symbol' || undefined}>
                  {optionCellText(row.put, c.id)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** The List view (spec 3 §2.8): a table of calls, then a table of puts, each by strike. */
export function ListTables({ expiration, selection, showAllColumns }: OptionsTableProps) {
  const columns = optionColumns(showAllColumns);
  const { calls, puts } = listRows(expiration, selection);
  return (
    <>
      {(
        [
          ['Calls', calls],
          ['Puts', puts],
        ] as const
      ).map(([title, contracts]) => (
        <TableScroll key={title}>
          <Table aria-label={`${title} ${expiration.expirationDate}`}>
            <thead>
              <tr>
                <th>Strike</th>
                {columns.map((c) => (
                  <th key={c.id}>{c.title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {contracts.map((contract) => (
                <tr key={contract.symbol} data-itm={itm(contract)}>
                  <StrikeCell as="th" scope="row">
                    {formatPrice(contract.strikePrice)}
                  </StrikeCell>
                  {columns.map((c) => (
                    <td key={c.id} data-itm={itm(contract)} data-numeric={c.id !== 'symbol' || undefined}>
                      {optionCellText(contract, c.id)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      ))}
    </>
  );
}
