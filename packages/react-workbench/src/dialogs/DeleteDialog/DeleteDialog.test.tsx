import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { DEFAULT_STYLE_RECID, DIALOG_STYLES, failing } from '../fixtures';
import { DeleteDialog } from './DeleteDialog';

const [defaultStyle, otherStyle] = DIALOG_STYLES;

describe('spec 3 §4, §8 delete confirmations', () => {
  it('deletes a chart after confirmation', async () => {
    const onSubmit = vi.fn();
    render(
      <DeleteDialog
        kind="chart"
        name="AAPL daily"
        isReadOnly={false}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete Chart' })).toHaveTextContent(
      'Are you sure you want to delete AAPL daily?',
    );
    await setupUser().click(screen.getByRole('button', { name: 'Delete' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('refuses a chart in a read-only list', () => {
    render(<DeleteDialog kind="chart" name="SPY sample" isReadOnly onSubmit={vi.fn()} onClose={vi.fn()} />);
    expect(
      screen.getByText("We're sorry, but you're unable to modify this read-only ChartList or its charts."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('refuses the default ChartStyle and allows another', () => {
    const { unmount } = render(
      <DeleteDialog
        kind="chartStyle"
        style={defaultStyle!}
        defaultStyleRecid={DEFAULT_STYLE_RECID}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('Your default ChartStyle cannot be deleted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    unmount();
    render(
      <DeleteDialog
        kind="chartStyle"
        style={otherStyle!}
        defaultStyleRecid={DEFAULT_STYLE_RECID}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it.each([
    ['chart', 'Failed to delete chart.'],
    ['chartStyle', 'Failed to delete ChartStyle.'],
  ] as const)('%s failure text', async (kind, message) => {
    if (kind === 'chart')
      render(<DeleteDialog kind="chart" name="A" isReadOnly={false} onSubmit={failing} onClose={vi.fn()} />);
    else
      render(
        <DeleteDialog
          kind="chartStyle"
          style={otherStyle!}
          defaultStyleRecid={DEFAULT_STYLE_RECID}
          onSubmit={failing}
          onClose={vi.fn()}
        />,
      );
    await setupUser().click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
