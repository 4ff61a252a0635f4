import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { SymbolInput } from './SymbolInput';

describe('SymbolInput', () => {
  it('is a labelled field showing the charted symbol', () => {
    render(<SymbolInput symbol="AAPL" onSubmit={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Symbol' })).toHaveValue('AAPL');
  });

  it.each([
    ['Enter', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Enter}')],
    ['Go', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Go' }))],
  ])('submits what was typed with %s', async (_name, submit) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SymbolInput symbol="AAPL" onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Symbol' });
    await user.clear(field);
    await user.type(field, 'msft');
    await submit(user);
    expect(onSubmit).toHaveBeenCalledWith('msft');
  });

  it('shows a newly charted symbol in place of what was typed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SymbolInput symbol="AAPL" onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Symbol' }), 'xx');
    rerender(<SymbolInput symbol="SPY" onSubmit={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Symbol' })).toHaveValue('SPY');
  });
});
