import type { AccountLimits, AccountLimitsTable, Member, WritableWorkbenchApi } from '@chartbench/core';
import {
  LIMIT_MESSAGES,
  buildChartXml,
  itemsOf,
  createDefaultChartSettings,
  parseChartList,
  parseChartStyle,
  parseSavedChart,
} from '@chartbench/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createSampleOfflineApi } from '@chartbench/offline';
import { ModalHost } from '../ModalHost/ModalHost';
import { Toasts } from '../Toasts/Toasts';
import { MEMBERS } from '../test/members';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { useWiredDialogs } from './wiredDialogs';
import { preloadDialogs } from './wiredDialogs';
import { preloadModes } from '../modes/ModePanel/connected';

// Modes and dialogs load on demand; fetched up front here so the tests' waits time the UI, not a module load.
beforeAll(() => Promise.all([preloadModes(), preloadDialogs()]));

const WEEKLY = parseChartStyle({
  recID: 3,
  styleID: 'p3',
  description: 'Weekly',
  color: 'Blue',
  location: 1,
  label: 'WK',
});
const CANDLES = parseChartStyle({
  recID: 4,
  styleID: 'p4',
  description: 'Candles',
  color: '',
  location: 0,
  label: '',
});
const MSFT = parseSavedChart({
  recID: 50,
  listNum: 0,
  description: 'Microsoft',
  symbol: 'MSFT',
  style: '&p=D&yr=1',
  annotations: '',
  comments: '',
  chartCode: 101,
});
const SPY = parseSavedChart({
  recID: 51,
  listNum: 0,
  description: 'SPY',
  symbol: 'SPY',
  style: '&p=D&yr=1',
  annotations: '',
  comments: '',
  chartCode: 101,
});

function limits(overrides: Partial<AccountLimits>): AccountLimitsTable {
  const free: AccountLimits = {
    autoRefreshIntervalSec: 60,
    maxSharpChartWidthPx: 900,
    maxChartLists: 1,
    maxChartsPerChartList: 10,
    maxChartStyles: 5,
    maxPriceAlerts: 3,
    maxStyleButtons: 3,
    ...overrides,
  };
  return { isKnown: true, byMemberType: { FREE: free, BA: free, XT: free, PRO: free } };
}

function offlineMember(accountLimits: AccountLimitsTable = limits({})): WritableWorkbenchApi {
  return createSampleOfflineApi({
    accountLimits,
    member: {
      loginCookie: '101.FREE.1.sig',
      record: {
        chartCode: 101,
        firstName: 'Fran',
        lastName: 'Free',
        userId: 'free@example.com',
        memberType: 'FREE',
      },
      chartLists: [
        parseChartList({ recID: 1, listNum: 0, name: 'Mine', isReadOnly: false }),
        parseChartList({ recID: 2, listNum: 1, name: 'Samples', isReadOnly: true }),
      ],
      savedCharts: { 0: [MSFT, SPY], 1: [] },
      chartStyles: [WEEKLY, CANDLES],
      defaultChartStyle: WEEKLY,
      styleXml: {
        p3: buildChartXml({ symbol: 'SPY', settings: { ...createDefaultChartSettings(), period: 'W' } }),
        p4: buildChartXml({
          symbol: 'AAPL',
          settings: { ...createDefaultChartSettings(), chartType: 'candle' },
        }),
      },
    },
  });
}

function Host() {
  return (
    <>
      <ModalHost dialogs={useWiredDialogs()} />
      <Toasts />
    </>
  );
}

async function renderWired(api: WritableWorkbenchApi, member: Member | null = MEMBERS.free) {
  const view = renderWithWorkbench(<Host />, { member, symbol: 'AAPL' }, { api });
  await waitFor(() => expect(itemsOf(view.workbench.getState().memberData.chartStyles)).toHaveLength(2));
  await waitFor(() => expect(view.workbench.getState().memberData.accountLimits.isKnown).toBe(true));
  const notifications = () => within(screen.getByRole('log', { name: 'Notifications' }));
  return { ...view, notifications };
}

describe('spec 3 §2.14, §5, §8 Add To ChartList wired', () => {
  it('adds the viewed symbol with the chosen style; read-only lists are not offered', async () => {
    const api = offlineMember();
    const { workbench, user, notifications } = await renderWired(api);
    act(() => workbench.actions.openModal('addToChartList'));
    const dialog = await screen.findByRole('dialog', { name: 'Add to ChartList' });
    const list = within(dialog).getByRole('combobox', { name: 'ChartList' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select a ChartList', 'Mine']),
    );
    await user.selectOptions(list, '0');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ChartStyle' }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await notifications().findByText('Success! This symbol has been saved to your ChartList!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = (await api.getSavedCharts(0)).find((chart) => chart.symbol === 'AAPL');
    expect(saved?.style).toContain('id=p4');
  });

  it('the symbols a mode gave are added instead of the viewed one', async () => {
    const api = offlineMember();
    const { workbench, user } = await renderWired(api);
    act(() => workbench.actions.openModal('addToChartList', undefined, { symbols: ['NVDA'] }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to ChartList' });
    expect(within(dialog).getByRole('textbox', { name: 'Chart name' })).toHaveValue('NVDA');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Mine' })).toHaveLength(1));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ChartList' }), '0');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ChartStyle' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await api.getSavedCharts(0)).map((chart) => chart.symbol)).toContain('NVDA');
  });

  it('a server refusal shows its limit text in the dialog, not the generic failure', async () => {
    const api = offlineMember();
    api.addSavedChart = () =>
      Promise.reject(
        Object.assign(new Error('refused'), { serverMessage: LIMIT_MESSAGES.chartsPerList(10) }),
      );
    const { workbench, user } = await renderWired(api);
    act(() => workbench.actions.openModal('addToChartList'));
    const dialog = await screen.findByRole('dialog', { name: 'Add to ChartList' });
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Mine' })).toHaveLength(1));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ChartList' }), '0');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ChartStyle' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LIMIT_MESSAGES.chartsPerList(10));
  });
});

describe('spec 1 §4.2, spec 3 §8 Apply ChartStyle To Charts wired', () => {
  it('opens on the list and style the opener gave, applies, and closes with the green toast', async () => {
    const api = offlineMember();
    const { workbench, user, notifications } = await renderWired(api);
    act(() =>
      workbench.actions.openModal('applyChartStyleToCharts', undefined, { listNum: 0, styleRecid: 4 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Apply ChartStyle to Charts' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'ChartList' })).toHaveValue('0'));
    expect(within(dialog).getByRole('combobox', { name: 'ChartStyle' })).toHaveValue('4');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await notifications().findByText('Success! Charts have been updated with ChartStyle!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await api.getSavedCharts(0)).every((chart) => chart.style.includes('id=p4'))).toBe(true);
  });

  it('a read-only list is refused in yellow with the exact message and nothing is written', async () => {
    const api = offlineMember();
    const updates: number[] = [];
    const update = api.updateSavedChart.bind(api);
    api.updateSavedChart = (recid, changes) => (updates.push(recid), update(recid, changes));
    const { workbench, user } = await renderWired(api);
    act(() =>
      workbench.actions.openModal('applyChartStyleToCharts', undefined, { listNum: 1, styleRecid: 4 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Apply ChartStyle to Charts' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'ChartList' })).toHaveValue('1'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "We're sorry, but you're unable to modify this read-only ChartList or its charts.",
    );
    expect(updates).toEqual([]);
  });

  it('some charts failing: the partial result in yellow, the dialog stays', async () => {
    const api = offlineMember();
    const update = api.updateSavedChart.bind(api);
    api.updateSavedChart = (recid, changes) =>
      recid === 50 ? Promise.reject(new Error('no')) : update(recid, changes);
    const { workbench, user } = await renderWired(api);
    act(() =>
      workbench.actions.openModal('applyChartStyleToCharts', undefined, { listNum: 0, styleRecid: 4 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Apply ChartStyle to Charts' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'ChartList' })).toHaveValue('0'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const toast = await within(screen.getByRole('log', { name: 'Notifications' })).findByText(
      'Some Charts were unable to be updated with ChartStyle.',
    );
    expect(toast).toBeInTheDocument();
  });
});

describe('spec 3 §2.14, §6 targets and limits from the store', () => {
  it('rename opens on the style named by the modal target', async () => {
    const { workbench } = await renderWired(offlineMember());
    act(() => workbench.actions.openModal('editChartStyleName', undefined, { styleRecid: 4 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox')).toHaveValue('Candles');
  });

  it('the StyleButton dialog edits the slot of the target and offers only the level positions', async () => {
    const { workbench } = await renderWired(offlineMember(limits({ maxStyleButtons: 3 })));
    act(() => workbench.actions.openModal('chartStyleButton', undefined, { slot: 0 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit StyleButton' });
    const positions = within(within(dialog).getByRole('combobox', { name: 'Position' })).getAllByRole(
      'option',
    );
    expect(positions.map((option) => option.textContent)).toEqual(['Select a position', '1', '2', '3']);
    expect(within(dialog).getByRole('textbox', { name: 'Label' })).toHaveValue('WK');
  });

  it('the price alert percent menu starts from the latest close of the chart while the inspector has read it', async () => {
    const { workbench, user } = await renderWired(offlineMember());
    act(() => workbench.actions.setInspector(true));
    await waitFor(() => expect(workbench.getState().chart.imageUrl).toBeTruthy());
    act(() => workbench.actions.imageLoaded(workbench.getState().chart.requestId));
    await waitFor(() => expect(workbench.getState().inspector.status).toBe('ready'));
    const state = workbench.getState().inspector;
    const close = state.status === 'ready' ? (state.data.bars.at(-1)?.close ?? 0) : 0;
    act(() => workbench.actions.openModal('createPriceAlert'));
    const dialog = await screen.findByRole('dialog', { name: 'Create Price Alert' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Percent from last close' }),
      within(dialog).getByRole('option', { name: /^\+10%/ }),
    );
    expect(
      Number(
        (within(dialog).getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value.replace(/,/g, ''),
      ),
    ).toBeCloseTo(close * 1.1, 1);
  });
});
