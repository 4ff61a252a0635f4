import {
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
} from '../../WorkbenchProvider/WorkbenchProvider';
import { HistoricalData } from './HistoricalData';

/**
 * Historical Price Data connected to the modes store (spec 3 §2.7, §4): the period menu (Weekly and Monthly for
 * Pro; others get the upgrade dialog and the menu stays) and the table of the chart symbol.
 */
export function WiredHistoricalData() {
  const symbol = useWorkbench((state) => state.chart.symbol);
  const member = useWorkbench((state) => state.member);
  const period = useModes((state) => state.market.historicalPeriod);
  const load = useModes((state) => state.market.historical);
  const { selectHistoricalPeriod } = useModesActions();
  const { openModal } = useWorkbenchActions();
  return (
    <HistoricalData
      symbol={symbol}
      member={member}
      period={period}
      load={load}
      onPeriodChange={selectHistoricalPeriod}
      onUpgradeToPro={() => openModal('upgradeToPro')}
    />
  );
}
