import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { buildChartXml, createDefaultChartSettings } from '@chartbench/core';
import { DIALOG_STYLES } from '../dialogs/fixtures';
import { MEMBERS } from '../test/members';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { LowerBar } from './LowerBar';

function renderBar(
  options: {
    member?: (typeof MEMBERS)[keyof typeof MEMBERS];
    bodyWidth?: number;
    styles?: () => Promise<readonly (typeof DIALOG_STYLES)[number][]>;
  } = {},
) {
  const print = vi.fn();
  const getChartStyles = vi.fn(() => (options.styles ? options.styles() : Promise.resolve(DIALOG_STYLES)));
  const rendered = renderWithWorkbench(<LowerBar bodyWidth={options.bodyWidth ?? 1280} print={print} />, {
    member: options.member ?? null,
  });
  // The store reads its api port at call time, so the member calls can be added to the test api here.
  Object.assign(rendered.api, { getChartStyles });
  return { ...rendered, print, getChartStyles };
}

const toggle = () => screen.getByRole('button', { name: /chart tools$/ });

describe('spec 3 §2.13 LowerBar open or collapsed', () => {
  it.each([
    ['a visitor on a wide screen: open', null, 1280, 'true'],
    ['a visitor at 767 px: collapsed', null, 767, 'false'],
    ['a member on a wide screen: collapsed', MEMBERS.free, 1280, 'false'],
  ])('%s', (_name, member, bodyWidth, expanded) => {
    renderBar({ member, bodyWidth });
    expect(toggle()).toHaveAttribute('aria-expanded', expanded);
  });

  it('the toggle collapses and opens the bar', async () => {
    const { user } = renderBar();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveTextContent('Show chart tools');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('spec 3 §2.13 LowerBar actions', () => {
  it('lists the actions in order', () => {
    renderBar();
    const bar = within(screen.getByRole('toolbar', { name: 'Chart style tools' }));
    const names = bar.getAllByRole('button').map((b) => b.textContent?.replace(' ▾', ''));
    expect(names).toEqual([
      'Hide chart tools',
      'ChartStyles',
      'Save ChartStyle',
      'Set As Default',
      'Create Alert',
      'Link To Chart',
      'Print',
      'Share',
      'More',
    ]);
  });

  it('spec 1 §2.3 a visitor asking to save a ChartStyle gets the create-account dialog', async () => {
    const { user, workbench } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Save ChartStyle' }));
    expect(workbench.getState().modal).toMatchObject({ id: 'createAccount' });
  });

  it.each([
    ['Save ChartStyle', { id: 'saveChartStyle', variant: 'saveAsNew' }],
    ['Set As Default', { id: 'saveChartStyle', variant: 'setAsDefault' }],
    ['Link To Chart', { id: 'linkToChart' }],
    ['Share', { id: 'emailChart' }],
  ])('a member: %s opens its dialog', async (name, modal) => {
    const { user, workbench } = renderBar({ member: MEMBERS.pro });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name }));
    expect(workbench.getState().modal).toMatchObject(modal);
  });

  it('Print prints the chart image', async () => {
    const { api, user, print, workbench } = renderBar();
    act(() => workbench.actions.start());
    await api.answer('AAPL');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledWith(workbench.getState().chart.imageUrl);
    expect(print.mock.calls[0]![0]).toMatch(/^https:\/\/charts\.test\/c-sc\/sc\//);
  });

  it('spec 3 §5 Create Alert is disabled for a symbol that was not found', async () => {
    const { api } = renderBar();
    await api.answer();
    expect(screen.getByRole('button', { name: 'Create Alert' })).toBeDisabled();
  });

  it('More offers Add StyleButton; Escape closes the menu', async () => {
    const { user, workbench } = renderBar({ member: MEMBERS.pro });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^More/ }));
    expect(screen.getByRole('menu', { name: 'More' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^More/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Add StyleButton' }));
    expect(workbench.getState().modal).toMatchObject({ id: 'chartStyleButton' });
  });
});

describe('spec 3 §2.14 More menu dialogs', () => {
  it.each([
    ['Apply ChartStyle to Charts', { id: 'applyChartStyleToCharts' }],
    ['Add to ChartList', { id: 'addToChartList' }],
    ['Interactive Tour', { id: 'startTour' }],
  ])('%s opens its dialog', async (name, modal) => {
    const { user, workbench } = renderBar({ member: MEMBERS.pro });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^More/ }));
    await user.click(screen.getByRole('menuitem', { name }));
    expect(workbench.getState().modal).toMatchObject(modal);
  });

  it('Rename Chart shows only while a saved chart is viewed', async () => {
    const { user } = renderBar({ member: MEMBERS.pro });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^More/ }));
    expect(screen.queryByRole('menuitem', { name: 'Rename Chart' })).not.toBeInTheDocument();
  });
});

describe('spec 3 §2.13 ChartStyles menu', () => {
  it('loads the member’s ChartStyles when opened and applies the one chosen', async () => {
    const { user, workbench, getChartStyles } = renderBar({ member: MEMBERS.pro });
    const apply = vi.spyOn(workbench.actions, 'applyChartStyle').mockResolvedValue(true);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^ChartStyles/ }));
    expect(getChartStyles).toHaveBeenCalled();
    await user.click(await screen.findByRole('menuitem', { name: 'Weekly line' }));
    expect(apply).toHaveBeenCalledWith(expect.objectContaining({ recid: 702 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('issue 19: works from the keyboard: Enter opens it, the arrows walk the entries, Enter applies, Escape returns', async () => {
    const { user, workbench } = renderBar({ member: MEMBERS.pro });
    const apply = vi.spyOn(workbench.actions, 'applyChartStyle').mockResolvedValue(true);
    await user.click(toggle());
    const button = screen.getByRole('button', { name: /^ChartStyles/ });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'ChartStyles' })).toHaveFocus();
    await screen.findByRole('menuitem', { name: 'Weekly line' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // React Aria gives the focus back a frame after the menu has gone.
    await waitFor(() => expect(button).toHaveFocus());
    await user.keyboard('{Enter}');
    // Opened from the keyboard with its entries loaded, the menu puts the focus on the first.
    const first = await screen.findByRole('menuitem', { name: 'Daily candles with volume' });
    await waitFor(() => expect(first).toHaveFocus());
    // Each style's row holds its name, Rename, Delete and StyleButton: the fifth entry is the second style.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Weekly line' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(apply).toHaveBeenCalledWith(expect.objectContaining({ recid: 702 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['Rename Weekly line', { id: 'editChartStyleName', target: { styleRecid: 702 } }],
    ['Delete Weekly line', { id: 'deleteChartStyle', target: { styleRecid: 702 } }],
    ['StyleButton for Weekly line', { id: 'chartStyleButton', target: { slot: 1 } }],
    ['StyleButton for MACD and RSI', { id: 'chartStyleButton', target: {} }],
  ])('spec 3 §2.14 %s opens its dialog on that style', async (name, modal) => {
    const { user, workbench } = renderBar({ member: MEMBERS.pro });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^ChartStyles/ }));
    await user.click(await screen.findByRole('menuitem', { name }));
    expect(workbench.getState().modal).toMatchObject(modal);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('spec 2 §4 shows the viewed ChartStyle and whether it has unsaved changes', async () => {
    const { user, workbench, api } = renderBar({ member: MEMBERS.pro });
    const weekly = { ...createDefaultChartSettings(), period: 'W' };
    Object.assign(api, {
      getStyleXml: () => Promise.resolve(buildChartXml({ symbol: 'SPY', settings: weekly })),
    });
    await user.click(toggle());
    const openMenu = () => user.click(screen.getByRole('button', { name: /^ChartStyles/ }));
    await openMenu();
    expect(screen.queryByText(/^Viewing/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Weekly line' }));
    await openMenu();
    expect(await screen.findByText('Viewing Weekly line: no unsaved changes')).toBeInTheDocument();
    // The viewed style's entry is described by the Viewing line.
    expect(screen.getByRole('menuitem', { name: 'Weekly line' })).toHaveAccessibleDescription(
      'Viewing Weekly line: no unsaved changes',
    );
    await user.keyboard('{Escape}');
    act(() => workbench.actions.setPeriod('D'));
    await openMenu();
    expect(await screen.findByText('Viewing Weekly line: unsaved changes')).toBeInTheDocument();
  });

  it('says so when the member has no ChartStyles', async () => {
    const { user } = renderBar({ member: MEMBERS.pro, styles: () => Promise.resolve([]) });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^ChartStyles/ }));
    expect(await screen.findByText('You have no saved ChartStyles.')).toBeInTheDocument();
  });

  it('offers Try Again when the ChartStyles failed to load', async () => {
    const { user, getChartStyles } = renderBar({
      member: MEMBERS.pro,
      styles: () => Promise.reject(new Error('down')),
    });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^ChartStyles/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Failed to load ChartStyles/ }));
    expect(getChartStyles).toHaveBeenCalledTimes(2);
  });
});

describe('spec 1 §3.6 StyleButtons row', () => {
  it('shows the styles on buttons with their labels and Ctrl shortcuts; a click applies the slot', async () => {
    const { user, workbench } = renderBar({ member: MEMBERS.pro });
    await act(async () => workbench.actions.loadChartStyles());
    const apply = vi.spyOn(workbench.actions, 'applyStyleButton').mockResolvedValue(true);
    await user.click(toggle());
    const row = within(screen.getByRole('group', { name: 'StyleButtons' }));
    const buttons = row.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['DC', 'WL']);
    expect(buttons[0]).toHaveAttribute('aria-keyshortcuts', 'Control+1');
    await user.click(row.getByRole('button', { name: 'WL: Weekly line' }));
    expect(apply).toHaveBeenCalledWith(DIALOG_STYLES[1]?.buttonIndex);
  });

  it('a right click on a StyleButton edits that slot', async () => {
    const { user, workbench } = renderBar({ member: MEMBERS.pro });
    await act(async () => workbench.actions.loadChartStyles());
    await user.click(toggle());
    await user.pointer({
      keys: '[MouseRight]',
      target: screen.getByRole('button', { name: 'WL: Weekly line' }),
    });
    expect(workbench.getState().modal).toMatchObject({ id: 'chartStyleButton', target: { slot: 1 } });
  });

  it('has no row without styles on buttons', () => {
    renderBar();
    expect(screen.queryByRole('group', { name: 'StyleButtons' })).not.toBeInTheDocument();
  });
});
