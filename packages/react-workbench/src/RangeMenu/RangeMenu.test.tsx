import { screen } from '@testing-library/react';
import { RANGES } from '@chartbench/core';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { RangeMenu } from './RangeMenu';

describe('spec 1 §3.2 RangeMenu', () => {
  it('lists every range of the catalogue in order', async () => {
    const { user } = renderWithWorkbench(<RangeMenu />);
    await user.click(screen.getByRole('button', { name: 'Range: 1 Year' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent?.replace(/🔒.*$/, ''))).toEqual(RANGES.map((r) => r.title));
  });

  it('spec 2 §4 choosing a range resets its values and reloads', async () => {
    const { user, workbench } = renderWithWorkbench(<RangeMenu />);
    await user.click(screen.getByRole('button', { name: 'Range: 1 Year' }));
    await user.click(screen.getByRole('option', { name: '10 Days' }));
    expect(workbench.getState().chart.settings).toMatchObject({ range: '10d', rangeDays: 10, rangeYears: 0 });
  });
});
