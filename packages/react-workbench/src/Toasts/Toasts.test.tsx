import { vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { Dialog } from '../Dialog/Dialog';
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
    // Each toast is named by its message, oldest first.
    expect(
      within(region)
        .getAllByRole('alertdialog')
        .map((toast) => toast.getAttribute('data-color')),
    ).toEqual(['green', 'red']);
    expect(within(region).getByRole('alertdialog', { name: 'Failed to update chart.' })).toBeInTheDocument();
  });

  it('reaches a toast and its dismiss button with the keyboard', async () => {
    const { workbench, user } = renderWithWorkbench(<Toasts />);
    act(() => workbench.actions.showToast('green', 'Success! Your chart has been saved!'));
    await user.tab();
    expect(screen.getByRole('alertdialog', { name: 'Success! Your chart has been saved!' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(workbench.getState().toasts.items).toEqual([]);
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

  it('stays usable while a dialog is open: dismissing a toast leaves the dialog open', async () => {
    const onClose = vi.fn();
    const { workbench, user } = renderWithWorkbench(
      <>
        <Dialog title="Save Chart" onClose={onClose}>
          <input aria-label="Chart name" />
        </Dialog>
        <Toasts />
      </>,
    );
    act(() => workbench.actions.showToast('red', 'Failed to save chart. Please try again.'));
    const region = screen.getByRole('log', { name: 'Notifications' });
    await user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(workbench.getState().toasts.items).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Save Chart' })).toBeInTheDocument();
  });

  it('marks a fading toast so it can fade out', () => {
    vi.useFakeTimers();
    try {
      const { workbench } = renderWithWorkbench(<Toasts />);
      act(() => workbench.actions.showToast('blue', 'x'));
      act(() => vi.advanceTimersByTime(4000));
      expect(screen.getByRole('alertdialog', { name: 'x' })).toHaveAttribute('data-phase', 'fading');
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
