import { useState } from 'react';
import {
  canApplyStyleToAll,
  chartCommentsBox,
  chartListsOf,
  isEodOnIntraday,
  itemsOf,
  libraryLoadOf,
  memberStylesLoad,
  shownChartList,
  summaryLoadFor,
  type KeyValueStorage,
} from '@chartbench/core';
import { ChartSettings } from '../../ChartSettings/ChartSettings';
import { PeriodMenu } from '../../PeriodMenu/PeriodMenu';
import { useModes, useModesActions, useWorkbench, useWorkbenchActions } from '../../WorkbenchProvider/WorkbenchProvider';
import { ChartComments } from '../ChartComments/ChartComments';
import { ChartListLibrary } from '../ChartListLibrary/ChartListLibrary';
import { ChartListSummary } from '../ChartListSummary/ChartListSummary';
import { ChartStyleLibrary } from '../ChartStyleLibrary/ChartStyleLibrary';

/** Props of the list modes: today, for date rules (the local date when omitted). */
export interface ListModeProps {
  readonly today?: string;
}

/** The browser's local storage when it may be written (the libraries keep their layout there), else none. */
function localStorageOrNone(): KeyValueStorage | undefined {
  try {
    const storage = globalThis.localStorage;
    const probe = '__chartbench_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    // Private modes and sandboxed frames refuse storage: the layout then lasts as long as the view.
    return undefined;
  }
}

function useLibraryStorage(): KeyValueStorage | undefined {
  const [storage] = useState(localStorageOrNone);
  return storage;
}

/** Chart Settings, the default mode, with Apply ChartStyle to All offered when the viewed saved chart's list allows it. */
export function WiredChartSettings({ today }: ListModeProps) {
  const canApplyToAll = useWorkbench((state) => canApplyStyleToAll(state.member, state.savedChart, state.memberData));
  const { applyStyleToAll } = useModesActions();
  return (
    <ChartSettings
      canApplyToAll={canApplyToAll}
      onApplyToAll={() => void applyStyleToAll()}
      {...(today === undefined ? {} : { today })}
    />
  );
}

/** ChartList Summary connected to the modes store: the rows of the shown list, symbols that load their charts. */
export function WiredChartListSummary() {
  const member = useWorkbench((state) => state.member);
  const lists = useWorkbench((state) => chartListsOf(state.memberData.chartLists));
  const selectedListNum = useModes((state) => state.lists.selectedListNum);
  const listNum = useWorkbench((state) => shownChartList(state.memberData, selectedListNum)?.listNum ?? null);
  const load = useModes((state) => summaryLoadFor(state.lists.summary, listNum));
  const loadSymbolOnly = useModes((state) => state.lists.loadSymbolOnly);
  const modes = useModesActions();
  const { openModal } = useWorkbenchActions();
  return (
    <ChartListSummary
      member={member}
      lists={lists}
      selectedListNum={listNum}
      load={load}
      onSelectList={modes.selectList}
      onLoadSymbol={modes.loadSummarySymbol}
      onApplyStyle={(rows) => void modes.applyStyleToRows(rows.map((row) => row.recid).filter((recid) => recid > 0))}
      loadSymbolOnly={loadSymbolOnly}
      onLoadSymbolOnlyChange={modes.setLoadSymbolOnly}
      onCreateChartList={modes.createChartList}
      onCreateAccount={() => openModal('createAccount')}
      periodMenu={<PeriodMenu />}
    />
  );
}

/** ChartList Library connected to the modes store: the charts of the shown list as thumbnails that open them. */
export function WiredChartListLibrary() {
  const member = useWorkbench((state) => state.member);
  const lists = useWorkbench((state) => chartListsOf(state.memberData.chartLists));
  const selectedListNum = useModes((state) => state.lists.selectedListNum);
  const listNum = useWorkbench((state) => shownChartList(state.memberData, selectedListNum)?.listNum ?? null);
  const savedCharts = useWorkbench((state) => (listNum === null ? undefined : state.memberData.savedCharts[listNum]));
  const loadSymbolOnly = useModes((state) => state.lists.loadSymbolOnly);
  const modes = useModesActions();
  const { openModal, loadChart } = useWorkbenchActions();
  const storage = useLibraryStorage();
  return (
    <ChartListLibrary
      member={member}
      lists={lists}
      selectedListNum={listNum}
      charts={libraryLoadOf(savedCharts)}
      onSelectList={modes.selectList}
      chartThumbnailUrl={modes.chartThumbnailUrl}
      onLoadChart={modes.loadLibraryChart}
      onLoadSymbol={(symbol) => loadChart({ symbol })}
      loadSymbolOnly={loadSymbolOnly}
      onLoadSymbolOnlyChange={modes.setLoadSymbolOnly}
      onCreateChartList={modes.createChartList}
      onCreateAccount={() => openModal('createAccount')}
      {...(storage ? { storage } : {})}
    />
  );
}

/** ChartStyle Library connected to the modes store: the member's styles and the sample groups, loaded onto the chart. */
export function WiredChartStyleLibrary() {
  const member = useWorkbench((state) => state.member);
  const chartStyles = useWorkbench((state) => state.memberData.chartStyles);
  const defaultStyleRecid = useWorkbench((state) => state.memberData.defaultStyle?.recid ?? null);
  const samples = useModes((state) => state.lists.samples);
  const modes = useModesActions();
  const { openModal } = useWorkbenchActions();
  const storage = useLibraryStorage();
  return (
    <ChartStyleLibrary
      member={member}
      styles={memberStylesLoad(member, chartStyles)}
      samples={samples.status === 'idle' ? { status: 'loading' } : samples}
      defaultStyleRecid={defaultStyleRecid}
      thumbnailUrl={modes.styleThumbnailUrl}
      onLoadStyle={(style) => void modes.loadChartStyle(style)}
      onLoadSample={(sample, symbol) => void modes.loadSampleStyle(sample, symbol)}
      onCreateAccount={() => openModal('createAccount')}
      {...(storage ? { storage } : {})}
    />
  );
}

/** Chart Comments connected to the modes store: the viewed saved chart's comments, saved with the spec's messages. */
export function WiredChartComments() {
  const member = useWorkbench((state) => state.member);
  const symbolFound = useWorkbench((state) => state.chart.status !== 'invalidSymbol');
  const eodOnIntraday = useWorkbench((state) => isEodOnIntraday(state.chart));
  const savedChart = useWorkbench((state) => state.savedChart);
  const lists = useWorkbench((state) => itemsOf(state.memberData.chartLists));
  const symbol = useWorkbench((state) => state.chart.symbol);
  const savedComments = useModes((state) => state.lists.savedComments);
  const isSaving = useModes((state) => state.lists.commentsSaving);
  const result = useModes((state) => state.lists.commentsResult);
  const { saveComments } = useModesActions();
  const { openModal } = useWorkbenchActions();
  const box = chartCommentsBox(member, savedChart, lists, symbol, savedComments);
  return (
    <ChartComments
      member={member}
      symbolFound={symbolFound}
      isEodOnIntraday={eodOnIntraday}
      isSaving={isSaving}
      chartKey={box.chartKey}
      savedComments={box.savedComments}
      notice={box.notice}
      result={result}
      onSave={(comments) => void saveComments(comments)}
      onCreateAccount={() => openModal('createAccount')}
    />
  );
}
