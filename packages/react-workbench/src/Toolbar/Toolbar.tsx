import type { Ref } from 'react';
import { ChartActions } from '../ChartActions/ChartActions';
import { ChartListMenu } from '../ChartListMenu/ChartListMenu';
import { PeriodMenu } from '../PeriodMenu/PeriodMenu';
import { RangeMenu } from '../RangeMenu/RangeMenu';
import { SearchToolMenu } from '../SearchToolMenu/SearchToolMenu';
import { SymbolInput } from '../SymbolInput/SymbolInput';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { Bar, CompanyName } from './Toolbar.styles';

/** Props of {@link Toolbar}. */
export interface ToolbarProps {
  /** The symbol field element, for the typing hotkey. */
  readonly symbolInputRef?: Ref<HTMLInputElement>;
}

/**
 * The upper tool bar (spec 3 §2.13): symbol input with Go, the search-tool dropdown, period and range menus, the ChartList and Chart menus
 * with previous/next, and the chart actions.
 */
export function Toolbar({ symbolInputRef }: ToolbarProps) {
  const symbol = useWorkbench((state) => state.chart.symbol);
  const companyInfo = useWorkbench((state) => state.chart.companyInfo);
  const refreshLocked = useWorkbench((state) => state.refreshLocked);
  const actions = useWorkbenchActions();
  return (
    <Bar role="toolbar" aria-label="Chart controls">
      <SymbolInput
        symbol={symbol}
        onSubmit={actions.submitSymbol}
        inputRef={symbolInputRef}
        suggest={actions.suggestSymbols}
        refreshing={refreshLocked}
      />
      <SearchToolMenu />
      <PeriodMenu />
      <RangeMenu />
      <ChartListMenu />
      <ChartActions />
      {companyInfo && (
        <CompanyName>
          {companyInfo.name} · {companyInfo.exchange}
        </CompanyName>
      )}
    </Bar>
  );
}
