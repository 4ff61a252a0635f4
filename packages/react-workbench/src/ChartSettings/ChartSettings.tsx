import {
  PERF_CHART_TYPE_VALUE,
  applySettingsChange,
  clearIndicators,
  clearOverlays,
  clearPerfSymbols,
} from '@chartbench/core';
import type { FormEvent } from 'react';
import { useToday } from '../WorkbenchProvider/today';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { AttributesSection } from './AttributesSection';
import { Button, Buttons, Panel } from './ChartSettings.styles';
import { PerfChartSection } from './PerfChartSection';
import { IndicatorsSection, OverlaysSection } from './StudySections';
import { useSettingsDraft } from './useSettingsDraft';

/** Props of {@link ChartSettings}. */
export interface ChartSettingsProps {
  /**
   * Whether Apply ChartStyle to All may be used: false without saved charts or when the selected list is
   * read-only (spec 2 §2). The host knows the lists; the panel does not.
   */
  readonly canApplyToAll: boolean;
  /**
   * Apply ChartStyle to All (spec 2 §2): the host opens the dialog for the charts of the viewed chart's list; without
   * it the dialog opens on its own.
   */
  readonly onApplyToAll?: () => void;
  /** Today as YYYY-MM-DD, for range dates; the store's clock decides when omitted. */
  readonly today?: string;
}

/**
 * The chart settings panel (spec 2 §2, §4): ATTRIBUTES, PERFCHART SYMBOLS (performance chart), OVERLAYS and
 * INDICATORS, edited as a draft through core's transitions and applied with Update Chart; symbol, period and
 * range changes reload the chart at once.
 */
export function ChartSettings({ canApplyToAll, onApplyToAll, today: fixedToday }: ChartSettingsProps) {
  const today = useToday(fixedToday);
  const symbol = useWorkbench((state) => state.chart.symbol);
  const member = useWorkbench((state) => state.member);
  const actions = useWorkbenchActions();
  const { draft, edit, change, editRows, apply } = useSettingsDraft(today);
  const isPerf = draft.chartType === PERF_CHART_TYPE_VALUE;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  return (
    <Panel aria-label="Chart Settings" onSubmit={onSubmit}>
      <AttributesSection
        draft={draft}
        symbol={symbol}
        member={member}
        today={today}
        edit={edit}
        change={change}
        apply={apply}
        transition={(c) => applySettingsChange(draft, c, { today })}
        setSymbol={(next) => actions.loadChart({ symbol: next, settings: draft })}
        refuse={(modal) => actions.openModal(modal)}
      />
      {isPerf ? (
        <PerfChartSection draft={draft} edit={edit} editRows={editRows} />
      ) : (
        <>
          <OverlaysSection draft={draft} change={change} editRows={editRows} />
          <IndicatorsSection draft={draft} change={change} editRows={editRows} />
        </>
      )}
      <Buttons>
        <Button type="submit" $primary>
          Update Chart
        </Button>
        <Button
          type="button"
          disabled={!canApplyToAll}
          onClick={() => (onApplyToAll ? onApplyToAll() : actions.openModal('applyChartStyleToCharts'))}
        >
          Apply ChartStyle to All
        </Button>
        {isPerf ? (
          <Button type="button" onClick={() => edit(clearPerfSymbols(draft))}>
            Clear Comparison Symbols
          </Button>
        ) : (
          <>
            <Button type="button" onClick={() => edit(clearOverlays(draft))}>
              Clear All Overlays
            </Button>
            <Button type="button" onClick={() => edit(clearIndicators(draft))}>
              Clear All Indicators
            </Button>
          </>
        )}
      </Buttons>
    </Panel>
  );
}
