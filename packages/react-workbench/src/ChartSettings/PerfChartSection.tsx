import { useId } from 'react';
import {
  editPerfSymbols,
  maxComparisonSymbols,
  movePerfSymbol,
  perfSymbolRowsForView,
} from '@chartbench/core';
import type { ChartSettings } from '@chartbench/core';
import { CheckLabel, Legend, Section } from './ChartSettings.styles';
import { SortableRows } from './RowControls';
import { TextField } from './TextField';

/** Props of {@link PerfChartSection}. */
export interface PerfChartSectionProps {
  readonly draft: ChartSettings;
  /** Replaces the draft with rows checked against the member's limits. */
  readonly editRows: (next: ChartSettings) => void;
  readonly edit: (next: ChartSettings) => void;
}

/**
 * The PERFCHART SYMBOLS section (spec 2 §2): the baseline checkbox and one row per comparison symbol, with one
 * blank row to add to. Symbols are reformatted and blanks removed by core; adding beyond the free maximum
 * opens the create-account dialog.
 */
export function PerfChartSection({ draft, editRows, edit }: PerfChartSectionProps) {
  const legendId = useId();
  // Rows are shown up to the paying maximum so that a free member's next entry reaches the gate.
  const max = maxComparisonSymbols('PRO');
  const rows = perfSymbolRowsForView(draft.perfChartSymbols, max);
  return (
    <Section aria-labelledby={legendId}>
      <Legend id={legendId}>PERFCHART SYMBOLS</Legend>
      <CheckLabel>
        <input
          type="checkbox"
          checked={draft.useMainChartSymbolAsBaseline}
          onChange={(event) => edit({ ...draft, useMainChartSymbolAsBaseline: event.target.checked })}
        />
        Use Main Symbol As Baseline
      </CheckLabel>
      <SortableRows
        label="Comparison Symbols"
        rows={rows}
        isBlank={(row) => row.symbol === ''}
        rowName={(_row, index) => `Symbol ${index + 1}`}
        onMoveUp={(id) => editRows(editPerfSymbols(draft, { kind: 'moveUp', id }, max))}
        onMoveDown={(id) => editRows(editPerfSymbols(draft, { kind: 'moveDown', id }, max))}
        onDelete={(id) => editRows(editPerfSymbols(draft, { kind: 'delete', id }, max))}
        onMoveTo={(id, to) => editRows(movePerfSymbol(draft, id, to, max))}
        renderRow={(row, index) => (
          <TextField
            label={`Symbol ${index + 1}`}
            value={row.symbol}
            onCommit={(symbol) =>
              editRows(editPerfSymbols(draft, { kind: 'edit', id: row.id, patch: { symbol } }, max))
            }
          />
        )}
      />
    </Section>
  );
}
