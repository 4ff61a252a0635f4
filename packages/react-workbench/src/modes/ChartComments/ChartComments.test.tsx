import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { MEMBERS } from '../../test/members';
import { setupUser } from '../user';
import { ChartComments, type ChartCommentsProps } from './ChartComments';

function props(overrides: Partial<ChartCommentsProps> = {}): ChartCommentsProps {
  return {
    member: MEMBERS.free,
    symbolFound: true,
    isEodOnIntraday: false,
    isSaving: false,
    chartKey: 'chart-1',
    savedComments: 'Watching the 50-day.',
    onSave: vi.fn(),
    onCreateAccount: vi.fn(),
    ...overrides,
  };
}

describe('spec 3 §2.9, §4, §5 Chart Comments', () => {
  it('saves trimmed comments and cancels back to the saved text', async () => {
    const p = props();
    const user = setupUser();
    render(<ChartComments {...p} />);
    const box = screen.getByRole('textbox', { name: 'Chart comments' });
    expect(box).toHaveValue('Watching the 50-day.');
    await user.clear(box);
    await user.type(box, '  Breakout above 200  ');
    await user.click(screen.getByRole('button', { name: 'Save Comments' }));
    expect(p.onSave).toHaveBeenCalledWith('Breakout above 200');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(box).toHaveValue('Watching the 50-day.');
  });

  it('refuses more than 2048 characters with the exact message', async () => {
    const p = props();
    const user = setupUser();
    render(<ChartComments {...p} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Chart comments' }), {
      target: { value: 'x'.repeat(2049) },
    });
    await user.click(screen.getByRole('button', { name: 'Save Comments' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Chart comments must be between 0 and 2048 characters.',
    );
    expect(p.onSave).not.toHaveBeenCalled();
  });

  it.each([
    ['symbol not found', { symbolFound: false }],
    ['end-of-day symbol on an intraday chart', { isEodOnIntraday: true }],
  ])('is read-only with saving blocked when the %s', (_name, overrides) => {
    render(<ChartComments {...props(overrides)} />);
    expect(screen.getByRole('textbox', { name: 'Chart comments' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save Comments' })).toBeDisabled();
  });

  it('is read-only with the reason shown when given a notice (a read-only list, spec 3 §6)', () => {
    const notice = "We're sorry, but you're unable to modify this read-only ChartList or its charts.";
    render(<ChartComments {...props({ notice })} />);
    expect(screen.getByRole('note')).toHaveTextContent(notice);
    expect(screen.getByRole('textbox', { name: 'Chart comments' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save Comments' })).toBeDisabled();
  });

  it('sends a visitor to create an account', async () => {
    const p = props({ member: MEMBERS.visitor });
    const user = setupUser();
    render(<ChartComments {...p} />);
    await user.type(screen.getByRole('textbox', { name: 'Chart comments' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save Comments' }));
    expect(p.onCreateAccount).toHaveBeenCalled();
    expect(p.onSave).not.toHaveBeenCalled();
  });

  it('clears the draft when the viewed chart changes', async () => {
    const user = setupUser();
    const { rerender } = render(<ChartComments {...props()} />);
    await user.type(screen.getByRole('textbox', { name: 'Chart comments' }), ' more');
    rerender(<ChartComments {...props({ chartKey: 'chart-2', savedComments: 'Other chart' })} />);
    expect(screen.getByRole('textbox', { name: 'Chart comments' })).toHaveValue('Other chart');
  });

  it.each([
    [{ tone: 'success', message: 'Success! Your comments have been saved!' }, 'status'],
    [{ tone: 'danger', message: 'Failed to save comments. Please try again.' }, 'alert'],
  ] as const)('shows the save outcome %j as %s', (result, role) => {
    render(<ChartComments {...props({ result })} />);
    expect(screen.getByRole(role)).toHaveTextContent(result.message);
  });

  it('shows Saving… and waits while saving', () => {
    render(<ChartComments {...props({ isSaving: true })} />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });
});
