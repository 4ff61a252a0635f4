import type { ChartStyle, Member, WritableWorkbenchApi } from '@chartbench/core';
import { parseChartList, parseChartStyle, parseSavedChart } from '@chartbench/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createSampleOfflineApi } from '../offline/createOfflineApi';
import { ModalHost } from '../ModalHost/ModalHost';
import { Toasts } from '../Toasts/Toasts';
import { MEMBERS } from '../test/members';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { useWiredDialogs, type WiredDialogsOptions } from './wiredDialogs';

const STYLE = parseChartStyle({ recID: 3, styleID: 'p3', description: 'Weekly', color: '', location: 0, label: '' });
const OTHER_STYLE = parseChartStyle({ recID: 4, styleID: 'p4', description: 'Candles', color: '', location: 0, label: '' });
const MSFT = parseSavedChart({ recID: 50, listNum: 0, description: 'Microsoft', symbol: 'MSFT', style: '&p=D&yr=1', annotations: '', comments: '', chartCode: 101 });

function offlineMember(): WritableWorkbenchApi {
  return createSampleOfflineApi({
    member: {
      loginCookie: '101.FREE.1.sig',
      record: { chartCode: 101, firstName: 'Fran', lastName: 'Free', userId: 'free@example.com', memberType: 'FREE' },
      chartLists: [parseChartList({ recID: 1, listNum: 0, name: 'Mine', isReadOnly: false })],
      savedCharts: { 0: [MSFT] },
      chartStyles: [STYLE, OTHER_STYLE],
      defaultChartStyle: STYLE,
    },
  });
}

function Host(props: WiredDialogsOptions) {
  return (
    <>
      <ModalHost dialogs={useWiredDialogs(props)} />
      <Toasts />
    </>
  );
}

function renderWired(api: WritableWorkbenchApi, member: Member | null = MEMBERS.free, options: WiredDialogsOptions = {}) {
  const view = renderWithWorkbench(<Host {...options} />, { member, symbol: 'AAPL' }, { api });
  const notifications = () => within(screen.getByRole('list', { name: 'Notifications' }));
  return { ...view, notifications };
}

describe('spec 3 §2.14, §4, §8 the wired member dialogs', () => {
  it('a member saves the chart into a list: the green toast shows, the dialog closes and the saved chart is viewed', async () => {
    const api = offlineMember();
    const { workbench, user, notifications } = renderWired(api);
    await waitFor(() => expect(workbench.getState().memberData.chartLists.items).toHaveLength(1));
    act(() => workbench.actions.openModal('saveChart', 'saveAsNewChart'));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ChartList' }), '0');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Chart name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Chart name' }), 'Apple daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save As New' }));
    expect(await notifications().findByText('Success! Your chart has been saved!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(workbench.getState().savedChart).toMatchObject({ name: 'Apple daily', symbol: 'AAPL', listNum: 0 });
    expect((await api.getSavedCharts(0)).map((chart) => chart.name)).toEqual(['Microsoft', 'Apple daily']);
  });

  it('a failed save keeps the dialog open with its failure and the red toast', async () => {
    const api = offlineMember();
    api.addSavedChart = () => Promise.reject(new Error('down'));
    const { workbench, user, notifications } = renderWired(api);
    await waitFor(() => expect(workbench.getState().memberData.chartLists.items).toHaveLength(1));
    act(() => workbench.actions.openModal('saveChart', 'saveAsNewChart'));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ChartList' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save As New' }));
    expect(await notifications().findByText('Failed to save chart. Please try again.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Failed to save chart. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a visitor asking to save gets create account', async () => {
    const { workbench } = renderWired(offlineMember(), null);
    act(() => workbench.actions.openModal('saveChart'));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName(expect.stringMatching(/account/i));
  });

  it('creates a ChartList and shows it created', async () => {
    const api = offlineMember();
    const { workbench, user, notifications } = renderWired(api);
    await waitFor(() => expect(workbench.getState().memberData.chartLists.items).toHaveLength(1));
    act(() => workbench.actions.openModal('createChartList'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /name/i }), 'Tech');
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    expect(await notifications().findByText('Success! Your ChartList has been created!')).toBeInTheDocument();
    await waitFor(() => expect(workbench.getState().memberData.chartLists.items.map((list) => list.name)).toEqual(['Mine', 'Tech']));
  });

  it('renames the viewed saved chart', async () => {
    const api = offlineMember();
    const { workbench, user, notifications } = renderWired(api);
    await act(async () => void (await workbench.actions.openSavedChart(50)));
    act(() => workbench.actions.openModal('editChartName'));
    const name = await screen.findByRole('textbox', { name: 'Chart name' });
    await user.clear(name);
    await user.type(name, 'Microsoft daily');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /save|rename|update/i }));
    expect(await notifications().findByText('Success! Your chart has been updated!')).toBeInTheDocument();
    expect((await api.getSavedChart(50)).name).toBe('Microsoft daily');
  });

  it('deletes the ChartStyle the host points at; without one the dialog closes', async () => {
    const api = offlineMember();
    let target: ChartStyle | null = OTHER_STYLE;
    const { workbench, user, notifications } = renderWired(api, MEMBERS.free, { chartStyleTarget: () => target });
    await waitFor(() => expect(workbench.getState().memberData.chartStyles.items).toHaveLength(2));
    act(() => workbench.actions.openModal('deleteChartStyle'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /delete/i }));
    expect(await notifications().findByText('Success! Your ChartStyle has been deleted!')).toBeInTheDocument();
    expect((await api.getChartStyles()).map((style) => style.recid)).toEqual([3]);
    target = null;
    act(() => workbench.actions.openModal('deleteChartStyle'));
    await waitFor(() => expect(workbench.getState().modal).toBeNull());
  });

  it('adds a StyleButton for a style on the slot picked, label stripped of spaces', async () => {
    const api = offlineMember();
    const { workbench, user, notifications } = renderWired(api);
    await waitFor(() => expect(workbench.getState().memberData.chartStyles.items).toHaveLength(2));
    act(() => workbench.actions.openModal('chartStyleButton'));
    const dialog = await screen.findByRole('dialog', { name: 'Add StyleButton' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Position' }), '0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'C A');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ChartStyle' }), '4');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Color' }), 'red');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await notifications().findByText('Success! Your StyleButton has been added!')).toBeInTheDocument();
    await waitFor(() => expect(workbench.getState().memberData.styleButtons[0]).toMatchObject({ recid: 4, buttonLabel: 'CA' }));
  });

  it('edits the StyleButton on the slot the host names, and clears it', async () => {
    const api = offlineMember();
    await api.addStyleButton({ styleCacheId: 'p4', index: 3, color: 'green', label: 'CA' });
    const { workbench, user, notifications } = renderWired(api, MEMBERS.free, { styleButtonSlot: () => 3 });
    await waitFor(() => expect(workbench.getState().memberData.styleButtons[3]?.recid).toBe(4));
    act(() => workbench.actions.openModal('chartStyleButton'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit StyleButton' });
    await user.click(within(dialog).getByRole('button', { name: /clear/i }));
    expect(await notifications().findByText('Success! Your StyleButton has been cleared!')).toBeInTheDocument();
    await waitFor(() => expect(workbench.getState().memberData.styleButtons[3]).toBeNull());
  });
});
