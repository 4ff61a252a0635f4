import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChartList, SavedChart, WorkbenchOptions } from '@chartbench/core';
import { DEFAULT_CHART_SETTINGS, HELP_LINKS, PERF_CHART_TYPE_VALUE } from '@chartbench/core';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { MEMBERS } from '../test/members';
import { ModalHost } from '../ModalHost/ModalHost';
import { ChartActions } from './ChartActions';

const bar = () => within(screen.getByRole('group', { name: 'Chart actions' }));
const button = (name: string) => bar().getByRole('button', { name });
const CHART_BUTTONS = ['Save', 'Save As', 'Annotate', 'Delete'];

const LISTS: ChartList[] = [
  {
    recid: 101,
    listNum: 1,
    name: 'Tech',
    displayName: 'Tech',
    isReadOnly: false,
    isFrameworkChartList: false,
  },
  {
    recid: 102,
    listNum: 2,
    name: 'Picks',
    displayName: '[READ-ONLY] Picks',
    isReadOnly: true,
    isFrameworkChartList: false,
  },
];
const saved = (recid: number, listNum: number): SavedChart => ({
  recid,
  listNum,
  name: `Chart ${recid}`,
  symbol: 'AAPL',
  style: 'p=D',
  isPointAndFigureChart: false,
  annotations: '',
  comments: '',
  chartCode: 104,
});
const SAVED = [saved(11, 1), saved(21, 2)];

/** A member viewing saved chart `recid` (11 in a writable list, 21 in a read-only one). */
async function memberViewing(recid: number) {
  const rendered = renderWithWorkbench(<ChartActions />, { member: MEMBERS.pro });
  const { api, workbench } = rendered;
  Object.assign(api, {
    getChartLists: async () => LISTS,
    getSavedCharts: async (listNum: number) => SAVED.filter((chart) => chart.listNum === listNum),
    getSavedChart: async (id: number) => SAVED.find((chart) => chart.recid === id)!,
  });
  await act(() => workbench.actions.loadChartLists());
  await act(async () => {
    void workbench.actions.openSavedChart(recid);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await api.answer('AAPL');
  return rendered;
}

async function visitorOn(options: WorkbenchOptions, isEOD = false) {
  const rendered = renderWithWorkbench(<ChartActions />, options);
  const lookup = rendered.api.lookups.at(-1)!;
  await act(async () => {
    lookup.resolve(
      lookup.symbols
        .filter((s) => s !== 'ZZZZ')
        .map((symbol) => ({ symbol, companyInfo: { name: symbol, exchange: 'NYSE', isEOD } })),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return rendered;
}

describe('spec 3 §5 upper bar disabled states', () => {
  it('a found symbol with no saved chart: Save, Save As and Annotate on, Delete off', async () => {
    await visitorOn({ symbol: 'AAPL' });
    for (const name of ['Save', 'Save As', 'Annotate']) expect(button(name)).toBeEnabled();
    expect(button('Delete')).toBeDisabled();
    expect(button('Workbench Preferences')).toBeEnabled();
  });

  it.each([
    ['a not-found symbol', { symbol: 'ZZZZ' }, false],
    [
      'an end-of-day symbol on an intraday period',
      { symbol: 'AAPL', settings: { ...DEFAULT_CHART_SETTINGS, period: '60' } },
      true,
    ],
  ])('%s disables Save, Save As, Annotate and Delete', async (_name, options, isEOD) => {
    await visitorOn(options, isEOD);
    for (const name of CHART_BUTTONS) expect(button(name)).toBeDisabled();
    expect(button('Workbench Preferences')).toBeEnabled();
  });

  it('an end-of-day symbol on a daily chart keeps them on', async () => {
    await visitorOn({ symbol: 'AAPL' }, true);
    expect(button('Save')).toBeEnabled();
  });

  it('the performance chart disables Annotate only', async () => {
    await visitorOn({
      symbol: 'AAPL',
      settings: { ...DEFAULT_CHART_SETTINGS, chartType: PERF_CHART_TYPE_VALUE },
    });
    expect(button('Annotate')).toBeDisabled();
    expect(button('Save')).toBeEnabled();
  });

  it.each([
    [11, true, 'saveChart'],
    [21, false, 'saveAsNewChart'],
  ])('viewing saved chart %i: Delete enabled %s, Save opens %s', async (recid, deletable, variant) => {
    const { user, workbench } = await memberViewing(recid);
    expect(workbench.getState().savedChart?.recid).toBe(recid);
    expect(button('Delete').hasAttribute('disabled')).toBe(!deletable);
    await user.click(button('Save'));
    expect(workbench.getState().modal).toEqual({ id: 'saveChart', variant });
  });
});

describe('spec 2 §4 Save shows unsaved changes', () => {
  it('grey with a check while the saved chart is unchanged, green without the check once changed', async () => {
    const { api, workbench } = await memberViewing(11);
    expect(button('Save')).toHaveAccessibleDescription('No unsaved changes');
    expect(button('Save')).toHaveTextContent('✓');
    act(() => workbench.actions.setPeriod('W'));
    await api.answer('AAPL');
    expect(workbench.getState().unsavedChanges).toBe(true);
    expect(button('Save')).toHaveAccessibleDescription('Unsaved changes');
    expect(button('Save')).not.toHaveTextContent('✓');
  });

  it('issue #17 item 12: a chart that was never saved is green without a check', () => {
    renderWithWorkbench(<ChartActions />, { member: MEMBERS.pro });
    expect(button('Save')).toHaveAccessibleDescription('Unsaved changes');
    expect(button('Save')).not.toHaveTextContent('✓');
  });
});

describe('spec 3 §2.13 upper bar actions', () => {
  it('spec 1 §2.3 a visitor pressing Save is asked to create an account', async () => {
    const { api, user } = renderWithWorkbench(
      <>
        <ChartActions />
        <ModalHost />
      </>,
    );
    await api.answer('AAPL');
    await user.click(button('Save'));
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  });

  it.each([
    ['Save As', { id: 'saveChart', variant: 'saveAsNewChart' }],
    ['Workbench Preferences', { id: 'workbenchPreferences', variant: '' }],
  ])('a member pressing %s opens %j', async (name, modal) => {
    const { user, workbench } = await memberViewing(11);
    await user.click(button(name));
    expect(workbench.getState().modal).toEqual(modal);
  });

  it.each([
    ['opens annotation mode', () => Promise.resolve(), 'active'],
    [
      'shows the red message when the notes tool cannot load',
      () => Promise.reject(new Error('offline')),
      'inactive',
    ],
  ])('spec 2 §4 pressing Annotate %s', async (_name, load, status) => {
    const { api, user, workbench } = renderWithWorkbench(<ChartActions />, {}, { notesTool: { load } });
    await api.answer('AAPL');
    act(() => workbench.actions.imageLoaded(workbench.getState().chart.requestId));
    await user.click(button('Annotate'));
    await waitFor(() => expect(workbench.getState().annotation.status).toBe(status));
    if (status === 'inactive')
      expect(workbench.getState().toasts.items.at(-1)).toMatchObject({
        color: 'red',
        message: 'Failed to load ChartNotes.',
      });
  });

  it('a member pressing Delete on a saved chart opens the delete dialog', async () => {
    const { user, workbench } = await memberViewing(11);
    await user.click(button('Delete'));
    expect(workbench.getState().modal).toEqual({ id: 'deleteChart', variant: '' });
  });
});

describe('spec 1 §4.6 Auto-Size Charts and Inspect', () => {
  it('the checkbox follows the preference and switching it on turns the inspector off', async () => {
    const { api, user, workbench } = renderWithWorkbench(<ChartActions />);
    await api.answer('AAPL');
    act(() => workbench.actions.setAutoSize(false));
    const autoSize = bar().getByRole('checkbox', { name: 'Auto-Size Charts' });
    expect(autoSize).not.toBeChecked();
    await user.click(button('Inspect'));
    expect(button('Inspect')).toHaveAttribute('aria-pressed', 'true');
    expect(workbench.getState().preferences.inspector).toBe(true);
    await user.click(autoSize);
    expect(autoSize).toBeChecked();
    expect(workbench.getState().preferences).toMatchObject({ autoSize: true, inspector: false });
    expect(button('Inspect')).toBeDisabled();
    expect(button('Inspect')).toHaveAttribute('aria-pressed', 'false');
  });

  it('Inspect switches the inspector off again', async () => {
    const { api, user, workbench } = renderWithWorkbench(<ChartActions />);
    await api.answer('AAPL');
    act(() => workbench.actions.setAutoSize(false));
    await user.click(button('Inspect'));
    await user.click(button('Inspect'));
    expect(workbench.getState().preferences.inspector).toBe(false);
  });
});

describe('spec 3 §2.13 help menu', () => {
  it('opens the help links and closes on Escape, back on its button', async () => {
    const { api, user } = renderWithWorkbench(<ChartActions />);
    await api.answer('AAPL');
    await user.click(button('Help'));
    // Menu entries that are links: anchors with the menu item role.
    const links = within(screen.getByRole('menu', { name: 'Help' })).getAllByRole('menuitem');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      HELP_LINKS.map((link) => [link.title, link.path]),
    );
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { name: 'Help' })).not.toBeInTheDocument();
    // React Aria gives the focus back a frame after the menu has gone.
    await waitFor(() => expect(button('Help')).toHaveFocus());
  });

  it('takes the host’s links', async () => {
    const { api, user } = renderWithWorkbench(
      <ChartActions
        helpLinks={[{ title: 'Help Centre', path: 'https://help.example/', isMembersOnly: false }]}
      />,
    );
    await api.answer('AAPL');
    await user.click(button('Help'));
    expect(screen.getByRole('menuitem', { name: 'Help Centre' })).toHaveAttribute(
      'href',
      'https://help.example/',
    );
  });
});
