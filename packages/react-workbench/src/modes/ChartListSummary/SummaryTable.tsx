import {
  CHART_LIST_SUMMARY_COLUMNS,
  SCTR_BAND_COLORS,
  changeBar,
  formatPercentChange,
  isSelectAllChecked,
  sctrCell,
  summaryCellText,
  summaryRowKey,
  type ChartListSummaryRow,
  type SummarySort,
} from '@chartbench/core';
import { Table, TableScroll } from '../shared/shared.styles';
import { Bar, BarTrack, HeaderButton, SctrBadge, SymbolButton } from './ChartListSummary.styles';

/** Props of {@link SummaryTable}. */
export interface SummaryTableProps {
  readonly rows: readonly ChartListSummaryRow[];
  readonly visibleColumns: readonly string[];
  readonly sort: SummarySort;
  readonly selected: ReadonlySet<string>;
  readonly onSort: (columnId: string) => void;
  readonly onToggleRow: (key: string) => void;
  readonly onToggleAll: () => void;
  readonly onLoadSymbol: (row: ChartListSummaryRow) => void;
}

const NUMERIC = new Set(CHART_LIST_SUMMARY_COLUMNS.filter((c) => c.decimals !== null).map((c) => c.id));

function Cell({
  row,
  columnId,
  onLoadSymbol,
}: {
  row: ChartListSummaryRow;
  columnId: string;
  onLoadSymbol: (row: ChartListSummaryRow) => void;
}) {
  if (columnId === 'symbol') {
    return (
      <td>
        <SymbolButton type="button" onClick={() => onLoadSymbol(row)}>
          {row.symbol}
        </SymbolButton>
      </td>
    );
  }
  if (columnId === 'plusMinus') {
    const bar = changeBar(row.changeBarGradientCoefficient);
    return (
      <td>
        <BarTrack role="img" aria-label={`Change ${formatPercentChange(row.percentChange) || 'unknown'}`}>
          <Bar
            $direction={bar.direction}
            style={{ width: `${bar.widthPercent / 2}%`, background: bar.color }}
          />
        </BarTrack>
      </td>
    );
  }
  if (columnId === 'sctr') {
    const cell = sctrCell(row.sctr);
    return (
      <td data-numeric="true">
        {cell.band === null ? (
          ''
        ) : (
          <SctrBadge data-band={cell.band} style={{ background: SCTR_BAND_COLORS[cell.band] }}>
            {cell.text}
          </SctrBadge>
        )}
      </td>
    );
  }
  return <td data-numeric={NUMERIC.has(columnId) || undefined}>{summaryCellText(row, columnId)}</td>;
}

/**
 * The ChartList Summary table (spec 3 §2.11): a select-all box, sortable headers with an arrow for the
 * direction, a box per row, the symbol as a button that loads its chart, SCTR colour bands and change bars.
 */
export function SummaryTable({
  rows,
  visibleColumns,
  sort,
  selected,
  onSort,
  onToggleRow,
  onToggleAll,
  onLoadSymbol,
}: SummaryTableProps) {
  const columns = CHART_LIST_SUMMARY_COLUMNS.filter((c) => visibleColumns.includes(c.id));
  const keys = rows.map(summaryRowKey);
  const selectedCount = keys.filter((key) => selected.has(key)).length;
  return (
    <TableScroll>
      <Table aria-label="ChartList Summary">
        <thead>
          <tr>
            <th>
              <input
                type="checkbox"
                aria-label="Select all"
                checked={isSelectAllChecked(selectedCount, keys.length)}
                onChange={onToggleAll}
              />
            </th>
            {columns.map((column) => {
              const direction = sort?.column === column.id ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  aria-sort={direction ?? 'none'}
                  data-numeric={NUMERIC.has(column.id) || undefined}
                >
                  <HeaderButton type="button" onClick={() => onSort(column.id)}>
                    {column.title}
                    {direction && <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : ' ▼'}</span>}
                  </HeaderButton>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = keys[index]!;
            return (
              <tr key={key}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.symbol}`}
                    checked={selected.has(key)}
                    onChange={() => onToggleRow(key)}
                  />
                </td>
                {columns.map((column) => (
                  <Cell key={column.id} row={row} columnId={column.id} onLoadSymbol={onLoadSymbol} />
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}
