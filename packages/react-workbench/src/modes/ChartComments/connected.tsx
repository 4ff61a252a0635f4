import { itemsOf } from '@chartbench/core';
import { chartCommentsBox, isEodOnIntraday } from '@chartbench/core';
import {
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { ChartComments } from './ChartComments';

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
