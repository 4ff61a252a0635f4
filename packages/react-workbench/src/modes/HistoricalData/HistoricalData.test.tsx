import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { MEMBERS } from '../../test/members';
import { HISTORICAL_TABLE } from '../fixtures';
import { setupUser } from '../user';
import { HistoricalData, type HistoricalDataProps } from './HistoricalData';

function setup(overrides: Partial<HistoricalDataProps> = {}) {
  const props: HistoricalDataProps = {
    symbol: 'AAPL',
    member: MEMBERS.free,
    period: 'D',
    load: { status: 'loaded', symbol: 'AAPL', period: 'D', data: HISTORICAL_TABLE },
    onPeriodChange: vi.fn(),
    onUpgradeToPro: vi.fn(),
    ...overrides,
  };
  render(<HistoricalData {...props} />);
  return { props, user: setupUser() };
}

describe('spec 3 §2.7, §4, §6 Historical Price Data', () => {
  it('shows the table and the link to all data', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Historical price data for AAPL' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Open', 'High', 'Low', 'Close', 'Volume']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'View all historical data for AAPL' })).toHaveAttribute(
      'href',
      '/freecharts/historical/?symbol=AAPL',
    );
  });

  it('keeps a non-Pro member on Daily and opens upgrade-to-Pro for Weekly', async () => {
    const { props, user } = setup();
    const menu = screen.getByRole('combobox', { name: 'Period' });
    expect(within(menu).getByRole('option', { name: 'Weekly (Pro)' })).toBeInTheDocument();
    await user.selectOptions(menu, 'W');
    expect(props.onUpgradeToPro).toHaveBeenCalledTimes(1);
    expect(props.onPeriodChange).not.toHaveBeenCalled();
    expect(menu).toHaveValue('D');
  });

  it('reloads a Pro member on Monthly', async () => {
    const { props, user } = setup({ member: MEMBERS.pro });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'M');
    expect(props.onPeriodChange).toHaveBeenCalledWith('M');
    expect(props.onUpgradeToPro).not.toHaveBeenCalled();
  });

  it.each<[string, Partial<HistoricalDataProps>, string]>([
    ['loading', { load: { status: 'loading', symbol: 'AAPL', period: 'D' } }, 'Loading…'],
    ['stale period', { period: 'W', member: MEMBERS.pro }, 'Loading…'],
    [
      'not found',
      { symbol: 'ZZZZ', load: { status: 'failed', symbol: 'ZZZZ', period: 'D' } },
      'Historical price data was not found for the symbol: ZZZZ',
    ],
  ])('%s reads its message', (_name, overrides, text) => {
    setup(overrides);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
