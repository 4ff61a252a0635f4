import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { failing } from '../fixtures';
import { EditNameDialog, type EditNameDialogProps } from './EditNameDialog';

function setup(overrides: Partial<EditNameDialogProps> = {}) {
  const props: EditNameDialogProps = {
    kind: 'chart',
    currentName: 'AAPL daily',
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(<EditNameDialog {...props} />);
  return { props, user: setupUser() };
}

describe('spec 3 §5, spec 1 §4.7 edit name dialogs', () => {
  it.each([
    ['chart', 'Edit Chart Name', 'Chart name', 'Chart name must be between 1 and 100 characters.'],
    [
      'chartStyle',
      'Edit ChartStyle Name',
      'ChartStyle name',
      'ChartStyle name must be between 1 and 100 characters.',
    ],
  ] as const)('%s: renames, and refuses an empty name', async (kind, title, label, message) => {
    const { props, user } = setup({ kind });
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: label });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription(message);
    await user.type(input, ' AAPL weekly ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSubmit).toHaveBeenCalledWith('AAPL weekly');
  });

  it('closes without saving when the name did not change', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it.each([
    ['chart', 'Failed to update chart.'],
    ['chartStyle', 'Failed to update ChartStyle.'],
  ] as const)('%s failure text', async (kind, message) => {
    const { user } = setup({ kind, onSubmit: failing });
    await user.type(screen.getByRole('textbox'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
