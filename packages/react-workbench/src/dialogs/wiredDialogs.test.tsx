import type { ChartEmail, ChartStyle, Member, WritableWorkbenchApi } from '@chartbench/core';
import { itemsOf, parseChartList, parseChartStyle, parseSavedChart } from '@chartbench/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createSampleOfflineApi } from '@chartbench/offline';
import { ModalHost } from '../ModalHost/ModalHost';
import { Toasts } from '../Toasts/Toasts';
import { MEMBERS } from '../test/members';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { useWiredDialogs, type WiredDialogsOptions } from './wiredDialogs';
import { preloadDialogs } from './wiredDialogs';
import { preloadModes } from '../modes/ModePanel/connected';

// Modes and dialogs load on demand; fetched up front here so the tests' waits time the UI, not a module load.
beforeAll(() => Promise.all([preloadModes(), preloadDialogs()]));

const STYLE = parseChartStyle({
  recID: 3,
  styleID: 'p3',
  description: 'Weekly',
  color: '',
  location: 0,
  label: '',
});
const OTHER_STYLE = parseChartStyle({
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

function offlineMember(onEmail?: (email: ChartEmail) => void, isReadOnly = false): WritableWorkbenchApi {
  return createSampleOfflineApi({
    ...(onEmail ? { onEmail } : {}),
    member: {
      loginCookie: '101.FREE.1.sig',
      record: {
        chartCode: 101,
        firstName: 'Fran',
        lastName: 'Free',
        userId: 'free@example.com',
        memberType: 'FREE',
      },
      chartLists: [parseChartList({ recID: 1, listNum: 0, name: 'Mine', isReadOnly })],
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

function renderWired(
  api: WritableWorkbenchApi,
  member: Member | null = MEMBERS.free,
  options: WiredDialogsOptions = {},
) {
  const view = renderWithWorkbench(<Host {...options} />, { member, symbol: 'AAPL' }, { api });
  const notifications = () => within(screen.getByRole('log', { name: 'Notifications' }));
  return { ...view, notifications };
}

describe('spec 3 §2.14, §4, §8 the wired member dialogs', () => {
  it('a member saves the chart into a list: the green toast shows, the dialog closes and the saved chart is viewed', async () => {
    const api = offlineMember();
    const { workbench, user, notifications } = renderWired(api);
    await waitFor(() => expect(itemsOf(workbench.getState().memberData.chartLists)).toHaveLength(1));
    act(() => workbench.actions.openModal('saveChart', 'saveAsNewChart'));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ChartList' }), '0');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Chart name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Chart name' }), 'Apple daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save As New' }));
    expect(await notifications().findByText('Success! Your chart has been saved!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(workbench.getState().savedChart).toMatchObject({
      name: 'Apple daily',
      symbol: 'AAPL',
      listNum: 0,
    });
    expect((await api.getSavedCharts(0)).map((chart) => chart.name)).toEqual(['Microsoft', 'Apple daily']);
  });

  it('a failed save keeps the dialog open with its failure and the red toast', async () => {
    const api = offlineMember();
    api.addSavedChart = () => Promise.reject(new Error('down'));
    const { workbench, user, notifications } = renderWired(api);
    await waitFor(() => expect(itemsOf(workbench.getState().memberData.chartLists)).toHaveLength(1));
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
    await waitFor(() => expect(itemsOf(workbench.getState().memberData.chartLists)).toHaveLength(1));
    act(() => workbench.actions.openModal('createChartList'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /name/i }), 'Tech');
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    expect(await notifications().findByText('Success! Your ChartList has been created!')).toBeInTheDocument();
    await waitFor(() =>
      expect(itemsOf(workbench.getState().memberData.chartLists).map((list) => list.name)).toEqual([
        'Mine',
        'Tech',
      ]),
    );
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

  it('spec 1 §4.7 renames a chart of a read-only list on screen only: the dialog closes, the server keeps its name', async () => {
    const api = offlineMember(undefined, true);
    const { workbench, user } = renderWired(api);
    await act(async () => void (await workbench.actions.openSavedChart(50)));
    await waitFor(() => expect(itemsOf(workbench.getState().memberData.chartLists)).toHaveLength(1));
    act(() => workbench.actions.openModal('editChartName'));
    const name = await screen.findByRole('textbox', { name: 'Chart name' });
    await user.clear(name);
    await user.type(name, 'Microsoft daily');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /save|rename|update/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(workbench.getState().savedChart?.name).toBe('Microsoft daily');
    expect((await api.getSavedChart(50)).name).toBe('Microsoft');
  });

  it('deletes the ChartStyle the host points at; without one the dialog closes', async () => {
    const api = offlineMember();
    let target: ChartStyle | null = OTHER_STYLE;
    const { workbench, user, notifications } = renderWired(api, MEMBERS.free, {
      chartStyleTarget: () => target,
    });
    await waitFor(() => expect(itemsOf(workbench.getState().memberData.chartStyles)).toHaveLength(2));
    act(() => workbench.actions.openModal('deleteChartStyle'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /delete/i }));
    expect(
      await notifications().findByText('Success! Your ChartStyle has been deleted!'),
    ).toBeInTheDocument();
    expect((await api.getChartStyles()).map((style) => style.recid)).toEqual([3]);
    target = null;
    act(() => workbench.actions.openModal('deleteChartStyle'));
    await waitFor(() => expect(workbench.getState().modal).toBeNull());
  });

  it('adds a StyleButton for a style on the slot picked, label stripped of spaces', async () => {
    const api = offlineMember();
    const { workbench, user, notifications } = renderWired(api);
    await waitFor(() => expect(itemsOf(workbench.getState().memberData.chartStyles)).toHaveLength(2));
    act(() => workbench.actions.openModal('chartStyleButton'));
    const dialog = await screen.findByRole('dialog', { name: 'Add StyleButton' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Position' }), '0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'C A');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ChartStyle' }), '4');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Color' }), 'red');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await notifications().findByText('Success! Your StyleButton has been added!')).toBeInTheDocument();
    await waitFor(() =>
      expect(workbench.getState().memberData.styleButtons[0]).toMatchObject({ recid: 4, buttonLabel: 'CA' }),
    );
  });

  it('edits the StyleButton on the slot the host names, and clears it', async () => {
    const api = offlineMember();
    await api.addStyleButton({ styleCacheId: 'p4', index: 3, color: 'green', label: 'CA' });
    const { workbench, user, notifications } = renderWired(api, MEMBERS.free, { styleButtonSlot: () => 3 });
    await waitFor(() => expect(workbench.getState().memberData.styleButtons[3]?.recid).toBe(4));
    act(() => workbench.actions.openModal('chartStyleButton'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit StyleButton' });
    await user.click(within(dialog).getByRole('button', { name: /clear/i }));
    expect(
      await notifications().findByText('Success! Your StyleButton has been cleared!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(workbench.getState().memberData.styleButtons[3]).toBeNull());
  });
});

describe('spec 3 §2.14, §4, §8 the wired Share Chart and Email Chart dialogs', () => {
  const PAGE = 'https://charts.example.com/workbench/';

  it('Link To Chart shows the link of the viewed chart, with its permanent style, and copies it', async () => {
    const copied: string[] = [];
    const copyText = async (text: string) => void copied.push(text);
    const { workbench, user, notifications } = renderWired(offlineMember(), MEMBERS.free, {
      pageUrl: () => PAGE,
      copyText,
    });
    act(() => workbench.actions.openModal('linkToChart'));
    const dialog = await screen.findByRole('dialog', { name: 'Share Chart' });
    const link = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Link to this chart' });
    expect(link.value).toMatch(/^https:\/\/charts\.example\.com\/workbench\/\?s=AAPL&id=p\S+$/);
    await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    expect(
      await notifications().findByText('A link to this chart has been copied to your clipboard!'),
    ).toBeInTheDocument();
    expect(copied).toEqual([link.value]);
  });

  it('Link To Chart shows the failure with Retry when no permanent style can be made, and Retry makes the link', async () => {
    const api = offlineMember();
    const working = api.createPermanentStyle.bind(api);
    api.createPermanentStyle = () => Promise.reject(new Error('down'));
    const { workbench, user } = renderWired(api, MEMBERS.free, { pageUrl: () => PAGE });
    act(() => workbench.actions.openModal('linkToChart'));
    const dialog = await screen.findByRole('dialog', { name: 'Share Chart' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create chart URL link. Please try again.',
    );
    api.createPermanentStyle = working;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    const link = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Link to this chart' });
    expect(link.value).toContain('/workbench/?s=AAPL&id=p');
  });

  it('Email Chart sends the chart link and image to the address: the green toast shows and the dialog closes', async () => {
    const sent: ChartEmail[] = [];
    const { workbench, user, notifications } = renderWired(
      offlineMember((email) => sent.push(email)),
      MEMBERS.free,
      { pageUrl: () => PAGE },
    );
    await waitFor(() => expect(workbench.getState().chart.imageUrl).not.toBeNull());
    act(() => workbench.actions.openModal('emailChart'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'ann@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comments' }), 'Have a look');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await notifications().findByText('Email sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        toEmail: 'ann@example.com',
        linkWorkbenchShort: expect.stringMatching(/^https:\/\/charts\.example\.com\/workbench\/\?s=AAPL&id=/),
        linkChart: expect.stringMatching(/^data:image\/svg\+xml/),
        comments: 'Have a look',
      },
    ]);
  });

  it('Email Chart that the backend cannot send closes with the red toast', async () => {
    const { workbench, user, notifications } = renderWired(offlineMember(), MEMBERS.free, {
      pageUrl: () => PAGE,
    });
    await waitFor(() => expect(workbench.getState().chart.imageUrl).not.toBeNull());
    act(() => workbench.actions.openModal('emailChart'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'ann@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await notifications().findByText('Unable to send email. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
