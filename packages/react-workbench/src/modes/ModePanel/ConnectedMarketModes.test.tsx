import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, createWorkbench, type Member, type WorkbenchMarketModesApi } from '@chartbench/core';
import { WorkbenchProvider } from '../../WorkbenchProvider/WorkbenchProvider';
import { createMemoryStorage } from '../../WorkbenchProvider/browserPorts';
import { createOfflineMarketApi, SAMPLE_SYMBOLS } from '@chartbench/offline';
import { MEMBERS } from '../../test/members';
import { createTestApi } from '../../test/renderWithWorkbench';
import { WiredModePanel } from './connected';
import { preloadDialogs } from '../../dialogs/wiredDialogs';
import { preloadModes } from './connected';

// Modes and dialogs load on demand; fetched up front here so the tests' waits time the UI, not a module load.
beforeAll(() => Promise.all([preloadModes(), preloadDialogs()]));

vi.setConfig({ testTimeout: 20_000 });

/** The panel below the chart on a real workbench store whose market port is the offline one, with `overrides`. */
async function renderPanel(
  member: Member | null = null,
  overrides: Partial<WorkbenchMarketModesApi> = {},
  symbol = 'AAPL',
) {
  const api = createTestApi();
  const market = createOfflineMarketApi(
    SAMPLE_SYMBOLS,
    undefined,
    (value) => Promise.resolve(value),
    (s, settings) =>
      `https://charts.test/mini?s=${s}&p=${settings.period}&y=${settings.rangeYears}&m=${settings.rangeMonths}&d=${settings.rangeDays}`,
  );
  Object.assign(api, market, overrides);
  const workbench = createWorkbench(
    {
      api,
      clock: {
        now: () => Date.UTC(2026, 10, 20, 15),
        setTimeout: (cb, ms) => setTimeout(cb, ms),
        clearTimeout: (h) => clearTimeout(h as number),
      },
      storage: createMemoryStorage(),
    },
    { symbol, ...(member ? { member } : {}) },
  );
  const user = userEvent.setup();
  render(
    <WorkbenchProvider workbench={workbench}>
      <WiredModePanel today="2026-11-20" />
    </WorkbenchProvider>,
  );
  await api.answer(symbol);
  return { api, workbench, user };
}

describe('spec 3 §2.6, §4 Symbol Summary connected to the store', () => {
  it('shows the chart symbol’s summary and mini chart; a period button draws another', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Symbol Summary' }));
    expect(
      await screen.findByRole('heading', { name: 'Apple Inc. (synthetic data) (AAPL)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'AAPL chart, 6M' })).toHaveAttribute(
      'src',
      'https://charts.test/mini?s=AAPL&p=D&y=0&m=6&d=0',
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Mini chart period' })).getByRole('button', { name: '5Y' }),
    );
    expect(screen.getByRole('img', { name: 'AAPL chart, 5Y' })).toHaveAttribute(
      'src',
      'https://charts.test/mini?s=AAPL&p=W&y=5&m=0&d=0',
    );
    expect(screen.getByText(MESSAGES.alerts.noAlertsWithSymbol('AAPL'))).toBeInTheDocument();
  });

  it('shows the error message when the summary fails to load', async () => {
    const { user } = await renderPanel(null, { getSymbolSummary: () => Promise.reject(new Error('500')) });
    await user.click(screen.getByRole('tab', { name: 'Symbol Summary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.symbolSummary.loadFailed);
  });

  it.each([
    ['a visitor', null, 'Add to ChartList', 'createAccount'],
    ['a member', MEMBERS.free, 'Add to ChartList', 'addToChartList'],
    ['a member', MEMBERS.free, 'Create Alert', 'createPriceAlert'],
  ] as const)('%s clicking %s opens %s', async (_who, member, button, modal) => {
    const { user, workbench } = await renderPanel(member);
    await user.click(screen.getByRole('tab', { name: 'Symbol Summary' }));
    await user.click(await screen.findByRole('button', { name: button }));
    expect(workbench.getState().modal?.id).toBe(modal);
  });
});

describe('spec 3 §2.7, §4, §6 Historical Price Data connected to the store', () => {
  it('shows the daily rows; a visitor choosing Weekly gets upgrade-to-Pro and the menu stays on Daily', async () => {
    const { user, workbench } = await renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Historical Price Data' }));
    const table = await screen.findByRole(
      'table',
      { name: 'Historical price data for AAPL' },
      { timeout: 5000 },
    );
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(200);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'W');
    expect(workbench.getState().modal?.id).toBe('upgradeToPro');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('D');
  });

  it('gives Pro weekly rows', async () => {
    const { user } = await renderPanel(MEMBERS.pro);
    await user.click(screen.getByRole('tab', { name: 'Historical Price Data' }));
    const daily = await screen.findByRole('table', { name: 'Historical price data for AAPL' });
    const dailyRows = within(daily).getAllByRole('row').length;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'W');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('W');
    const weekly = await screen.findByRole('table', { name: 'Historical price data for AAPL' });
    expect(within(weekly).getAllByRole('row').length).not.toBe(dailyRows);
  });

  it('shows the not-found message for a failed load', async () => {
    const { user } = await renderPanel(null, { getHistoricalTable: () => Promise.reject(new Error('404')) });
    await user.click(screen.getByRole('tab', { name: 'Historical Price Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.symbol.historicalNotFound('AAPL'));
  });
});

describe('spec 3 §2.8, §4, §6 Options connected to the store', () => {
  it('shows the straddle of the first expiration, the List view, and a visitor’s OptionsPlay teaser', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Options' }));
    expect(await screen.findByRole('table', { name: /^Straddle / })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('table', { name: /^Calls / })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OptionsPlay' }));
    expect(screen.getByText('Options analysis is available to members.')).toBeInTheDocument();
  });

  it('keeps a narrowed strike range on refresh', async () => {
    const offline = createOfflineMarketApi(
      SAMPLE_SYMBOLS,
      undefined,
      (value) => Promise.resolve(value),
      () => '',
    );
    const symbols: string[] = [];
    const { user } = await renderPanel(null, {
      getOptionExpirations: (symbol) => {
        symbols.push(symbol);
        return offline.getOptionExpirations(symbol);
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Options' }));
    await screen.findByRole('table', { name: /^Straddle / });
    const start = screen.getByRole('slider', { name: 'Strike range start' });
    const lowest = Number(start.getAttribute('min'));
    fireEvent.change(start, { target: { value: String(lowest + 3) } });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(symbols).toEqual(['AAPL', 'AAPL']);
    expect(screen.getByRole('slider', { name: 'Strike range start' })).toHaveValue(String(lowest + 3));
  });

  it('shows a free member the built-in strategy view of the sample symbol, in demo mode', async () => {
    const { user } = await renderPanel(MEMBERS.free);
    await user.click(screen.getByRole('tab', { name: 'Options' }));
    await user.click(screen.getByRole('button', { name: 'OptionsPlay' }));
    expect(await screen.findByRole('table', { name: 'Greeks per contract' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(MESSAGES.options.demoMode('SPY'));
  });

  it('tells a member what the widget would offer when the backend has no option chain either', async () => {
    const { user } = await renderPanel(MEMBERS.free, { getOptionChain: undefined });
    await user.click(screen.getByRole('tab', { name: 'Options' }));
    await user.click(screen.getByRole('button', { name: 'OptionsPlay' }));
    expect(await screen.findByText(/No options-analysis provider is configured/)).toBeInTheDocument();
  });

  it('shows Option Quotes Not Available for a symbol without options', async () => {
    const { user } = await renderPanel(null, {}, '$SPX');
    await user.click(screen.getByRole('tab', { name: 'Options' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.options.notAvailableHeading);
    expect(screen.getByText(MESSAGES.options.loadFailed)).toBeInTheDocument();
  });
});
