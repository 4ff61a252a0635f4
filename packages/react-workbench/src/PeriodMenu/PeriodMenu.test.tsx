import { screen } from '@testing-library/react';
import { PERIODS } from '@chartbench/core';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { PeriodMenu } from './PeriodMenu';

describe('spec 1 §3.1 PeriodMenu', () => {
  it('lists every period of the catalogue in order', async () => {
    const { user } = renderWithWorkbench(<PeriodMenu />);
    await user.click(screen.getByRole('button', { name: 'Period: Daily' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent?.replace(/🔒.*$/, ''))).toEqual(PERIODS.map((p) => p.title));
  });

  it('choosing a period sets it on the chart and reloads', async () => {
    const { user, workbench, api } = renderWithWorkbench(<PeriodMenu />);
    await user.click(screen.getByRole('button', { name: 'Period: Daily' }));
    await user.click(screen.getByRole('option', { name: 'Weekly' }));
    expect(workbench.getState().chart.settings.period).toBe('W');
    expect(api.lookups).toHaveLength(2);
  });
});
