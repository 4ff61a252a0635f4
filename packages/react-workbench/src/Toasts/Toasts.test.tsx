import { vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { Toasts } from './Toasts';

describe('spec 1 §4.8 Toasts', () => {
  it('stacks toasts oldest first in a live region, a failure as an alert', () => {
    const { workbench } = renderWithWorkbench(<Toasts />);
    act(() => {
      workbench.actions.showToast('green', 'Success! Your chart has been updated!');
      workbench.actions.showToast('red', 'Failed to update chart.');
    });
    const region = screen.getByRole('log', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByRole('status')).toHaveTextContent('Success! Your chart has been updated!');
    expect(within(region).getByRole('alert')).toHaveTextContent('Failed to update chart.');
  });

  it('the dismiss button removes the toast at once', async () => {
    const { workbench, user } = renderWithWorkbench(<Toasts />);
    act(() =>
      workbench.actions.showToast(
        'yellow',
        "We're sorry, but you're unable to modify this read-only ChartList or its charts.",
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(workbench.getState().toasts.items).toEqual([]);
  });

  it('marks a fading toast so it can fade out', () => {
    vi.useFakeTimers();
    try {
      const { workbench } = renderWithWorkbench(<Toasts />);
      act(() => workbench.actions.showToast('blue', 'x'));
      act(() => vi.advanceTimersByTime(4000));
      expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'fading');
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
