import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { failing } from '../fixtures';
import { CreatePriceAlertDialog, type CreatePriceAlertDialogProps } from './CreatePriceAlertDialog';

function setup(overrides: Partial<CreatePriceAlertDialogProps> = {}) {
  const props: CreatePriceAlertDialogProps = {
    symbol: 'AAPL',
    latestClose: 189.87,
    alertCount: 2,
    maxPriceAlerts: 10,
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(<CreatePriceAlertDialog {...props} />);
  return { props, user: setupUser() };
}

describe('spec 3 §2.14, §5, §9 create price alert dialog', () => {
  it('opens with the defaults and sends a percent-menu price, direction and bits', async () => {
    const { props, user } = setup();
    expect(screen.getByRole('textbox', { name: 'Symbol' })).toHaveValue('AAPL');
    expect(screen.getByRole('checkbox', { name: 'Site' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Percent from last close' }), '180.38');
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('180.38');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'crossesBelow');
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      symbol: 'AAPL',
      price: 180.38,
      direction: 'D',
      message: '',
      notificationType: 5,
    });
  });

  it('shows every message of an invalid form', async () => {
    const { props, user } = setup({ symbol: '' });
    await user.click(screen.getByRole('checkbox', { name: 'Site' }));
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    expect(screen.getByText('Please enter a symbol.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid price.')).toBeInTheDocument();
    expect(screen.getByText('Please select a notification type.')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('has no percent menu without a latest close', () => {
    setup({ latestClose: null });
    expect(screen.queryByRole('combobox', { name: 'Percent from last close' })).not.toBeInTheDocument();
  });

  it('is blocked at the alert maximum', () => {
    setup({ alertCount: 10 });
    expect(screen.getByRole('button', { name: 'Create Alert' })).toBeDisabled();
  });

  it('shows the failure text', async () => {
    const { user } = setup({ onSubmit: failing });
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '200');
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create alert. Please try again.');
  });
});
