import type { ApplyStyleResult } from '@chartbench/core';
import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { DIALOG_LISTS, DIALOG_STYLES } from '../fixtures';
import { ApplyStyleDialog, type ApplyStyleDialogProps } from './ApplyStyleDialog';

function setup(overrides: Partial<ApplyStyleDialogProps> = {}) {
  const props: ApplyStyleDialogProps = {
    lists: DIALOG_LISTS,
    styles: DIALOG_STYLES,
    initialListNum: 0,
    initialStyleRecid: 702,
    onSubmit: vi.fn(async (): Promise<ApplyStyleResult> => ({ ok: true, updated: 12, failed: 0 })),
    onClose: vi.fn(),
    ...overrides,
  };
  const view = render(<ApplyStyleDialog {...props} />);
  return { props, view, user: setupUser() };
}

describe('spec 1 §4.2, spec 3 §6, §8 apply ChartStyle to charts dialog', () => {
  it.each<[string, ApplyStyleResult, string, string]>([
    [
      'all updated',
      { ok: true, updated: 12, failed: 0 },
      'green',
      'Success! Charts have been updated with ChartStyle!',
    ],
    [
      'some failed',
      { ok: true, updated: 9, failed: 3 },
      'yellow',
      'Some Charts were unable to be updated with ChartStyle.',
    ],
    [
      'none updated',
      { ok: true, updated: 0, failed: 12 },
      'yellow',
      'No Charts were updated with ChartStyle.',
    ],
    ['request failed', { ok: false }, 'red', 'Unable to update Charts with ChartStyle.'],
  ])('%s reads %s: %s', async (_label, result, color, message) => {
    const { props, user } = setup({ onSubmit: vi.fn(async () => result) });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(props.onSubmit).toHaveBeenCalledWith({ listNum: 0, styleRecid: 702 });
    const note = await screen.findByText(message);
    expect(note).toHaveAttribute('data-color', color);
  });

  it('a thrown request reads red', async () => {
    const { user } = setup({ onSubmit: vi.fn(async () => Promise.reject(new Error('down'))) });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Unable to update Charts with ChartStyle.')).toHaveAttribute(
      'data-color',
      'red',
    );
  });

  it('refuses a read-only list in yellow without calling the server', async () => {
    const { props, user } = setup({ initialListNum: 2 });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We're sorry, but you're unable to modify this read-only ChartList or its charts.",
    );
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('needs a list and a style', async () => {
    const { props, user } = setup({ initialListNum: null, initialStyleRecid: null });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please select a ChartList.')).toBeInTheDocument();
    expect(screen.getByText('Please select a ChartStyle.')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('is busy while applying and drops a result after it closed', async () => {
    let finish: (r: ApplyStyleResult) => void = () => undefined;
    const { view, user } = setup({
      onSubmit: () => new Promise<ApplyStyleResult>((resolve) => (finish = resolve)),
    });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    view.unmount();
    await act(async () => finish({ ok: true, updated: 1, failed: 0 }));
    expect(screen.queryByText('Success! Charts have been updated with ChartStyle!')).not.toBeInTheDocument();
  });
});
