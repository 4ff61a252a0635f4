import { screen } from '@testing-library/react';
import { MEMBERS } from '../test/members';
import { RANGES } from '@chartbench/core';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { RangeMenu } from './RangeMenu';

describe('spec 1 §3.2 RangeMenu', () => {
  it('lists every range of the catalogue in order', async () => {
    const { user } = renderWithWorkbench(<RangeMenu />);
    await user.click(screen.getByRole('button', { name: 'Range: 1 Year' }));
    expect(screen.getAllByRole('option').map((o) => o.firstElementChild?.textContent)).toEqual(
      RANGES.map((r) => r.title),
    );
  });

  it('spec 2 §4 choosing a range resets its values and reloads', async () => {
    const { user, workbench } = renderWithWorkbench(<RangeMenu />);
    await user.click(screen.getByRole('button', { name: 'Range: 1 Year' }));
    await user.click(screen.getByRole('option', { name: '10 Days' }));
    expect(workbench.getState().chart.settings).toMatchObject({ range: '10d', rangeDays: 10, rangeYears: 0 });
  });
});

describe('spec 2 §6 RangeMenu gates', () => {
  it.each([
    ['visitor', MEMBERS.visitor, '2 Years', 'Members only'],
    ['basic member', MEMBERS.basic, '50 Years', 'Extra & Pro'],
    ['extra member', MEMBERS.extra, '100 Years', 'Pro only'],
  ])('a %s sees %s locked (%s)', async (_name, member, title, lock) => {
    const { user } = renderWithWorkbench(<RangeMenu />, { member });
    await user.click(screen.getByRole('button', { name: 'Range: 1 Year' }));
    const option = screen.getByRole('option', { name: new RegExp(`^${title}`) });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent(lock);
  });

  it('day, month, YTD and custom ranges are open to visitors', async () => {
    const { user } = renderWithWorkbench(<RangeMenu />);
    await user.click(screen.getByRole('button', { name: 'Range: 1 Year' }));
    for (const title of ['1 Day', '9 Months', 'Year-to-Date', 'Select Start/End']) {
      expect(screen.getByRole('option', { name: title })).not.toHaveAttribute('aria-disabled');
    }
  });
});
