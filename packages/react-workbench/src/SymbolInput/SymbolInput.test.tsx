import { act, render, screen, waitFor } from '@testing-library/react';
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
    [
      'Go',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Go' })),
    ],
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

const suggestion = (symbol: string, name = `${symbol} Corp`) => ({ symbol, name, exchange: 'NASDAQ' });
const TEN = ['AAPL', 'AAL', 'AAP', 'ABBV', 'ABC', 'ABNB', 'ABT', 'ACN', 'ADBE', 'ADI'].map((s) =>
  suggestion(s),
);

function renderSuggesting(answer: (text: string) => Promise<readonly ReturnType<typeof suggestion>[]>) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const suggest = vi.fn(answer);
  render(<SymbolInput symbol="SPY" onSubmit={onSubmit} suggest={suggest} />);
  return { user, onSubmit, suggest, field: screen.getByRole('combobox', { name: 'Symbol' }) };
}

describe('spec 3 §4, §5 SymbolInput autosuggest', () => {
  it('asks once, 250 ms after the last keypress, and lists symbol, name and exchange', async () => {
    const { user, suggest, field } = renderSuggesting(async () => [
      suggestion('MSFT', 'Microsoft Corporation'),
    ]);
    await user.clear(field);
    await user.type(field, 'mic');
    expect(suggest).not.toHaveBeenCalled();
    const option = await screen.findByRole('option', { name: /MSFT/ });
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith('mic');
    expect(option).toHaveTextContent('MSFT Microsoft Corporation NASDAQ');
    expect(field).toHaveAttribute('aria-expanded', 'true');
  });

  it('Down, Down, Up highlights and Enter charts the highlighted symbol', async () => {
    const { user, onSubmit, field } = renderSuggesting(async () => [suggestion('MSFT'), suggestion('MSTR')]);
    await user.clear(field);
    await user.type(field, 'ms');
    await screen.findByRole('option', { name: /MSFT/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /MSTR/ }).id);
    await user.keyboard('{ArrowUp}');
    const msft = screen.getByRole('option', { name: /MSFT/ });
    expect(field).toHaveAttribute('aria-activedescendant', msft.id);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('MSFT');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('Enter with nothing highlighted charts the typed text; Escape closes the box', async () => {
    const { user, onSubmit, field } = renderSuggesting(async () => [suggestion('MSFT')]);
    await user.clear(field);
    await user.type(field, 'ms');
    await screen.findByRole('option', { name: /MSFT/ });
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ms');
  });

  it('a click on a suggestion charts it', async () => {
    const { user, onSubmit, field } = renderSuggesting(async () => [suggestion('QQQ')]);
    await user.clear(field);
    await user.type(field, 'q');
    await user.click(await screen.findByRole('option', { name: /QQQ/ }));
    expect(onSubmit).toHaveBeenCalledWith('QQQ');
  });

  it('shows More Results, linked to the symbol search, when 10 suggestions return', async () => {
    const { user, field } = renderSuggesting(async () => TEN);
    await user.clear(field);
    await user.type(field, 'a');
    expect(await screen.findAllByRole('option')).toHaveLength(11);
    expect(screen.getByRole('option', { name: 'More Results' })).toHaveAttribute(
      'href',
      '/search/?section=symbol&q=a',
    );
  });

  it('drops an answer for older text: only the newest text is listed', async () => {
    const answers: Record<string, (list: ReturnType<typeof suggestion>[]) => void> = {};
    const { user, field } = renderSuggesting((text) => new Promise((resolve) => (answers[text] = resolve)));
    await user.clear(field);
    await user.type(field, 'a');
    await waitFor(() => expect(answers.a).toBeDefined());
    await user.type(field, 'b');
    await waitFor(() => expect(answers.ab).toBeDefined());
    await act(async () => answers.ab?.([suggestion('ABNB')]));
    await act(async () => answers.a?.([suggestion('AAPL')]));
    expect(screen.getByRole('option', { name: /ABNB/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /AAPL/ })).not.toBeInTheDocument();
  });

  it('no suggestions or a failed request leave the box closed', async () => {
    const { user, suggest, field } = renderSuggesting(() => Promise.reject(new Error('offline')));
    await user.clear(field);
    await user.type(field, 'zz');
    await waitFor(() => expect(suggest).toHaveBeenCalled());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes 500 ms after the field loses focus to a click elsewhere', async () => {
    const { user, field } = renderSuggesting(async () => [suggestion('MSFT')]);
    await user.clear(field);
    await user.type(field, 'ms');
    await screen.findByRole('option', { name: /MSFT/ });
    await user.click(document.body);
    expect(field).not.toHaveFocus();
    expect(screen.getByRole('option', { name: /MSFT/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });
});
