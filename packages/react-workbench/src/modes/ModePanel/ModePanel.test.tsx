import { render, screen } from '@testing-library/react';
import { setupUser } from '../user';
import { vi } from 'vitest';
import { MEMBERS } from '../../test/members';
import { ModePanel } from './ModePanel';

function setup(member: (typeof MEMBERS)[keyof typeof MEMBERS], symbolFound = true) {
  const onSelectMode = vi.fn();
  const onCreateAccount = vi.fn();
  render(
    <ModePanel
      activeMode="chartSettings"
      onSelectMode={onSelectMode}
      onCreateAccount={onCreateAccount}
      member={member}
      symbolFound={symbolFound}
    >
      <p>Settings content</p>
    </ModePanel>,
  );
  return { onSelectMode, onCreateAccount, user: setupUser() };
}

describe('spec 3 §2.2 ModePanel', () => {
  it('shows the four groups as tab lists with the eleven modes, the active one selected', () => {
    setup(MEMBERS.free);
    for (const group of ['Settings', 'Saved Charts', 'Alerts', 'Tools and Resources']) {
      expect(screen.getByRole('tablist', { name: group })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('tab')).toHaveLength(11);
    expect(screen.getByRole('tab', { name: 'Chart Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Chart Settings' })).toHaveTextContent('Settings content');
  });

  it('switches a member to any mode', async () => {
    const { onSelectMode, onCreateAccount, user } = setup(MEMBERS.free);
    await user.click(screen.getByRole('tab', { name: 'Price Alerts' }));
    expect(onSelectMode).toHaveBeenCalledWith('priceAlerts');
    expect(onCreateAccount).not.toHaveBeenCalled();
  });

  it('sends a visitor choosing a members-only mode to create an account without switching', async () => {
    const { onSelectMode, onCreateAccount, user } = setup(MEMBERS.visitor);
    await user.click(screen.getByRole('tab', { name: /Advanced Alerts/ }));
    expect(onCreateAccount).toHaveBeenCalledTimes(1);
    expect(onSelectMode).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'ChartList Summary' }));
    expect(onSelectMode).toHaveBeenCalledWith('chartListSummary');
  });

  it('does nothing for a mode unavailable while the symbol is not found', async () => {
    const { onSelectMode, user } = setup(MEMBERS.pro, false);
    const options = screen.getByRole('tab', { name: 'Options' });
    expect(options).toHaveAttribute('aria-disabled', 'true');
    await user.click(options);
    expect(onSelectMode).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'ChartList Library' }));
    expect(onSelectMode).toHaveBeenCalledWith('chartListLibrary');
  });

  it('moves focus between tabs with the arrow keys', async () => {
    const { user } = setup(MEMBERS.free);
    screen.getByRole('tab', { name: 'Chart Settings' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'ChartStyle Library' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Historical Price Data' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Chart Settings' })).toHaveFocus();
  });

  it('renders the active mode through renderMode', () => {
    render(
      <ModePanel
        activeMode="options"
        onSelectMode={vi.fn()}
        onCreateAccount={vi.fn()}
        member={null}
        symbolFound
        renderMode={(mode) => <p>content of {mode}</p>}
      />,
    );
    expect(screen.getByRole('tabpanel', { name: 'Options' })).toHaveTextContent('content of options');
  });
});
