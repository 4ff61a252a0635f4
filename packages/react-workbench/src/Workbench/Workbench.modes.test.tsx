import { screen, within } from '@testing-library/react';
import { MEMBERS } from '../test/members';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { Workbench } from './Workbench';
import { preloadDialogs } from '../dialogs/wiredDialogs';
import { preloadModes } from '../modes/ModePanel/connected';

// Modes and dialogs load on demand; fetched up front here so the tests' waits time the UI, not a module load.
beforeAll(() => Promise.all([preloadModes(), preloadDialogs()]));

vi.setConfig({ testTimeout: 20_000 });

const belowChart = () => within(screen.getByRole('region', { name: 'Panel below the chart' }));

describe('Workbench: the panel below the chart (spec 3 §2.2)', () => {
  it('opens on Chart Settings, with the range slider above the chart', async () => {
    const { api } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    expect(belowChart().getByRole('tab', { name: 'Chart Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(belowChart().getByRole('form', { name: 'Chart Settings' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Range slider' })).toBeInTheDocument();
  });

  it('switches in place to another mode; Chart Settings and its range slider go', async () => {
    const { api, user, workbench } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    await user.click(belowChart().getByRole('tab', { name: 'Symbol Summary' }));
    expect(workbench.modes.getState().active).toBe('symbolSummary');
    expect(belowChart().getByRole('tab', { name: 'Symbol Summary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('form', { name: 'Chart Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Range slider' })).not.toBeInTheDocument();
  });

  it('sends a visitor choosing a members-only mode to create an account, and stays', async () => {
    const { api, user } = renderWithWorkbench(<Workbench />);
    await api.answer('AAPL');
    await user.click(belowChart().getByRole('tab', { name: /Price Alerts/ }));
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    // The modal dialog hides the rest of the workbench from assistive technology while it is open.
    const panel = within(screen.getByRole('region', { name: 'Panel below the chart', hidden: true }));
    expect(panel.getByRole('tab', { name: 'Chart Settings', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('lets a member open a members-only mode', async () => {
    const { api, user } = renderWithWorkbench(<Workbench />, { member: MEMBERS.free });
    await api.answer('AAPL');
    await user.click(belowChart().getByRole('tab', { name: 'Price Alerts' }));
    expect(belowChart().getByRole('tab', { name: 'Price Alerts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
