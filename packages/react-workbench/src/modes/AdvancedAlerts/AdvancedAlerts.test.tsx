import { render, screen, within } from '@testing-library/react';
import { setupUser } from '../user';
import { vi } from 'vitest';
import { ADVANCED_ALERTS } from '../fixtures';
import { AdvancedAlerts } from './AdvancedAlerts';

describe('spec 3 §2.3 Advanced Alerts', () => {
  it('links each alert to the alert workbench in a new tab', () => {
    render(
      <AdvancedAlerts
        load={{ status: 'loaded', data: ADVANCED_ALERTS }}
        onToggle={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const link = screen.getByRole('link', { name: 'New 52-week highs in tech' });
    expect(link).toHaveAttribute('href', '/h-al/al?act=LOAD&favScans=401');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Advanced Alert Workbench' })).toHaveAttribute(
      'href',
      '/h-al/al',
    );
    expect(within(screen.getAllByRole('row')[2]!).getByRole('cell', { name: 'Paused' })).toBeInTheDocument();
  });

  it('toggles with alertType 2 (pause) and 4 (start)', async () => {
    const onToggle = vi.fn();
    const user = setupUser();
    render(
      <AdvancedAlerts
        load={{ status: 'loaded', data: ADVANCED_ALERTS }}
        onToggle={onToggle}
        onDelete={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Pause New 52-week highs in tech' }));
    expect(onToggle).toHaveBeenCalledWith({ kind: 'advanced', recid: 401, alertType: 2 });
    await user.click(screen.getByRole('button', { name: 'Start Golden cross on SPY' }));
    expect(onToggle).toHaveBeenLastCalledWith({ kind: 'advanced', recid: 402, alertType: 4 });
  });

  it('confirms before deleting', async () => {
    const onDelete = vi.fn();
    const user = setupUser();
    render(
      <AdvancedAlerts
        load={{ status: 'loaded', data: ADVANCED_ALERTS }}
        onToggle={vi.fn()}
        onDelete={onDelete}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Golden cross on SPY' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(402);
  });

  it('links the empty state to the alert workbench', () => {
    render(<AdvancedAlerts load={{ status: 'loaded', data: [] }} onToggle={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Create Your First Alert!' })).toHaveAttribute(
      'href',
      '/h-al/al',
    );
  });

  it('announces a load failure', () => {
    render(<AdvancedAlerts load={{ status: 'failed' }} onToggle={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, we failed to load your advanced alerts. We will try again in a few seconds.',
    );
  });
});
