import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import {
  ALWAYS_VISIBLE_SUMMARY_COLUMN,
  CHART_LIST_SUMMARY_COLUMNS,
  LIBRARY_TEXTS,
  MESSAGES,
  chartListMenuEntries,
  chartListSummaryView,
  defaultVisibleSummaryColumns,
  filterSummaryRows,
  initialSummaryList,
  isLoggedIn,
  nextSummarySort,
  summaryRowKey,
  toggleRowSelection,
  toggleSelectAll,
  toggleSummaryColumn,
  itemsOf,
  type ChartList,
  type ChartListSummaryRow,
  type Member,
  type Load,
  type SummarySort,
} from '@chartbench/core';
import { Disclosure } from '../shared/Disclosure';
import { LoadView } from '../LoadView/LoadView';
import { ModeStatus } from '../shared/ModeStatus';
import { Button, Field, PopupItem, Select, TextLink } from '../shared/shared.styles';
import { Controls, Search } from './ChartListSummary.styles';
import { SummaryTable } from './SummaryTable';
import { ViewAsMenu } from './ViewAsMenu';

/** Props of {@link ChartListSummary}. */
export interface ChartListSummaryProps {
  readonly member: Member | null;
  /** The member's lists (core's chartListsOf); while a reload runs, those loaded before. */
  readonly lists: Load<readonly ChartList[]>;
  /** The list shown; a framework or missing list falls back to the first selectable one. */
  readonly selectedListNum: number | null;
  /** The summary rows of the shown list. */
  readonly load: Load<readonly ChartListSummaryRow[]>;
  readonly onSelectList: (listNum: number) => void;
  /** A symbol was clicked: load its chart (spec 3 §2.11). */
  readonly onLoadSymbol: (row: ChartListSummaryRow) => void;
  /** 'Apply ChartStyle' with the selected rows. */
  readonly onApplyStyle: (rows: readonly ChartListSummaryRow[]) => void;
  readonly loadSymbolOnly: boolean;
  readonly onLoadSymbolOnlyChange: (checked: boolean) => void;
  readonly onCreateChartList: () => void;
  /** A visitor chose a View As entry or the create-account prompt. */
  readonly onCreateAccount: () => void;
  /** The period menu (the workbench's PeriodMenu). */
  readonly periodMenu?: ReactNode;
  /** The optional actions menu. */
  readonly actionsMenu?: ReactNode;
  readonly initialVisibleColumns?: readonly string[];
  readonly onVisibleColumnsChange?: (columns: string[]) => void;
}

/**
 * ChartList Summary mode (spec 2 §4, spec 3 §2.11, §2.12): the list dropdown with framework lists disabled,
 * actions, Apply ChartStyle, Load Symbol Only, period, search, the Columns menu, View As, and the sortable
 * table, or the no-lists, failure, empty and no-match states with their exact texts. A visitor, who has no
 * ChartLists, is invited to create an account.
 */
export function ChartListSummary(props: ChartListSummaryProps) {
  const { member, lists, load } = props;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SummarySort>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [visibleColumns, setVisibleColumns] = useState<readonly string[]>(
    props.initialVisibleColumns ?? defaultVisibleSummaryColumns(),
  );
  const searchId = useId();

  const selectable = itemsOf(lists);
  const selectedList = initialSummaryList(selectable, props.selectedListNum ?? undefined);
  const chartCode = member?.chartCode ?? 0;
  const view = chartListSummaryView({ lists, selectedList, load, search, sort, chartCode });
  const loadedRows = load.status === 'loaded' ? load.data : [];
  const visibleRows = filterSummaryRows(loadedRows, search);

  const toggleColumn = (id: string) => {
    const next = toggleSummaryColumn(visibleColumns, id);
    setVisibleColumns(next);
    props.onVisibleColumnsChange?.(next);
  };

  if (!isLoggedIn(member) && selectable.length === 0) {
    return (
      <ModeStatus kind="empty" message={LIBRARY_TEXTS.visitorChartLists}>
        <Button type="button" $primary onClick={props.onCreateAccount}>
          {LIBRARY_TEXTS.createAccount}
        </Button>
      </ModeStatus>
    );
  }
  if (view.kind === 'listsLoading') return <ModeStatus kind="loading" label="Loading ChartLists…" />;
  if (view.kind === 'listsFailed') return <ModeStatus kind="failed" message={view.message} />;
  if (view.kind === 'noLists') {
    return (
      <ModeStatus kind="empty" message={LIBRARY_TEXTS.noChartLists}>
        <Button type="button" $primary onClick={props.onCreateChartList}>
          {view.createLabel}
        </Button>
      </ModeStatus>
    );
  }

  return (
    <div>
      <Controls>
        <Field>
          ChartList
          <Select
            value={selectedList?.listNum}
            onChange={(event) => props.onSelectList(Number(event.target.value))}
          >
            {chartListMenuEntries(selectable).map((entry) => (
              <option key={entry.listNum} value={entry.listNum} disabled={entry.disabled}>
                {entry.label}
              </option>
            ))}
          </Select>
        </Field>
        {props.actionsMenu}
        <Button
          type="button"
          onClick={() => props.onApplyStyle(loadedRows.filter((row) => selected.has(summaryRowKey(row))))}
        >
          {MESSAGES.chartListSummary.applyStyle}
        </Button>
        <Field>
          <input
            type="checkbox"
            checked={props.loadSymbolOnly}
            onChange={(event) => props.onLoadSymbolOnlyChange(event.target.checked)}
          />
          {MESSAGES.chartListSummary.loadSymbolOnly}
        </Field>
        {props.periodMenu}
        <Search
          id={searchId}
          type="search"
          aria-label="Search"
          placeholder="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Disclosure label={MESSAGES.chartListSummary.columns}>
          {CHART_LIST_SUMMARY_COLUMNS.map((column) => (
            <PopupItem key={column.id}>
              <input
                type="checkbox"
                checked={visibleColumns.includes(column.id)}
                disabled={column.id === ALWAYS_VISIBLE_SUMMARY_COLUMN}
                onChange={() => toggleColumn(column.id)}
              />
              {column.title}
            </PopupItem>
          ))}
        </Disclosure>
        {selectedList && (
          <ViewAsMenu list={selectedList} member={member} onCreateAccount={props.onCreateAccount} />
        )}
      </Controls>
      <LoadView
        load={view.rows}
        failedMessage={(message) => message}
        isEmpty={(shown) => shown.rows.length === 0}
        emptyMessage={(shown) => shown.emptyMessage}
        emptyAction={(shown) =>
          shown.addSymbols && <TextLink href={shown.addSymbols.href}>{shown.addSymbols.label}</TextLink>
        }
      >
        {(shown) => (
          <SummaryTable
            rows={shown.rows}
            visibleColumns={visibleColumns}
            sort={sort}
            selected={selected}
            onSort={(column) => setSort(nextSummarySort(sort, column))}
            onToggleRow={(key) => setSelected(toggleRowSelection(selected, key))}
            onToggleAll={() => setSelected(toggleSelectAll(selected, visibleRows.map(summaryRowKey)))}
            onLoadSymbol={props.onLoadSymbol}
          />
        )}
      </LoadView>
    </div>
  );
}
