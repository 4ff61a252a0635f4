import type { ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { createWorkbench, type Member, type SampleChartStyles, type WorkbenchApi } from '@chartbench/core';
import { createMemoryStorage } from '../../WorkbenchProvider/browserPorts';
import { WorkbenchProvider } from '../../WorkbenchProvider/WorkbenchProvider';
import { createOfflineListsApi, type OfflineListsOptions } from '@chartbench/offline';
import { MEMBERS } from '../../test/members';
import { createTestApi } from '../../test/renderWithWorkbench';
import { setupUser } from '../user';
import { CHART_LISTS, SUMMARY_ROWS } from '../fixtures';
import { CHART_STYLES, SAMPLE_GROUPS, SAVED_CHARTS } from '../library-fixtures';
import { WiredChartSettings } from '../../ChartSettings/connected';
import { WiredChartComments } from '../ChartComments/connected';
import { WiredChartListLibrary } from '../ChartListLibrary/connected';
import { WiredChartListSummary } from '../ChartListSummary/connected';
import { WiredChartStyleLibrary } from '../ChartStyleLibrary/connected';
import { preloadDialogs } from '../../dialogs/wiredDialogs';
import { preloadModes } from './connected';

// Modes and dialogs load on demand; fetched up front here so the tests' waits time the UI, not a module load.
beforeAll(() => Promise.all([preloadModes(), preloadDialogs()]));

vi.setConfig({ testTimeout: 20_000 });

const SAMPLES: SampleChartStyles = { groups: SAMPLE_GROUPS, skippedGroups: 0, skippedRecords: 0 };
const READ_ONLY_LIST = 2;
const OWN_LIST = 0;

/**
 * Renders a connected list mode on a real workbench over a test api: the member's lists (CHART_LISTS), the charts
 * of 'Tech Leaders' (SAVED_CHARTS), their styles, and the list-mode calls of the offline api.
 */
async function renderMode(
  ui: ReactElement,
  mode: 'chartSettings' | 'chartListSummary' | 'chartListLibrary' | 'chartStyleLibrary' | 'chartComments',
  {
    member = MEMBERS.free as Member | null,
    lists = {} as OfflineListsOptions,
    extra = {} as Partial<WorkbenchApi>,
  } = {},
) {
  const calls: string[] = [];
  const api: WorkbenchApi = {
    ...createTestApi(),
    getChartLists: async () => CHART_LISTS,
    getSavedCharts: async (listNum) => (listNum === OWN_LIST ? SAVED_CHARTS : []),
    getSavedChart: async (recid) => {
      const chart = SAVED_CHARTS.find((candidate) => candidate.recid === recid);
      if (!chart) throw new Error('no chart');
      return chart;
    },
    getChartStyles: async () => CHART_STYLES,
    updateSavedChart: async (recid, changes) =>
      void calls.push(`updateSavedChart ${recid} ${changes.comments ?? ''}`),
    ...createOfflineListsApi({
      summaryRows: { [READ_ONLY_LIST]: SUMMARY_ROWS, [OWN_LIST]: [] },
      samples: SAMPLES,
      ...lists,
    }),
    ...extra,
  };
  const workbench = createWorkbench(
    {
      api,
      clock: {
        now: () => 1_700_000_000_000,
        setTimeout: (cb, ms) => setTimeout(cb, ms),
        clearTimeout: (h) => clearTimeout(h as number),
      },
      storage: createMemoryStorage(),
    },
    { member, symbol: 'MSFT' },
  );
  const user = setupUser();
  render(<WorkbenchProvider workbench={workbench}>{ui}</WorkbenchProvider>);
  await act(async () => {
    workbench.modes.actions.selectMode(mode);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { workbench, user, calls };
}

describe('spec 3 §2.11 ChartList Summary, connected', () => {
  it('shows the rows of the first list that is not a framework list, and a clicked symbol loads its chart', async () => {
    const { user, workbench } = await renderMode(<WiredChartListSummary />, 'chartListSummary');
    const table = await screen.findByRole('grid');
    expect(within(table).getByRole('button', { name: 'AAPL' })).toBeInTheDocument();
    workbench.modes.actions.setLoadSymbolOnly(true);
    await user.click(within(table).getByRole('button', { name: 'AAPL' }));
    expect(workbench.getState().chart.symbol).toBe('AAPL');
  });

  it('shows the empty list with its Add Symbols link after choosing another list', async () => {
    const { user } = await renderMode(<WiredChartListSummary />, 'chartListSummary');
    await screen.findByRole('grid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'ChartList' }), String(OWN_LIST));
    expect(await screen.findByText('It looks like this ChartList is empty!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Symbols' })).toHaveAttribute(
      'href',
      '/panels/?obj=101%2C0&cmd=show&disp=c',
    );
  });

  it('shows the failure text when the rows cannot be loaded', async () => {
    await renderMode(<WiredChartListSummary />, 'chartListSummary', { lists: { summaryRows: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load ChartList Summary for Sample Picks',
    );
  });

  it('refuses Apply ChartStyle on a read-only list in yellow', async () => {
    const { user, workbench } = await renderMode(<WiredChartListSummary />, 'chartListSummary');
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Apply ChartStyle' }));
    expect(workbench.getState().toasts.items.at(-1)).toMatchObject({ color: 'yellow' });
    expect(workbench.getState().modal).toBeNull();
  });

  it('invites a visitor to create an account', async () => {
    const { user, workbench } = await renderMode(<WiredChartListSummary />, 'chartListSummary', {
      member: null,
    });
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    expect(workbench.getState().modal?.id).toBe('createAccount');
  });
});

describe('spec 3 §2.10 ChartList Library, connected', () => {
  it('shows the charts of the chosen list as thumbnails and opens the one clicked', async () => {
    const { user, workbench } = await renderMode(<WiredChartListLibrary />, 'chartListLibrary');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'ChartList' }), String(OWN_LIST));
    const charts = await screen.findByRole('list', { name: 'Charts' });
    await user.click(within(charts).getByRole('button', { name: /Microsoft weekly trend/ }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(workbench.getState().savedChart?.recid).toBe(7002);
  });
});

describe('spec 2 §4 ChartStyle Library, connected', () => {
  it('shows a visitor the sample groups; a members-only sample asks for an account', async () => {
    const { user, workbench } = await renderMode(<WiredChartStyleLibrary />, 'chartStyleLibrary', {
      member: null,
    });
    const styles = await screen.findByRole('list', { name: 'ChartStyles' });
    await user.click(within(styles).getByRole('button', { name: /Momentum Pack/ }));
    expect(workbench.getState().modal?.id).toBe('createAccount');
  });

  it('shows the failure text when the samples cannot be loaded', async () => {
    await renderMode(<WiredChartStyleLibrary />, 'chartStyleLibrary', {
      member: null,
      lists: { samples: new Error('down') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load ChartStyles.');
  });

  it('starts a member on Your ChartStyles with the default starred', async () => {
    await renderMode(<WiredChartStyleLibrary />, 'chartStyleLibrary');
    const styles = await screen.findByRole('list', { name: 'ChartStyles' });
    expect(within(styles).getByRole('button', { name: /Daily Momentum/ })).toBeInTheDocument();
  });
});

describe('spec 3 §2.9 Chart Comments, connected', () => {
  it('saves the viewed saved chart’s comments with the success message', async () => {
    const { user, workbench, calls } = await renderMode(<WiredChartComments />, 'chartComments');
    await act(async () => void (await workbench.actions.openSavedChart(7001)));
    const box = screen.getByRole('textbox', { name: 'Chart comments' });
    expect(box).toHaveValue('Breakout watch');
    await user.clear(box);
    await user.type(box, 'Held the 50-day');
    await user.click(screen.getByRole('button', { name: 'Save Comments' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success! Your comments have been saved!');
    expect(calls).toEqual(['updateSavedChart 7001 Held the 50-day']);
  });

  it('shows the failure message when the save fails', async () => {
    const { user, workbench } = await renderMode(<WiredChartComments />, 'chartComments', {
      extra: { updateSavedChart: async () => Promise.reject(new Error('down')) },
    });
    await act(async () => void (await workbench.actions.openSavedChart(7001)));
    await user.type(screen.getByRole('textbox', { name: 'Chart comments' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save Comments' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save comments. Please try again.');
  });

  it('is read-only for a member viewing an unsaved chart, saying why', async () => {
    await renderMode(<WiredChartComments />, 'chartComments');
    expect(screen.getByRole('note')).toHaveTextContent('Save this chart to a ChartList to add comments.');
    expect(screen.getByRole('textbox', { name: 'Chart comments' })).toHaveAttribute('readonly');
  });
});

describe('spec 2 §2 Apply ChartStyle to All, connected', () => {
  it('is off without a viewed saved chart and opens the dialog for its list when one is viewed', async () => {
    const { user, workbench } = await renderMode(<WiredChartSettings today="2026-01-05" />, 'chartSettings');
    expect(screen.getByRole('button', { name: 'Apply ChartStyle to All' })).toBeDisabled();
    await act(async () => void (await workbench.actions.openSavedChart(7002)));
    await user.click(screen.getByRole('button', { name: 'Apply ChartStyle to All' }));
    expect(workbench.getState().modal).toMatchObject({
      id: 'applyChartStyleToCharts',
      target: { listNum: OWN_LIST },
    });
  });
});
