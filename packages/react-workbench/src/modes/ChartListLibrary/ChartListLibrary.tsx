import { useState } from 'react';
import {
  MESSAGES,
  chartListLibraryView,
  chartListMenuEntries,
  initialSummaryList,
  libraryEntryAction,
  itemsOf,
  type ChartList,
  type KeyValueStorage,
  type LibraryEntry,
  type Load,
  type Member,
  type SavedChart,
} from '@chartbench/core';
import { LibraryFrame } from '../LibraryFrame/LibraryFrame';
import { ModeStatus } from '../shared/ModeStatus';
import { Button, Field, Select } from '../shared/shared.styles';

/** Props of {@link ChartListLibrary}. */
export interface ChartListLibraryProps {
  /** The member, or null when logged out. */
  readonly member: Member | null;
  /** The member's lists (core's chartListsOf); while a reload runs, those loaded before. */
  readonly lists: Load<readonly ChartList[]>;
  /** The list shown; a framework or missing list falls back to the first selectable one. */
  readonly selectedListNum: number | null;
  /** The charts of the selected list. */
  readonly charts: Load<readonly SavedChart[]>;
  readonly onSelectList: (listNum: number) => void;
  /** The thumbnail address of a chart (its chart image at thumbnail size). */
  readonly chartThumbnailUrl: (chart: SavedChart) => string;
  /** Load a chart with its settings. */
  readonly onLoadChart: (chart: SavedChart) => void;
  /** Load only a chart's symbol, keeping the current settings (Load Symbol Only). */
  readonly onLoadSymbol: (symbol: string) => void;
  readonly loadSymbolOnly: boolean;
  readonly onLoadSymbolOnlyChange: (checked: boolean) => void;
  readonly onCreateChartList: () => void;
  /** A visitor asked to keep charts: open the create-account dialog. */
  readonly onCreateAccount: () => void;
  /** Local storage for the layout and thumbnail size. */
  readonly storage?: KeyValueStorage;
}

/**
 * ChartList Library mode (spec 2 §4, §6, §8; spec 3 §2.10, §8): the list to browse (framework lists are
 * disabled entries, as in the summary), grid or list of chart thumbnails with a preview pane, search with tag
 * suggestions, Load Symbol Only and Create ChartList; a visitor is invited to create an account.
 */
export function ChartListLibrary(props: ChartListLibraryProps) {
  const { member, lists, charts } = props;
  const [query, setQuery] = useState('');
  const selectable = itemsOf(lists);
  const selectedList = initialSummaryList(selectable, props.selectedListNum ?? undefined);
  const input = { member, lists, selectedList, charts };
  const view = chartListLibraryView({ ...input, query });

  if (view.kind === 'visitor') {
    return (
      <ModeStatus kind="empty" message={view.message}>
        <Button type="button" $primary onClick={props.onCreateAccount}>
          {view.createAccountLabel}
        </Button>
      </ModeStatus>
    );
  }
  if (view.kind === 'listsLoading') return <ModeStatus kind="loading" label="Loading ChartLists…" />;
  if (view.kind === 'listsFailed') return <ModeStatus kind="failed" message={view.message} />;
  if (view.kind === 'noLists') {
    return (
      <ModeStatus kind="empty" message={view.message}>
        <Button type="button" $primary onClick={props.onCreateChartList}>
          {view.createLabel}
        </Button>
      </ModeStatus>
    );
  }

  const all = chartListLibraryView({ ...input, query: '' });
  const choose = (entry: LibraryEntry) => {
    const action = libraryEntryAction(entry, member, props.loadSymbolOnly);
    if (action.kind === 'createAccount') props.onCreateAccount();
    else if (action.kind === 'loadChart') props.onLoadChart(action.chart);
    else if (action.kind === 'loadSymbol') props.onLoadSymbol(action.symbol);
  };

  return (
    <LibraryFrame
      kind="chartListLibrary"
      storage={props.storage}
      librarySelect={
        <Field>
          ChartList
          <Select
            value={selectedList?.listNum}
            onChange={(event) => {
              props.onSelectList(Number(event.target.value));
              setQuery('');
            }}
          >
            {chartListMenuEntries(selectable).map((entry) => (
              <option key={entry.listNum} value={entry.listNum} disabled={entry.disabled}>
                {entry.label}
              </option>
            ))}
          </Select>
        </Field>
      }
      extraControls={
        <>
          <Field>
            <input
              type="checkbox"
              checked={props.loadSymbolOnly}
              onChange={(event) => props.onLoadSymbolOnlyChange(event.target.checked)}
            />
            {MESSAGES.chartListSummary.loadSymbolOnly}
          </Field>
          <Button type="button" onClick={props.onCreateChartList}>
            {MESSAGES.chartList.create}
          </Button>
        </>
      }
      query={query}
      onQueryChange={setQuery}
      allEntries={all.kind === 'charts' && all.charts.status === 'loaded' ? all.charts.data.entries : []}
      view={view.charts}
      label="Charts"
      loadLabel="Load Chart"
      thumbnailUrl={(entry) => (entry.kind === 'chart' ? props.chartThumbnailUrl(entry.chart) : '')}
      showMembersOnly={() => false}
      onChoose={choose}
    />
  );
}
