import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { InvalidSymbol } from './InvalidSymbol';

describe('spec 3 §2.1 invalid-symbol screen', () => {
  it('names the symbol with the exact message and offers a request link', () => {
    render(<InvalidSymbol symbol="ZZZZ" onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { name: "Hmm, we couldn't find data for ZZZZ" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Hmm, we couldn't find data for ZZZZ" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a symbol' })).toHaveAttribute(
      'href',
      '/support/symbolrequest.html',
    );
  });

  it('has a field to try a new symbol', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<InvalidSymbol symbol="ZZZZ" onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Try a new symbol' });
    // Not focused on arrival: focus there would swallow the history keys (Ctrl+Z) that brought the user here.
    expect(field).not.toHaveFocus();
    await user.type(field, 'AAPL{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('AAPL');
  });
});
