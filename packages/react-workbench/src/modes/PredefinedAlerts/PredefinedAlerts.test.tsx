import { render, screen } from '@testing-library/react';
import { setupUser } from '../user';
import { vi } from 'vitest';
import { PREDEFINED_ALERTS } from '../fixtures';
import { PredefinedAlerts } from './PredefinedAlerts';

describe('spec 3 §2.5 Predefined Alerts', () => {
  it('shows times in US Eastern and loads an alert symbol into the chart', async () => {
    const onLoadSymbol = vi.fn();
    const user = setupUser();
    render(
      <PredefinedAlerts load={{ status: 'loaded', data: PREDEFINED_ALERTS }} onLoadSymbol={onLoadSymbol} />,
    );
    expect(screen.getByRole('cell', { name: '14 May 2024, 4:00pm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Predefined Alerts Summary' })).toHaveAttribute(
      'href',
      '/freecharts/alertsummary.html',
    );
    await user.click(screen.getByRole('button', { name: 'Load $COMPQ' }));
    expect(onLoadSymbol).toHaveBeenCalledWith('$COMPQ');
  });

  it.each([
    [{ status: 'loaded', data: [] } as const, 'No Alerts Found'],
    [
      { status: 'failed' } as const,
      'Sorry, we failed to load the predefined alerts. We will try again in a few seconds.',
    ],
    [{ status: 'idle' } as const, 'Loading…'],
  ])('state %j reads %j', (load, text) => {
    render(<PredefinedAlerts load={load} onLoadSymbol={vi.fn()} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
