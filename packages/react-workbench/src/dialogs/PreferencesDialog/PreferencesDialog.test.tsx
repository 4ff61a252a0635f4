import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { failing } from '../fixtures';
import { PreferencesDialog, type PreferencesDialogProps } from './PreferencesDialog';

function setup(overrides: Partial<PreferencesDialogProps> = {}) {
  const props: PreferencesDialogProps = {
    initial: { chartLeftAligned: true, autoSize: false, autoRefresh: false },
    loggedIn: true,
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(<PreferencesDialog {...props} />);
  return { props, user: setupUser() };
}

describe('spec 3 §2.13, §4 workbench preferences dialog', () => {
  it('opens on the current preferences and sends the changed form', async () => {
    const { props, user } = setup();
    expect(screen.getByRole('checkbox', { name: 'Align the chart to the left' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Auto-size charts to the window' }));
    await user.click(screen.getByRole('checkbox', { name: 'Auto-refresh the chart' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      chartLeftAligned: true,
      autoSize: true,
      autoRefresh: true,
    });
  });

  it.each([
    [false, true],
    [true, false],
  ])('logged in %s: account note shown %s', (loggedIn, shown) => {
    setup({ loggedIn });
    expect(screen.queryByText(/need a free account/) !== null).toBe(shown);
  });

  it('shows the failure text', async () => {
    const { user } = setup({ onSubmit: failing });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save preferences. Please try again.',
    );
  });
});
