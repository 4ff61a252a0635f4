import { chartListsOf, libraryLoadOf, shownChartList } from '@chartbench/core';
import {
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
  useWorkbenchPorts,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { ChartListLibrary } from './ChartListLibrary';

/** ChartList Library connected to the modes store: the charts of the shown list as thumbnails that open them. */
export function WiredChartListLibrary() {
  const member = useWorkbench((state) => state.member);
  const lists = useWorkbench((state) => chartListsOf(state.memberData.chartLists));
  const selectedListNum = useModes((state) => state.lists.selectedListNum);
  const listNum = useWorkbench((state) => shownChartList(state.memberData, selectedListNum)?.listNum ?? null);
  const savedCharts = useWorkbench((state) =>
    listNum === null ? undefined : state.memberData.savedCharts[listNum],
  );
  const loadSymbolOnly = useModes((state) => state.lists.loadSymbolOnly);
  const modes = useModesActions();
  const { openModal, loadChart } = useWorkbenchActions();
  const { storage } = useWorkbenchPorts();
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
      storage={storage}
    />
  );
}
