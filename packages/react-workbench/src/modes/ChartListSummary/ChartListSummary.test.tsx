import { fireEvent, render, screen, within } from '@testing-library/react';
import { setupUser } from '../user';
import { vi } from 'vitest';
import type { ChartListSummaryRow, Load } from '@chartbench/core';
import { MEMBERS } from '../../test/members';
import { CHART_LISTS, SUMMARY_ROWS, THOUSAND_SUMMARY_ROWS } from '../fixtures';
import { ChartListSummary, type ChartListSummaryProps } from './ChartListSummary';

function setup(overrides: Partial<ChartListSummaryProps> = {}) {
  const props: ChartListSummaryProps = {
    member: MEMBERS.free,
    lists: { status: 'loaded', data: CHART_LISTS },
    selectedListNum: 0,
    load: { status: 'loaded', data: SUMMARY_ROWS },
    onSelectList: vi.fn(),
    onLoadSymbol: vi.fn(),
    onApplyStyle: vi.fn(),
    loadSymbolOnly: false,
    onLoadSymbolOnlyChange: vi.fn(),
    onCreateChartList: vi.fn(),
    onCreateAccount: vi.fn(),
    ...overrides,
  };
  render(<ChartListSummary {...props} />);
  return { props, user: setupUser() };
}

const bodyRows = () =>
  within(screen.getByRole('grid', { name: 'ChartList Summary' }))
    .getAllByRole('row')
    .slice(1);
// Reading the symbol column through the row's cells keeps the many sort steps quick on a busy machine.
const firstCells = () =>
  bodyRows().map((row) => row.querySelectorAll('[role="gridcell"], [role="rowheader"]')[1]?.textContent);

describe('spec 3 §2.11 ChartList Summary', () => {
  it('lists the chart lists with framework lists disabled and switches list', async () => {
    const { props, user } = setup();
    const dropdown = screen.getByRole('combobox', { name: 'ChartList' });
    expect(within(dropdown).getByRole('option', { name: /Sector Framework/ })).toBeDisabled();
    expect(within(dropdown).getByRole('option', { name: '[READ-ONLY] Sample Picks' })).toBeEnabled();
    await user.selectOptions(dropdown, 'Dividend Payers');
    expect(props.onSelectList).toHaveBeenCalledWith(1);
  });

  it('shows the default columns and formats cells', () => {
    setup();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(1)).toEqual([
      'Symbol',
      'Name',
      'Sector',
      'Industry',
      'Last',
      'Chg',
      '% Chg',
      '+/-',
      'Volume',
      'Market Cap',
      'SCTR',
      'Universe',
      'SMA(50)',
      'SMA(200)',
      'Date',
    ]);
    const aapl = within(bodyRows()[0]!);
    expect(aapl.getByRole('gridcell', { name: '2.934T' })).toBeInTheDocument();
    expect(aapl.getByRole('gridcell', { name: '51,234,567' })).toBeInTheDocument();
    expect(aapl.getByRole('img', { name: 'Change +1.30%' })).toBeInTheDocument();
    expect(aapl.getByText('72.4')).toHaveAttribute('data-band', '3');
    expect(within(bodyRows()[3]!).getByRole('gridcell', { name: 'Unknown' })).toBeInTheDocument();
  });

  it('sorts symbol ascending on the first click, then toggles, with aria-sort', async () => {
    const { user } = setup();
    const header = screen.getByRole('columnheader', { name: 'Symbol' });
    await user.click(header);
    expect(firstCells()).toEqual(['AAPL', 'MSFT', 'RY.TO', 'XLU']);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header);
    expect(firstCells()).toEqual(['XLU', 'RY.TO', 'MSFT', 'AAPL']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it.each([
    ['SCTR', 'descending', ['MSFT', 'AAPL', 'XLU', 'RY.TO']],
    ['Universe', 'ascending', ['XLU', 'AAPL', 'MSFT', 'RY.TO']],
  ])('sorts %s %s on the first click', async (title, direction, order) => {
    const { user } = setup();
    const header = screen.getByRole('columnheader', { name: title });
    await user.click(header);
    expect(firstCells()).toEqual(order);
    expect(header).toHaveAttribute('aria-sort', direction);
  });

  it('selects all, and select-all clears once more than half are selected', async () => {
    const { props, user } = setup();
    const all = screen.getByLabelText('Select all');
    await user.click(screen.getByLabelText('Select AAPL'));
    await user.click(screen.getByLabelText('Select MSFT'));
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(screen.getByLabelText('Select XLU')).toBeChecked();
    expect(all).toBeChecked();
    await user.click(screen.getByLabelText('Select RY.TO'));
    await user.click(all);
    expect(screen.getByLabelText('Select AAPL')).not.toBeChecked();
    await user.click(screen.getByLabelText('Select MSFT'));
    await user.click(screen.getByRole('button', { name: 'Apply ChartStyle' }));
    expect(props.onApplyStyle).toHaveBeenCalledWith([SUMMARY_ROWS[1]]);
  });

  it('filters by search and says when nothing matches', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bank');
    expect(firstCells()).toEqual(['RY.TO']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(screen.getByText('No matching records found')).toBeInTheDocument();
  });

  it('shows and hides columns from the Columns menu', async () => {
    const onVisibleColumnsChange = vi.fn();
    const { user } = setup({ onVisibleColumnsChange });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('group', { name: 'Columns' });
    expect(within(menu).getByLabelText('Symbol')).toBeDisabled();
    await user.click(within(menu).getByLabelText('RSI(14)'));
    await user.click(within(menu).getByLabelText('Name'));
    expect(screen.getByRole('columnheader', { name: 'RSI(14)' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Name' })).not.toBeInTheDocument();
    expect(onVisibleColumnsChange).toHaveBeenLastCalledWith(expect.not.arrayContaining(['name']));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Columns' })).not.toBeInTheDocument();
  });

  it('loads a symbol, and toggles Load Symbol Only', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'MSFT' }));
    expect(props.onLoadSymbol).toHaveBeenCalledWith(SUMMARY_ROWS[1]);
    await user.click(screen.getByLabelText('Load Symbol Only'));
    expect(props.onLoadSymbolOnlyChange).toHaveBeenCalledWith(true);
  });

  it.each<[string, Partial<ChartListSummaryProps>, string]>([
    ['lists loading', { lists: { status: 'loading' } }, 'Loading ChartLists…'],
    ['lists failed', { lists: { status: 'failed' } }, 'Failed to load ChartLists.'],
    ['rows loading', { load: { status: 'loading' } }, 'Loading…'],
    ['load failure', { load: { status: 'failed' } }, 'Unable to load ChartList Summary for Tech Leaders'],
    [
      'empty read-only list',
      { selectedListNum: 2, load: { status: 'loaded', data: [] } },
      'It looks like this read-only ChartList is empty!',
    ],
  ])('%s reads its message', (_name, overrides, text) => {
    setup(overrides);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Symbols' })).not.toBeInTheDocument();
  });

  it('offers Add Symbols for an empty list of the member', () => {
    setup({ load: { status: 'loaded', data: [] } as Load<readonly ChartListSummaryRow[]> });
    expect(screen.getByText('It looks like this ChartList is empty!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Symbols' })).toHaveAttribute(
      'href',
      '/panels/?obj=101%2C0&cmd=show&disp=c',
    );
  });

  it('offers Create ChartList when there are no lists', async () => {
    const { props, user } = setup({ lists: { status: 'loaded', data: [] } });
    await user.click(screen.getByRole('button', { name: 'Create ChartList' }));
    expect(props.onCreateChartList).toHaveBeenCalled();
  });
});

describe('spec 3 §2.12 View As', () => {
  it('links to /panels/ views with Edit disabled for a read-only list', async () => {
    const { user } = setup({ selectedListNum: 2 });
    await user.click(screen.getByRole('button', { name: 'View As' }));
    expect(screen.getByRole('link', { name: 'CandleGlance' })).toHaveAttribute(
      'href',
      '/panels/?cmd=show&listNum=2&viewType=f',
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
  });

  it('invites a visitor, who has no ChartLists, to create an account', async () => {
    const { props, user } = setup({ member: MEMBERS.visitor, lists: { status: 'loaded', data: [] } });
    expect(
      screen.getByText(
        'Log in or create a free account to keep your charts in ChartLists and browse them here.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    expect(props.onCreateAccount).toHaveBeenCalled();
    expect(props.onCreateChartList).not.toHaveBeenCalled();
  });

  it('prompts a visitor to create an account', async () => {
    const { props, user } = setup({ member: MEMBERS.visitor });
    await user.click(screen.getByRole('button', { name: 'View As' }));
    expect(screen.queryByRole('link', { name: 'Summary' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'RRG' }));
    expect(props.onCreateAccount).toHaveBeenCalled();
  });
});

describe('issue 19: a summary of 1,000 charts is virtual', () => {
  // A thousand rows make a large collection for React Aria to build at each key on a busy shared machine.
  vi.setConfig({ testTimeout: 120_000 });
  // jsdom lays nothing out: React Aria's Virtualizer reads the scroll box's size from these, as in a browser
  // box at most 480 px high (without them, in a test, it draws every row).
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 480 });
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  });

  it('draws a bounded number of rows, each saying its place in the whole table', () => {
    setup({ load: { status: 'loaded', data: THOUSAND_SUMMARY_ROWS } });
    const table = screen.getByRole('grid', { name: 'ChartList Summary' });
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(bodyRows().length).toBeLessThanOrEqual(40);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('columnheader', { name: 'Symbol' })).toBeInTheDocument();
  });

  it('the keyboard reaches the last row in the same column and loads its chart', async () => {
    const { props, user } = setup({ load: { status: 'loaded', data: THOUSAND_SUMMARY_ROWS } });
    await user.click(screen.getByRole('checkbox', { name: 'Select S1' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Select S2' })).toHaveFocus();
    // A grid's Ctrl+End goes to the last cell of the last row, Home to that row's first. (user-event would
    // move a caret in the focused checkbox first, which jsdom cannot do.)
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'End', ctrlKey: true });
    await user.keyboard('{Home}');
    expect(screen.getByRole('checkbox', { name: 'Select S1000' })).toHaveFocus();
    expect(bodyRows().length).toBeLessThanOrEqual(40);
    expect(screen.getByRole('checkbox', { name: 'Select S1000' }).closest('[role="row"]')).toHaveAttribute(
      'aria-rowindex',
      '1001',
    );
    await user.keyboard('[Space]');
    expect(screen.getByRole('checkbox', { name: 'Select S1000' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'S1000' })).toHaveFocus();
    // PageUp goes up a box's height of rows (480 px of 27 px rows), to the symbol in the same column.
    await user.keyboard('{PageUp}');
    const above = Number(document.activeElement?.textContent?.slice(1));
    expect(above).toBeGreaterThanOrEqual(980);
    expect(above).toBeLessThan(1000);
    await user.keyboard('{Enter}');
    expect(props.onLoadSymbol).toHaveBeenLastCalledWith(THOUSAND_SUMMARY_ROWS[above - 1]);
  });
});
