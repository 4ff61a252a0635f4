import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { MEMBERS } from '../../test/members';
import { BARE_SYMBOL_SUMMARY, PRICE_ALERTS, SYMBOL_SUMMARY } from '../fixtures';
import { setupUser } from '../user';
import { SymbolSummary, type SymbolSummaryProps } from './SymbolSummary';

function setup(overrides: Partial<SymbolSummaryProps> = {}) {
  const props: SymbolSummaryProps = {
    symbol: 'AAPL',
    load: { status: 'loaded', symbol: 'AAPL', data: SYMBOL_SUMMARY },
    todayIso: '2024-05-14',
    member: MEMBERS.free,
    miniChartPeriod: '6M',
    miniChartUrl: '/c-sc/sc?s=AAPL&w=520&p=6M',
    onMiniChartPeriodChange: vi.fn(),
    alertsWithSymbol: { status: 'loaded', data: PRICE_ALERTS.slice(0, 1) },
    chartsWithSymbol: { status: 'loaded', data: [] },
    onAddToChartList: vi.fn(),
    onCreateAlert: vi.fn(),
    onCreateAccount: vi.fn(),
    ...overrides,
  };
  render(<SymbolSummary {...props} />);
  return { props, user: setupUser() };
}

describe('spec 3 §2.6 Symbol Summary', () => {
  it('shows the header with flag, banner, quote and extended figures', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Apple Inc. (AAPL)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'United States' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('AAPL reports earnings tomorrow (After Market Close)');
    expect(screen.getByLabelText('Last price')).toHaveTextContent('189.87');
    expect(screen.getByLabelText('Change')).toHaveTextContent('2.43 (+1.30%)');
  });

  it('offers every section with data in the navigation', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Summary',
      'Fundamentals',
      'Technicals',
      'Earnings',
      'SCTR',
      'Profile',
      'Scans',
      'Alerts',
      'ChartLists',
    ]);
    expect(screen.getByRole('img', { name: 'SCTR history on a 0 to 100 scale' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
  });

  it('issue #17 item 8: SCTR names the universe and band and links the SCTR reports and predefined scans', () => {
    setup();
    expect(screen.getByText(/Rank 72 \(band 3 of 4\) · Large Cap/)).toBeInTheDocument();
    expect(screen.queryByText(/· lrg/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SCTR Reports' })).toHaveAttribute(
      'href',
      '/freecharts/sctr.html',
    );
    expect(screen.getByRole('link', { name: 'Predefined Scans' })).toHaveAttribute(
      'href',
      '/def/servlet/SC.scan',
    );
  });

  it('leaves out Earnings, SCTR and Profile without their data and says what is missing', () => {
    setup({
      symbol: 'ZVZZT',
      load: { status: 'loaded', symbol: 'ZVZZT', data: BARE_SYMBOL_SUMMARY },
      alertsWithSymbol: { status: 'loaded', data: [] },
    });
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Summary', 'Fundamentals', 'Technicals', 'Scans', 'Alerts', 'ChartLists']);
    expect(screen.getByText('No Recent Scan Appearances')).toBeInTheDocument();
    expect(screen.getByText('You do not have any alerts with ZVZZT!')).toBeInTheDocument();
    expect(screen.getByText('You do not have any charts with ZVZZT!')).toBeInTheDocument();
  });

  it('switches the mini chart period, 6M pressed by default', async () => {
    const { props, user } = setup();
    expect(screen.getByRole('img', { name: 'AAPL chart, 6M' })).toHaveAttribute(
      'src',
      '/c-sc/sc?s=AAPL&w=520&p=6M',
    );
    const periods = screen.getByRole('group', { name: 'Mini chart period' });
    expect(within(periods).getByRole('button', { name: '6M' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(periods).getByRole('button', { name: '5Y' }));
    expect(props.onMiniChartPeriodChange).toHaveBeenCalledWith('5Y');
  });

  it('shows the earnings table of the four latest quarters, then annual', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'table');
    const table = screen.getByRole('table', { name: 'Quarterly earnings' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['2024 Q2', '2024 Q1', '2023 Q4', '2023 Q3']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'annual');
    expect(
      within(screen.getByRole('table', { name: 'Annual earnings' })).getAllByRole('rowheader'),
    ).toHaveLength(2);
  });

  it('prompts a visitor to create an account for member actions', async () => {
    const { props, user } = setup({ member: MEMBERS.visitor });
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    expect(props.onCreateAccount).toHaveBeenCalled();
    expect(props.onCreateAlert).not.toHaveBeenCalled();
  });

  it.each<[string, Partial<SymbolSummaryProps>, string]>([
    ['loading', { load: { status: 'loading', symbol: 'AAPL' } }, 'Loading Symbol Summary…'],
    ['stale result', { symbol: 'MSFT' }, 'Loading Symbol Summary…'],
    [
      'error',
      { load: { status: 'failed', symbol: 'AAPL' } },
      'There was an error loading the Symbol Summary for this ticker. Please try again later.',
    ],
    [
      'unsupported',
      { symbol: 'AAPL:SPY', load: null },
      "Whoops! Looks like we couldn't create a Symbol Summary for that ticker. The symbol you entered is either not in our database or not supported on our Symbol Summary tool.",
    ],
  ])('%s reads its message', (_name, overrides, text) => {
    setup(overrides);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
