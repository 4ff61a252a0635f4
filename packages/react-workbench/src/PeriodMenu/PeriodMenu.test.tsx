import { act, screen } from '@testing-library/react';
import { MEMBERS } from '../test/members';
import { ModalHost } from '../ModalHost/ModalHost';
import { PERIODS } from '@chartbench/core';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { PeriodMenu } from './PeriodMenu';

describe('spec 1 §3.1 PeriodMenu', () => {
  it('lists every period of the catalogue in order', async () => {
    const { user } = renderWithWorkbench(<PeriodMenu />);
    await user.click(screen.getByRole('button', { name: 'Period: Daily' }));
    expect(screen.getAllByRole('option').map((o) => o.firstElementChild?.textContent)).toEqual(
      PERIODS.map((p) => p.title),
    );
  });

  it('choosing a period sets it on the chart and reloads', async () => {
    const { user, workbench, api } = renderWithWorkbench(<PeriodMenu />);
    await user.click(screen.getByRole('button', { name: 'Period: Daily' }));
    await user.click(screen.getByRole('option', { name: 'Weekly' }));
    expect(workbench.getState().chart.settings.period).toBe('W');
    expect(api.lookups).toHaveLength(2);
  });
});

describe('spec 2 §6 PeriodMenu gates', () => {
  it.each([
    ['visitor', MEMBERS.visitor, 'Monthly', 'Members only'],
    ['free member', MEMBERS.free, 'Hourly', 'Extra & Pro'],
    ['extra member', MEMBERS.extra, 'Quarterly', 'Pro only'],
  ])('a %s sees %s locked (%s)', async (_name, member, title, lock) => {
    const { user } = renderWithWorkbench(<PeriodMenu />, { member });
    await user.click(screen.getByRole('button', { name: 'Period: Daily' }));
    const option = screen.getByRole('option', { name: new RegExp(`^${title}`) });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent(lock);
  });

  it('a pro member sees no locks', async () => {
    const { user } = renderWithWorkbench(<PeriodMenu />, { member: MEMBERS.pro });
    await user.click(screen.getByRole('button', { name: 'Period: Daily' }));
    expect(screen.getAllByRole('option').filter((o) => o.getAttribute('aria-disabled') === 'true')).toEqual(
      [],
    );
  });

  it('choosing a locked period keeps the period and opens the create-account dialog', async () => {
    const { user, workbench } = renderWithWorkbench(
      <>
        <PeriodMenu />
        <ModalHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Period: Daily' }));
    await user.click(screen.getByRole('option', { name: /^Monthly/ }));
    expect(workbench.getState().chart.settings.period).toBe('D');
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  });
});

describe('spec 3 §5 PeriodMenu by symbol kind', () => {
  const titles = () => screen.getAllByRole('option').map((o) => o.firstElementChild?.textContent);

  it('a stock, once looked up, is not offered the crypto-only 240 minutes but keeps the bars-per-day periods', async () => {
    const { user, api } = renderWithWorkbench(<PeriodMenu />, { member: MEMBERS.pro });
    await api.answer('AAPL');
    await user.click(screen.getByRole('button', { name: 'Period: Daily' }));
    expect(titles()).not.toContain('240 Minute');
    expect(titles()).toContain('65 Minute (6 per day)');
  });

  it('a crypto pair is offered 240 minutes and not the bars-per-day periods', async () => {
    const { user, api } = renderWithWorkbench(<PeriodMenu />, { member: MEMBERS.pro, symbol: '$BTCUSD' });
    await act(async () => {
      api.lookups
        .at(-1)
        ?.resolve([
          { symbol: '$BTCUSD', companyInfo: { name: 'Bitcoin', exchange: 'Coinbase', isEOD: false } },
        ]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await user.click(screen.getByRole('button', { name: 'Period: Daily' }));
    expect(titles()).toContain('240 Minute');
    expect(titles()).not.toContain('65 Minute (6 per day)');
  });
});
