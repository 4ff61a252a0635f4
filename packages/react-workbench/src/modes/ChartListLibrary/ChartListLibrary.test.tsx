import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { MEMBERS } from '../../test/members';
import { CHART_LISTS } from '../fixtures';
import { SAVED_CHARTS } from '../library-fixtures';
import { setupUser } from '../user';
import { ChartListLibrary, type ChartListLibraryProps } from './ChartListLibrary';

function setup(overrides: Partial<ChartListLibraryProps> = {}) {
  const props: ChartListLibraryProps = {
    member: MEMBERS.free,
    lists: { status: 'loaded', data: CHART_LISTS },
    selectedListNum: 0,
    charts: { status: 'loaded', data: SAVED_CHARTS },
    onSelectList: vi.fn(),
    chartThumbnailUrl: (chart) => `/c-sc/sc/?s=${chart.symbol}&${chart.style}`,
    onLoadChart: vi.fn(),
    onLoadSymbol: vi.fn(),
    loadSymbolOnly: false,
    onLoadSymbolOnlyChange: vi.fn(),
    onCreateChartList: vi.fn(),
    onCreateAccount: vi.fn(),
    ...overrides,
  };
  const view = render(<ChartListLibrary {...props} />);
  return { props, view, user: setupUser() };
}

const cards = () => within(screen.getByRole('list', { name: 'Charts' })).getAllByRole('button');

describe('spec 3 §2.10 ChartList Library for a member', () => {
  it('selects a list, framework lists disabled, and shows its charts', async () => {
    const { props, user } = setup();
    const dropdown = screen.getByRole('combobox', { name: 'ChartList' });
    expect(dropdown).toHaveValue('0');
    expect(within(dropdown).getByRole('option', { name: /Sector Framework/ })).toBeDisabled();
    expect(cards().map((card) => card.textContent)).toEqual([
      'Apple dailyAAPL',
      'Microsoft weekly trendMSFT',
      'Nvidia momentumNVDA',
    ]);
    await user.selectOptions(dropdown, 'Dividend Payers');
    expect(props.onSelectList).toHaveBeenCalledWith(1);
  });

  it('loads a chart, or only its symbol with Load Symbol Only', async () => {
    const { props, user, view } = setup();
    await user.click(screen.getByRole('button', { name: /Microsoft weekly trend/ }));
    expect(props.onLoadChart).toHaveBeenCalledWith(SAVED_CHARTS[1]);
    await user.click(screen.getByRole('checkbox', { name: 'Load Symbol Only' }));
    expect(props.onLoadSymbolOnlyChange).toHaveBeenCalledWith(true);
    view.unmount();
    const second = setup({ loadSymbolOnly: true });
    expect(screen.getByRole('checkbox', { name: 'Load Symbol Only' })).toBeChecked();
    await second.user.click(screen.getByRole('button', { name: /Nvidia momentum/ }));
    expect(second.props.onLoadSymbol).toHaveBeenCalledWith('NVDA');
    expect(second.props.onLoadChart).not.toHaveBeenCalled();
  });

  it('offers Create ChartList', async () => {
    const { props, user } = setup({ member: MEMBERS.pro });
    await user.click(screen.getByRole('button', { name: 'Create ChartList' }));
    expect(props.onCreateChartList).toHaveBeenCalledTimes(1);
  });

  it('searches by symbol with tag suggestions and previews in the list view', async () => {
    const { props, user } = setup();
    const search = screen.getByRole('combobox', { name: 'Search' });
    await user.type(search, 'ms');
    await user.click(
      within(screen.getByRole('listbox', { name: 'Tag suggestions' })).getByRole('option', { name: 'MSFT' }),
    );
    expect(cards().map((card) => card.textContent)).toEqual(['Microsoft weekly trendMSFT']);
    await user.click(screen.getByRole('button', { name: 'List' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading')).toHaveTextContent('Microsoft weekly trend');
    expect(await within(preview).findByRole('img', { name: 'Microsoft weekly trend' })).toHaveAttribute(
      'src',
      '/c-sc/sc/?s=MSFT&p=W&yr=2',
    );
    await user.click(within(preview).getByRole('button', { name: 'Load Chart' }));
    expect(props.onLoadChart).toHaveBeenCalledWith(SAVED_CHARTS[1]);
  });

  it.each([
    ['lists loading', { lists: { status: 'loading' } }, 'status', 'Loading ChartLists…'],
    ['lists failed', { lists: { status: 'failed' } }, 'alert', 'Failed to load ChartLists.'],
    ['charts loading', { charts: { status: 'loading' } }, 'status', 'Loading…'],
    ['charts failed', { charts: { status: 'failed' } }, 'alert', 'Failed to load charts.'],
  ] as const)('shows %s', (_name, override, role, text) => {
    setup(override);
    expect(screen.getByRole(role)).toHaveTextContent(text);
  });

  it('shows the empty list with Add Symbols, an empty read-only list without it, and no lists', async () => {
    const { view } = setup({ charts: { status: 'loaded', data: [] } });
    expect(screen.getByText('It looks like this ChartList is empty!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Symbols' })).toHaveAttribute(
      'href',
      '/panels/?obj=101%2C0&cmd=show&disp=c',
    );
    view.unmount();
    const readOnly = setup({ selectedListNum: 2, charts: { status: 'loaded', data: [] } });
    expect(screen.getByText('It looks like this read-only ChartList is empty!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Symbols' })).toBeNull();
    readOnly.view.unmount();
    const none = setup({ lists: { status: 'loaded', data: [] } });
    expect(screen.getByText('You do not have any ChartLists yet.')).toBeInTheDocument();
    await none.user.click(screen.getByRole('button', { name: 'Create ChartList' }));
    expect(none.props.onCreateChartList).toHaveBeenCalledTimes(1);
  });
});

describe('spec 2 §6 ChartList Library for a visitor', () => {
  it('invites the visitor to create an account instead of showing lists', async () => {
    const { props, user } = setup({ member: MEMBERS.visitor, lists: { status: 'loaded', data: [] } });
    expect(screen.getByText(/create a free account to keep your charts in ChartLists/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    expect(props.onCreateAccount).toHaveBeenCalledTimes(1);
  });
});
