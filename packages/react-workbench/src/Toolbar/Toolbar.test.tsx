import { screen, waitFor, within } from '@testing-library/react';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { MEMBERS } from '../test/members';
import { Toolbar } from './Toolbar';

describe('Toolbar', () => {
  it('holds the symbol field, Go, the period and range menus', () => {
    renderWithWorkbench(<Toolbar />);
    const bar = screen.getByRole('toolbar', { name: 'Chart controls' });
    expect(within(bar).getByRole('combobox', { name: 'Symbol' })).toHaveValue('AAPL');
    expect(within(bar).getByRole('button', { name: 'Go' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Period: Daily' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Range: 1 Year' })).toBeInTheDocument();
  });

  it('spec 3 §2.13 holds the saved-chart menus with previous/next and the chart actions, in the spec order', () => {
    renderWithWorkbench(<Toolbar />, { member: MEMBERS.free });
    const bar = screen.getByRole('toolbar', { name: 'Chart controls' });
    const names = within(bar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent?.replace('✓', '').trim());
    const order = [
      'ChartList: Select a ChartList',
      'Chart: Select a chart',
      'Previous chart',
      'Next chart',
      'Save',
      'Save As',
      'Annotate',
      'Inspect',
      'Delete',
      'Workbench Preferences',
      'Help',
    ];
    expect(names.filter((name) => name !== undefined && order.includes(name))).toEqual(order);
    expect(within(bar).getByRole('checkbox', { name: 'Auto-Size Charts' })).toBeInTheDocument();
  });

  it('shows the company name and exchange once the symbol is known', async () => {
    const { api } = renderWithWorkbench(<Toolbar />);
    expect(screen.queryByText(/AAPL Corp/)).not.toBeInTheDocument();
    await api.answer('AAPL');
    expect(screen.getByText('AAPL Corp · NYSE')).toBeInTheDocument();
  });

  it('Go reloads the symbol in the field', async () => {
    const { api, user } = renderWithWorkbench(<Toolbar />);
    await api.answer('AAPL');
    const images = api.images.length;
    await user.click(screen.getByRole('button', { name: 'Go' }));
    // The company information is cached by the store, so the reload asks for a new image only.
    await waitFor(() => expect(api.images).toHaveLength(images + 1));
    expect(api.images.at(-1)?.symbol).toBe('AAPL');
  });
});

describe('spec 3 §4 the Go/refresh lock', () => {
  it('Go on the viewed symbol refreshes once, then shows busy and ignores repeats until the lock ends', async () => {
    const { user, api } = renderWithWorkbench(<Toolbar />);
    await api.answer('AAPL');
    const go = screen.getByRole('button', { name: 'Go' });
    const imagesBefore = api.images.length;
    await user.click(go);
    await api.answer('AAPL');
    expect(go).toHaveAttribute('aria-busy', 'true');
    const imagesAfterFirst = api.images.length;
    expect(imagesAfterFirst).toBeGreaterThan(imagesBefore);
    await user.click(go);
    expect(api.images.length).toBe(imagesAfterFirst);
    await waitFor(() => expect(go).toHaveAttribute('aria-busy', 'false'), { timeout: 2000 });
  });
});
