import { chartListsOf, shownChartList, summaryLoadFor } from '@chartbench/core';
import { PeriodMenu } from '../../PeriodMenu/PeriodMenu';
import {
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { ChartListSummary } from './ChartListSummary';

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
      onApplyStyle={(rows) =>
        void modes.applyStyleToRows(rows.map((row) => row.recid).filter((recid) => recid > 0))
      }
      loadSymbolOnly={loadSymbolOnly}
      onLoadSymbolOnlyChange={modes.setLoadSymbolOnly}
      onCreateChartList={modes.createChartList}
      onCreateAccount={() => openModal('createAccount')}
      periodMenu={<PeriodMenu />}
    />
  );
}
