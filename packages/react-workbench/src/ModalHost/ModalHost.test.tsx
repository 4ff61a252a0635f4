import type { Member } from '@chartbench/core';
import { act, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { EditNameDialog } from '../dialogs/EditNameDialog/EditNameDialog';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { MEMBERS } from '../test/members';
import { ModalHost, type ModalRegistry } from './ModalHost';

let lastIsCurrent: () => boolean = () => true;

const registry: ModalRegistry = {
  emailChart: ({ close, isCurrent }) => {
    lastIsCurrent = isCurrent;
    return (
      <div role="dialog" aria-label="Wired email">
        <button type="button" onClick={close}>
          Done
        </button>
      </div>
    );
  },
  editChartName: ({ close }) => (
    <EditNameDialog kind="chart" currentName="AAPL daily" onSubmit={vi.fn()} onClose={close} />
  ),
  saveChart: ({ variant, close }) => (
    <div role="dialog" aria-label="Wired save">
      variant {variant}
      <button type="button" onClick={close}>
        Done
      </button>
    </div>
  ),
};

function renderHost(member: Member | null = MEMBERS.free, bodyWidth = 1024) {
  const view = renderWithWorkbench(
    <>
      <button type="button">Opener</button>
      <ModalHost dialogs={registry} bodyWidth={bodyWidth} />
    </>,
    { member },
  );
  const open = (id: Parameters<typeof view.workbench.actions.openModal>[0], variant?: string) =>
    act(() => view.workbench.actions.openModal(id, variant));
  return { ...view, open };
}

describe('spec 1 §2.3, spec 3 §2.14, §4 ModalHost', () => {
  it('shows nothing when no modal is open', () => {
    renderHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['createAccount', 'Create Account', 'Start Free Trial'],
    ['upgradeToExtra', 'Upgrade to Extra', 'Upgrade'],
    ['upgradeToPro', 'Upgrade to Pro', 'Upgrade to Pro'],
  ] as const)('draws the built-in %s dialog', (id, title, link) => {
    const { open } = renderHost();
    open(id);
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/checkout/freetrial/');
  });

  it.each([
    ['comingSoon', 'Coming Soon'],
    ['startTour', 'Start Interactive Tour'],
    ['endTour', 'End Interactive Tour'],
  ] as const)('draws the built-in %s dialog', (id, title) => {
    const { open } = renderHost();
    open(id);
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('the tour does not start in a narrow window', () => {
    const { open } = renderHost(MEMBERS.free, 600);
    open('startTour');
    expect(screen.queryByRole('button', { name: 'Start Tour' })).not.toBeInTheDocument();
  });

  it('spec 1 §2.3 a visitor opening a login-only modal sees create account, not the wired dialog', () => {
    const { open } = renderHost(MEMBERS.visitor);
    open('saveChart');
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login/');
  });

  it('draws a registered dialog with its variant and close', async () => {
    const { open, user, workbench } = renderHost();
    open('saveChart', 'moveChart');
    expect(screen.getByRole('dialog', { name: 'Wired save' })).toHaveTextContent('variant moveChart');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(workbench.getState().modal).toBeNull();
  });

  it('a modal with no dialog registered draws nothing', () => {
    const { open } = renderHost();
    open('addToChartList');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows one dialog at a time: opening another replaces it', () => {
    const { open } = renderHost();
    open('upgradeToPro');
    open('comingSoon');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Coming Soon' })).toBeInTheDocument();
  });

  it('a form resets when its modal is opened again', async () => {
    const { open, user } = renderHost();
    open('editChartName');
    const input = screen.getByRole('textbox', { name: 'Chart name' });
    await user.clear(input);
    await user.type(input, 'Half typed');
    open('editChartName');
    expect(screen.getByRole('textbox', { name: 'Chart name' })).toHaveValue('AAPL daily');
  });

  it('moves focus in, traps Tab, closes on Escape and returns focus', async () => {
    const { open, user, workbench } = renderHost();
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    open('comingSoon');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(ok).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(workbench.getState().modal).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('returns focus to the opener when a dialog that replaced another closes', async () => {
    const { open, user, workbench } = renderHost();
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    open('upgradeToPro');
    open('comingSoon');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(workbench.getState().modal).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it.each([
    ['comingSoon', true],
    ['editChartName', false],
  ] as const)('spec 3 §2.14 background click on %s closes: %s', async (id, closes) => {
    const { open, user, workbench } = renderHost();
    open(id);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(workbench.getState().modal === null).toBe(closes);
  });

  describe('spec 3 §4 slow work checks isCurrent', () => {
    it('holds while the same opening is open on the same symbol', () => {
      const { open } = renderHost();
      open('emailChart');
      expect(lastIsCurrent()).toBe(true);
    });

    it('fails once the modal closed', () => {
      const { open, workbench } = renderHost();
      open('emailChart');
      const check = lastIsCurrent;
      act(() => workbench.actions.closeModal());
      expect(check()).toBe(false);
    });

    it('fails for an earlier opening of the same modal', () => {
      const { open } = renderHost();
      open('emailChart');
      const first = lastIsCurrent;
      open('emailChart');
      expect(first()).toBe(false);
      expect(lastIsCurrent()).toBe(true);
    });

    it('fails once the symbol changed', () => {
      const { open, workbench } = renderHost();
      open('emailChart');
      const check = lastIsCurrent;
      act(() => workbench.actions.submitSymbol('MSFT'));
      expect(workbench.getState().chart.symbol).toBe('MSFT');
      expect(check()).toBe(false);
    });
  });

  describe('spec 3 §4 the built-in preferences dialog', () => {
    it('opens on the store preferences and saves through the store, then closes', async () => {
      const { open, user, workbench } = renderHost();
      open('workbenchPreferences');
      const aligned = screen.getByRole('checkbox', { name: 'Align the chart to the left' });
      expect(aligned).toHaveProperty('checked', workbench.getState().preferences.chartLeftAligned);
      await user.click(screen.getByRole('checkbox', { name: 'Auto-size charts to the window' }));
      const autoSize = !workbench.getState().preferences.autoSize;
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(workbench.getState().preferences.autoSize).toBe(autoSize);
      expect(workbench.getState().modal).toBeNull();
    });

    it('a visitor asking for auto-refresh is sent to create account, which stays open', async () => {
      const { open, user, workbench } = renderHost(MEMBERS.visitor);
      open('workbenchPreferences');
      await user.click(screen.getByRole('checkbox', { name: 'Auto-refresh the chart' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(workbench.getState().autoRefresh.enabled).toBe(false);
      expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    });
  });
});
