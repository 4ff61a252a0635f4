import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { MEMBERS } from '../../test/members';
import { failing, pending } from '../fixtures';
import { CreateChartListDialog, type CreateChartListDialogProps } from './CreateChartListDialog';

function setup(overrides: Partial<CreateChartListDialogProps> = {}) {
  const props: CreateChartListDialogProps = {
    member: MEMBERS.extra,
    listCount: 3,
    maxChartLists: 50,
    onSubmit: vi.fn(),
    onUpgrade: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(<CreateChartListDialog {...props} />);
  return { props, user: setupUser() };
}

describe('spec 3 §2.14, §5 create ChartList dialog', () => {
  it('sends the trimmed name and cleaned symbols', async () => {
    const { props, user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'ChartList name' }), '  Energy ');
    await user.type(screen.getByRole('textbox', { name: 'Symbols' }), 'xom  cvx,,slb');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(props.onSubmit).toHaveBeenCalledWith({ name: 'Energy', symbols: 'XOM,CVX,SLB' });
  });

  it('needs a name', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('textbox', { name: 'ChartList name' })).toHaveAccessibleDescription(
      'ChartList name cannot be empty',
    );
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('hides the form at the list limit and offers the upgrade', async () => {
    const { props, user } = setup({ member: MEMBERS.basic, listCount: 1 });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText(/up to 500 ChartLists/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(props.onUpgrade).toHaveBeenCalledWith('upgradeToExtra');
  });

  it('is busy while saving and shows the failure text', async () => {
    const { user } = setup({ onSubmit: pending });
    await user.type(screen.getByRole('textbox', { name: 'ChartList name' }), 'A');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('shows the failure text', async () => {
    const { user } = setup({ onSubmit: failing });
    await user.type(screen.getByRole('textbox', { name: 'ChartList name' }), 'A');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create ChartList. Please try again.',
    );
  });
});
