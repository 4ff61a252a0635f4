import { render, screen, within } from '@testing-library/react';
import { parseOptionChain } from '@chartbench/core';
import { setupUser } from '../user';
import { OptionsStrategy } from './OptionsStrategy';
import { STRATEGY_CHAIN } from './strategy-fixtures';

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('issue 17 item 5: the options strategy view', () => {
  it('opens on a straddle at the money two weeks out with its chart, break-evens, max profit/loss and greeks', () => {
    render(<OptionsStrategy chain={STRATEGY_CHAIN} symbol="SPY" />);
    expect(screen.getByRole('combobox', { name: 'Strategy' })).toHaveValue('long-straddle');
    expect(screen.getByRole('combobox', { name: 'Expiry' })).toHaveValue('2026-12-18');
    expect(screen.getByRole('combobox', { name: 'Strike' })).toHaveValue('595');
    const chart = screen.getByRole('img', { name: 'SPY Straddle payoff, 2026-12-18' });
    expect(chart.querySelector('[data-role="payoff-expiry"]')).not.toBeNull();
    expect(chart.querySelector('[data-role="payoff-today"]')).not.toBeNull();
    expect(chart.querySelector('[data-role="payoff-break-even"]')).not.toBeNull();
    const evens = figure('Break-even')!.split(', ').map(Number);
    expect(evens).toHaveLength(2);
    expect(evens[0]).toBeLessThan(595);
    expect(evens[1]).toBeGreaterThan(595);
    expect(figure('Max profit')).toBe('Unlimited');
    expect(figure('Max loss')).toMatch(/^-\$\d/);
    const greeks = screen.getByRole('table', { name: 'Greeks per contract' });
    expect(
      within(greeks)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Long Call 595', 'Long Put 595', 'Position']);
    expect(screen.getByText(/derived from SPY's own daily bars/)).toBeInTheDocument();
  });

  it('turns into a bull call spread with two strikes and a capped profit', async () => {
    const user = setupUser();
    render(<OptionsStrategy chain={STRATEGY_CHAIN} symbol="SPY" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Strategy' }), 'bull-call-spread');
    expect(screen.getByRole('combobox', { name: 'Lower strike' })).toHaveValue('565');
    expect(screen.getByRole('combobox', { name: 'Upper strike' })).toHaveValue('625');
    expect(figure('Break-even')!.split(', ')).toHaveLength(1);
    expect(figure('Max profit')).toMatch(/^\$\d/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lower strike' }), '625');
    expect(screen.getByRole('combobox', { name: 'Upper strike' })).toHaveValue('630');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry' }), '2027-01-15');
    expect(screen.getByRole('img', { name: 'SPY Bull Call Spread payoff, 2027-01-15' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Lower strike' })).toHaveValue('625');
  });

  it('says why when the chain does not give the underlying price', () => {
    const chain = parseOptionChain({ success: true, options: { Expirations: [] } });
    render(<OptionsStrategy chain={chain} symbol="SPY" />);
    expect(screen.getByRole('status')).toHaveTextContent('does not give the underlying price');
  });
});
