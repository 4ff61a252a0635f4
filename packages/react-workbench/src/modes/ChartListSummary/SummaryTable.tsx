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
import { Table } from '../shared/shared.styles';
import { useVirtualRows } from '../shared/useVirtualRows';
import {
  Bar,
  BarTrack,
  HeaderButton,
  SctrBadge,
  SpacerCell,
  SummaryScroll,
  SymbolButton,
} from './ChartListSummary.styles';

/** A row's height before it is measured: 12 px text, 4 px padding above and below and a 1 px rule. */
const ROW_HEIGHT = 27;
/** The scroll box's size where nothing is laid out (a DOM test): its maximum height. */
const VIEWPORT = { width: 1000, height: 480 };

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
 * Only the rows in view are drawn (a 1,000-chart list opens at once) between spacer rows that keep the
 * scroll height; the header stays on top, each row says its place (`aria-rowindex` of `aria-rowcount`), and
 * the up and down arrows, PageUp, PageDown, Home and End move the focus to the same column of another row.
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
  const {
    scrollRef,
    virtualizer,
    rows: drawn,
    onKeyDown,
    onFocus,
  } = useVirtualRows<HTMLDivElement>({
    count: rows.length,
    estimateRowHeight: ROW_HEIGHT,
    viewport: VIEWPORT,
  });
  const columnCount = columns.length + 1;
  // Spacer rows stand for the rows not drawn: before the first drawn, between drawn ones apart, after the last.
  const spacer = (key: string, height: number) =>
    height > 0 && (
      <tr key={key} aria-hidden="true">
        <SpacerCell colSpan={columnCount} style={{ height }} />
      </tr>
    );
  return (
    <SummaryScroll ref={scrollRef} onKeyDown={onKeyDown} onFocus={onFocus}>
      <Table aria-label="ChartList Summary" aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
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
          {drawn.flatMap((virtualRow, position) => {
            const row = rows[virtualRow.index];
            const key = keys[virtualRow.index];
            if (!row || !key) return [];
            const gap = spacer(`gap-${key}`, virtualRow.start - (drawn[position - 1]?.end ?? 0));
            return [
              gap,
              <tr
                key={key}
                ref={virtualizer.measureElement}
                data-index={virtualRow.index}
                data-item={virtualRow.index}
                aria-rowindex={virtualRow.index + 2}
              >
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
              </tr>,
            ];
          })}
          {spacer('end', virtualizer.getTotalSize() - (drawn.at(-1)?.end ?? 0))}
        </tbody>
      </Table>
    </SummaryScroll>
  );
}
