import { act, fireEvent, screen } from '@testing-library/react';
import { MEMBERS } from '../test/members';
import { createBrowserNavigation } from '../WorkbenchProvider/browserPorts';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { Workbench } from './Workbench';
import { preloadDialogs } from '../dialogs/wiredDialogs';
import { preloadModes } from '../modes/ModePanel/connected';

// Modes and dialogs load on demand; fetched up front here so the tests' waits time the UI, not a module load.
beforeAll(() => Promise.all([preloadModes(), preloadDialogs()]));

function renderWithHistory() {
  window.history.replaceState(null, '', '/?s=AAPL');
  const navigation = createBrowserNavigation();
  if (!navigation) throw new Error('jsdom has a window');
  // The main site's page is the workbench: it opts in to page-wide hotkeys.
  return renderWithWorkbench(<Workbench hotkeys="page" />, {}, { navigation });
}

/** Presses keys that move through history and waits for the browser's popstate to be handled. */
async function pressForPopstate(user: { keyboard(keys: string): Promise<void> }, keys: string) {
  const popped = new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );
  await user.keyboard(keys);
  await act(async () => {
    await popped;
  });
}

describe('spec 3 §2.1 history in the page, spec 2 §4 hotkeys', () => {
  it('writes the chart into the address and title; a new symbol pushes an entry', async () => {
    const { api, user } = renderWithHistory();
    expect(window.location.search).toBe('?s=AAPL&p=D&yr=1');
    expect(document.title).toBe('AAPL - Chartbench');
    await api.answer('AAPL');
    const field = screen.getByRole('combobox', { name: 'Symbol' });
    await user.clear(field);
    await user.type(field, 'MSFT{Enter}');
    expect(window.location.search).toBe('?s=MSFT&p=D&yr=1');
    expect(window.history.state).toMatchObject({ symbol: 'MSFT' });
  });

  it('Ctrl+Z goes back to the previous chart and Ctrl+Y forward again', async () => {
    const { api, user, workbench } = renderWithHistory();
    await api.answer('AAPL');
    const field = screen.getByRole('combobox', { name: 'Symbol' });
    await user.clear(field);
    await user.type(field, 'SPY{Enter}');
    field.blur();
    await pressForPopstate(user, '{Control>}z{/Control}');
    expect(workbench.getState().chart.symbol).toBe('AAPL');
    expect(document.title).toBe('AAPL - Chartbench');
    await pressForPopstate(user, '{Control>}y{/Control}');
    expect(workbench.getState().chart.symbol).toBe('SPY');
  });

  it('typing a symbol character anywhere focuses the symbol field', async () => {
    const { user } = renderWithHistory();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('m');
    expect(screen.getByRole('combobox', { name: 'Symbol' })).toHaveFocus();
  });

  it('typing in another field does not move focus', async () => {
    const { user } = renderWithWorkbench(
      <>
        <label>
          Notes <input />
        </label>
        <Workbench />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('abc');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('abc');
  });

  it('spec 2 §4 Ctrl+S opens Save As for an unsaved chart instead of the browser saving the page', () => {
    const { workbench } = renderWithWorkbench(<Workbench />, { member: MEMBERS.pro });
    const inside = screen.getByRole('region', { name: 'Chart workbench' });
    const notPrevented = fireEvent.keyDown(inside, { key: 's', ctrlKey: true });
    expect(notPrevented).toBe(false);
    expect(workbench.getState().modal).toMatchObject({ id: 'saveChart' });
  });
});

describe('issue #18 the workbench as a guest: hotkeys act only when focus is inside it', () => {
  it('leaves a host page’s Ctrl+S to the host', () => {
    const { workbench } = renderWithWorkbench(<Workbench />, { member: MEMBERS.pro });
    const notPrevented = fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(workbench.getState().modal).toBeNull();
  });

  it('typing on the host page does not pull focus into the workbench', async () => {
    const { user } = renderWithWorkbench(
      <>
        <button type="button">Host menu</button>
        <Workbench />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Host menu' }));
    await user.keyboard('q');
    expect(screen.getByRole('button', { name: 'Host menu' })).toHaveFocus();
  });

  it('two workbenches on one page: a key inside one acts on that one only', async () => {
    const first = renderWithWorkbench(<Workbench label="First" />, { member: MEMBERS.pro });
    const second = renderWithWorkbench(<Workbench label="Second" />, { member: MEMBERS.pro });
    const inFirst = screen.getByRole('region', { name: 'First' });
    fireEvent.keyDown(inFirst, { key: 's', ctrlKey: true });
    expect(first.workbench.getState().modal).toMatchObject({ id: 'saveChart' });
    expect(second.workbench.getState().modal).toBeNull();
  });
});
