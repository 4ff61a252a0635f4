import { useState } from 'react';
import { EARNINGS_TABLE_COLUMNS, earningsTableRows, type SymbolSummary } from '@chartbench/core';
import { Field, Select, Table } from '../shared/shared.styles';
import { svgDataUrl } from '@chartbench/chart-engine';
import { earningsSvg } from './summaryCharts';
import { ChartImage, SectionControls } from './SymbolSummary.styles';

/**
 * The Earnings section (spec 3 §2.6): quarterly or annual (default quarterly), chart or table (default
 * chart); the table shows the four latest periods, revenue in millions.
 */
export function EarningsSection({ summary }: { readonly summary: SymbolSummary }) {
  const [period, setPeriod] = useState<'quarterly' | 'annual'>('quarterly');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const rows = period === 'quarterly' ? summary.quarterlyEarnings : summary.annualEarnings;
  return (
    <>
      <SectionControls>
        <Field>
          Period
          <Select
            value={period}
            onChange={(event) => setPeriod(event.target.value === 'annual' ? 'annual' : 'quarterly')}
          >
            <option value="quarterly">Quarterly</option>
            <option value="annual">Annual</option>
          </Select>
        </Field>
        <Field>
          View
          <Select
            value={view}
            onChange={(event) => setView(event.target.value === 'table' ? 'table' : 'chart')}
          >
            <option value="chart">Chart</option>
            <option value="table">Table</option>
          </Select>
        </Field>
      </SectionControls>
      {rows.length === 0 && <p>No {period} earnings.</p>}
      {rows.length > 0 && view === 'chart' && (
        <ChartImage
          src={svgDataUrl(earningsSvg(rows, 'eps'))}
          alt={`${period === 'quarterly' ? 'Quarterly' : 'Annual'} EPS, actual and estimated`}
        />
      )}
      {rows.length > 0 && view === 'table' && (
        <Table aria-label={`${period === 'quarterly' ? 'Quarterly' : 'Annual'} earnings`}>
          <thead>
            <tr>
              <th>Period</th>
              {EARNINGS_TABLE_COLUMNS.map((column) => (
                <th key={column} data-numeric="true">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {earningsTableRows(rows).map((row) => (
              <tr key={row.period}>
                <th scope="row">{row.period}</th>
                {row.cells.map((cell, i) => (
                  <td key={EARNINGS_TABLE_COLUMNS[i]} data-numeric="true">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
