import { Cell, Column, Row, TableBody, TableHeader, TableLayout, Virtualizer } from 'react-aria-components';
import type { SortDescriptor } from 'react-aria-components';
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
import { Bar, BarTrack, SctrBadge, SummaryGrid, SymbolButton } from './ChartListSummary.styles';

/** A row's height: 12 px text, 4 px padding above and below, a 1 px rule and room for a checkbox. */
const ROW_HEIGHT = 27;
const HEADING_HEIGHT = 28;
/** Column widths in px: the text columns wider, the numbers alike; wider than the box, the table scrolls. */
const WIDTHS: Readonly<Record<string, number>> = {
  symbol: 80,
  name: 200,
  sector: 150,
  industry: 170,
  plusMinus: 100,
  universe: 80,
};
const NUMBER_WIDTH = 100;

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

function SummaryCell({
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
      <Cell textValue={row.symbol}>
        <SymbolButton type="button" onClick={() => onLoadSymbol(row)}>
          {row.symbol}
        </SymbolButton>
      </Cell>
    );
  }
  if (columnId === 'plusMinus') {
    const bar = changeBar(row.changeBarGradientCoefficient);
    const label = `Change ${formatPercentChange(row.percentChange) || 'unknown'}`;
    return (
      <Cell textValue={label}>
        <BarTrack role="img" aria-label={label}>
          <Bar
            $direction={bar.direction}
            style={{ width: `${bar.widthPercent / 2}%`, background: bar.color }}
          />
        </BarTrack>
      </Cell>
    );
  }
  if (columnId === 'sctr') {
    const cell = sctrCell(row.sctr);
    return (
      <Cell data-numeric="true" textValue={cell.text}>
        {cell.band !== null && (
          <SctrBadge data-band={cell.band} style={{ background: SCTR_BAND_COLORS[cell.band] }}>
            {cell.text}
          </SctrBadge>
        )}
      </Cell>
    );
  }
  return <Cell data-numeric={NUMERIC.has(columnId) || undefined}>{summaryCellText(row, columnId)}</Cell>;
}

/**
 * The ChartList Summary table (spec 3 §2.11), a React Aria table: a select-all box, sortable headers (core
 * decides the direction of a first click) with an arrow for the direction, a box per row, the symbol as a
 * button that loads its chart, SCTR colour bands and change bars. React Aria's Virtualizer draws only the
 * rows in view (a 1,000-chart list opens at once) under a header that stays on top; each row says its place
 * (`aria-rowindex` of `aria-rowcount`) and the arrows, PageUp, PageDown, Home and End (with Ctrl, the first
 * and last row) move the focus between the cells' controls as in any grid.
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
  const items = rows.map((row) => ({ id: summaryRowKey(row), row }));
  const selectedCount = items.filter((item) => selected.has(item.id)).length;
  const sortDescriptor: SortDescriptor | undefined = sort
    ? { column: sort.column, direction: sort.direction }
    : undefined;
  return (
    <Virtualizer
      layout={TableLayout}
      layoutOptions={{ rowHeight: ROW_HEIGHT, headingHeight: HEADING_HEIGHT }}
    >
      <SummaryGrid
        aria-label="ChartList Summary"
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) => onSort(String(descriptor.column))}
      >
        <TableHeader dependencies={[selectedCount, items.length, onToggleAll, columns]}>
          <Column id="select" width={36} textValue="Select all">
            <input
              type="checkbox"
              aria-label="Select all"
              checked={isSelectAllChecked(selectedCount, items.length)}
              onChange={onToggleAll}
              // The header cell of a column that does not sort cancels clicks (React Aria's disabled press),
              // which would undo the box's own toggle.
              onClick={(event) => event.stopPropagation()}
            />
          </Column>
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              allowsSorting
              isRowHeader={column.id === 'symbol'}
              width={WIDTHS[column.id] ?? NUMBER_WIDTH}
              data-numeric={NUMERIC.has(column.id) || undefined}
              textValue={column.title}
            >
              {({ sortDirection }) => (
                <>
                  {column.title}
                  {sortDirection && (
                    <span aria-hidden="true">{sortDirection === 'ascending' ? ' ▲' : ' ▼'}</span>
                  )}
                </>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={items} dependencies={[selected, columns, onLoadSymbol, onToggleRow]}>
          {({ id, row }) => (
            <Row id={id} textValue={row.symbol}>
              <Cell textValue={`Select ${row.symbol}`}>
                <input
                  type="checkbox"
                  aria-label={`Select ${row.symbol}`}
                  checked={selected.has(id)}
                  onChange={() => onToggleRow(id)}
                />
              </Cell>
              {columns.map((column) => (
                <SummaryCell key={column.id} row={row} columnId={column.id} onLoadSymbol={onLoadSymbol} />
              ))}
            </Row>
          )}
        </TableBody>
      </SummaryGrid>
    </Virtualizer>
  );
}
