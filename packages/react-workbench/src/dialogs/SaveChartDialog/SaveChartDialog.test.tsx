import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { MEMBERS } from '../../test/members';
import { setupUser } from '../../modes/user';
import {
  CHART_COUNTS,
  DIALOG_LISTS,
  MAX_CHARTS,
  READ_ONLY_CHART,
  SAVED_CHART,
  UNSAVED_CHART,
  failing,
  pending,
} from '../fixtures';
import { SaveChartDialog, type SaveChartDialogProps } from './SaveChartDialog';

function setup(overrides: Partial<SaveChartDialogProps> = {}) {
  const props: SaveChartDialogProps = {
    member: MEMBERS.extra,
    viewed: SAVED_CHART,
    defaultName: 'AAPL',
    lists: DIALOG_LISTS,
    chartCounts: CHART_COUNTS,
    maxChartsPerList: MAX_CHARTS,
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(<SaveChartDialog {...props} />);
  return { props, user: setupUser() };
}

describe('spec 3 §2.14, §4, §5 save chart dialog', () => {
  it('forces save as new for an unsaved chart and saves into the chosen list', async () => {
    const { props, user } = setup({ viewed: UNSAVED_CHART });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const list = screen.getByRole('combobox', { name: 'ChartList' });
    expect(within(list).queryByRole('option', { name: '2024  Sector Framework' })).not.toBeInTheDocument();
    await user.selectOptions(list, '1');
    expect(screen.getByRole('textbox', { name: 'Chart name' })).toHaveValue('AAPL');
    await user.click(screen.getByRole('button', { name: 'Save As New' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      mode: 'saveAsNewChart',
      listNum: 1,
      name: 'AAPL',
      comments: '',
    });
  });

  it('forces save as new for a read-only chart', () => {
    setup({ viewed: READ_ONLY_CHART, variant: 'saveChart' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save As New' })).toBeInTheDocument();
  });

  it('shows the validators’ messages and sends nothing when invalid', async () => {
    const { props, user } = setup({ viewed: UNSAVED_CHART, defaultName: '' });
    await user.click(screen.getByRole('button', { name: 'Save As New' }));
    expect(screen.getByText('Please select a ChartList.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Chart name' })).toHaveAccessibleDescription(
      'Chart name must be between 1 and 100 characters.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'ChartList' }), '2');
    expect(
      screen.getByText('This ChartList is read-only. Please select a different ChartList.'),
    ).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('flags a full list with the max-charts message (at the limit)', async () => {
    const { props, user } = setup({ viewed: UNSAVED_CHART });
    await user.selectOptions(screen.getByRole('combobox', { name: 'ChartList' }), '4');
    expect(
      screen.getByText('This ChartList is full: a ChartList can hold up to 200 charts.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save As New' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('offers Save, Move and Save As New for a saved chart; Save updates it with edited comments', async () => {
    const { props, user } = setup({ variant: 'saveChart' });
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'saveChart',
      'moveChart',
      'saveAsNewChart',
    ]);
    expect(screen.getByRole('radio', { name: 'Save' })).toBeChecked();
    const toggle = screen.getByRole('button', { name: 'Advanced Options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const comments = screen.getByRole('textbox', { name: 'Comments' });
    await user.clear(comments);
    await user.type(comments, 'New note');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      mode: 'saveChart',
      listNum: 0,
      name: 'AAPL daily breakout',
      comments: 'New note',
    });
  });

  it('refuses a move into the list that already holds the chart', async () => {
    const { props, user } = setup({ variant: 'moveChart' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'ChartList' }), '0');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByText('The selected ChartList already contains this chart.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ChartList' }), '1');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      mode: 'moveChart',
      listNum: 1,
      name: 'AAPL daily breakout',
      comments: 'Watching the 200-day line.',
    });
  });

  it('spec 3 §6 a free member cannot pick Move', () => {
    setup({ member: MEMBERS.free });
    expect(screen.getByRole('radio', { name: /Move/ })).toBeDisabled();
    expect(screen.getByText('(for Extra and Pro members only)')).toBeInTheDocument();
  });

  it('disables its buttons and marks the form busy while saving', async () => {
    const { user } = setup({ onSubmit: pending, variant: 'saveChart' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('dialog').querySelector('form')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the failure text when saving fails, and may be tried again', async () => {
    const onSubmit = vi.fn(failing);
    const { user } = setup({ onSubmit, variant: 'saveChart' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save chart. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('does not close on a background click; Cancel closes', async () => {
    const { props, user } = setup();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(props.onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onClose).toHaveBeenCalledOnce();
  });
});
