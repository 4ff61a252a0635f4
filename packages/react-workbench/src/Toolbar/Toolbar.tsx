import { PeriodMenu } from '../PeriodMenu/PeriodMenu';
import { RangeMenu } from '../RangeMenu/RangeMenu';
import { SymbolInput } from '../SymbolInput/SymbolInput';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { Bar, CompanyName } from './Toolbar.styles';

/** The upper tool bar (spec 3 §2.13): symbol input with Go, period and range menus. */
export function Toolbar() {
  const symbol = useWorkbench((state) => state.chart.symbol);
  const companyInfo = useWorkbench((state) => state.chart.companyInfo);
  const actions = useWorkbenchActions();
  return (
    <Bar role="toolbar" aria-label="Chart controls">
      <SymbolInput symbol={symbol} onSubmit={actions.submitSymbol} />
      <PeriodMenu />
      <RangeMenu />
      {companyInfo && (
        <CompanyName>
          {companyInfo.name} · {companyInfo.exchange}
        </CompanyName>
      )}
    </Bar>
  );
}
