import { render, screen, within } from '@testing-library/react';
import { setupUser } from '../user';
import { vi } from 'vitest';
import type { Load, PriceAlert } from '@chartbench/core';
import { PRICE_ALERTS } from '../fixtures';
import { PriceAlerts, type PriceAlertsProps } from './PriceAlerts';

const loaded: Load<readonly PriceAlert[]> = { status: 'loaded', data: PRICE_ALERTS };

function setup(overrides: Partial<PriceAlertsProps> = {}) {
  const props: PriceAlertsProps = {
    load: loaded,
    usage: { used: 3, max: 10 },
    onToggle: vi.fn(),
    onDelete: vi.fn(),
    ...overrides,
  };
  render(<PriceAlerts {...props} />);
  return { props, user: setupUser() };
}

describe('spec 3 §2.4 Price Alerts', () => {
  it('shows the table with links into the workbench, prices, delta, status and usage', () => {
    setup();
    const rows = within(screen.getByRole('table', { name: 'Price Alerts' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1]!);
    const link = first.getByRole('link', { name: 'AAPL crosses above 195' });
    expect(link).toHaveAttribute('href', '/h-mem/price-alert-workbench.html#301');
    expect(link).toHaveAttribute('target', '_blank');
    expect(first.getByRole('cell', { name: '189.87' })).toBeInTheDocument();
    expect(first.getByRole('cell', { name: '5.13' })).toBeInTheDocument();
    expect(first.getByRole('cell', { name: 'Running' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price alerts used')).toHaveTextContent('3 of 10');
    expect(screen.getByRole('link', { name: 'Price Alert Workbench' })).toHaveAttribute(
      'href',
      '/h-mem/price-alert-workbench.html',
    );
  });

  it('pauses a running alert and starts a paused one with isRunning', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Pause AAPL crosses above 195' }));
    expect(props.onToggle).toHaveBeenCalledWith({ kind: 'price', recid: 301, isRunning: false });
    await user.click(screen.getByRole('button', { name: 'Start SPY crosses below 500' }));
    expect(props.onToggle).toHaveBeenLastCalledWith({ kind: 'price', recid: 302, isRunning: true });
  });

  it('deletes only after confirmation', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete NVDA crosses above 1000' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you wish to delete this alert?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(props.onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete NVDA crosses above 1000' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledWith(303);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows loading, the empty link and the failure with the last rows', () => {
    const { unmount } = render(
      <PriceAlerts
        load={{ status: 'loading' }}
        usage={{ used: 0, max: 5 }}
        onToggle={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    unmount();
    setup({ load: { status: 'loaded', data: [] } });
    expect(screen.getByRole('link', { name: 'Create Your First Price Alert!' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the last rows under a load failure and shows a failed action', () => {
    setup({
      load: { status: 'failed' },
      lastAlerts: PRICE_ALERTS.slice(0, 1),
      actionError: 'Sorry, there was a problem deleting your alert, please try again.',
    });
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'Sorry, there was a problem deleting your alert, please try again.',
      'Sorry, we failed to load your price alerts. We will try again in a few seconds.',
    ]);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('shows the count alone while the maximum is unknown', () => {
    setup({ usage: { used: 2, max: -1 } });
    expect(screen.getByLabelText('Price alerts used')).toHaveTextContent('2 alerts');
  });
});
