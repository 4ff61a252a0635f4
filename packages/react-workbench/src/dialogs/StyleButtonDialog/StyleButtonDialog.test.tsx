import { parseChartStyles } from '@chartbench/core';
import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { DIALOG_STYLES, failing } from '../fixtures';
import { StyleButtonDialog, type StyleButtonDialogProps } from './StyleButtonDialog';

function setup(overrides: Partial<StyleButtonDialogProps> = {}) {
  const props: StyleButtonDialogProps = {
    styles: DIALOG_STYLES,
    editingIndex: null,
    onSubmit: vi.fn(),
    onClear: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(<StyleButtonDialog {...props} />);
  return { props, user: setupUser() };
}

const option = (combo: string, name: RegExp) =>
  within(screen.getByRole('combobox', { name: combo })).getByRole('option', { name });

describe('spec 3 §2.14, §5 StyleButton dialog', () => {
  it('adds a button at the first free position with the label stripped of spaces', async () => {
    const { props, user } = setup();
    expect(screen.getByRole('dialog', { name: 'Add StyleButton' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('2');
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'I 5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'ChartStyle' }), '703');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Color' }), 'red');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(props.onSubmit).toHaveBeenCalledWith({ index: 2, label: 'I5', styleRecid: 703, color: 'red' });
  });

  it('a style or position on another button is not selectable', () => {
    setup();
    expect(option('ChartStyle', /Daily candles/)).toBeDisabled();
    expect(option('ChartStyle', /Intraday/)).toBeEnabled();
    expect(option('Position', /^1 /)).toBeDisabled();
  });

  it('editing keeps its own style and position selectable and fills the form', () => {
    setup({ editingIndex: 1 });
    expect(screen.getByRole('dialog', { name: 'Edit StyleButton' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('WL');
    expect(screen.getByRole('combobox', { name: 'ChartStyle' })).toHaveValue('702');
    expect(option('ChartStyle', /Weekly line/)).toBeEnabled();
    expect(option('Position', /^2/)).toBeEnabled();
  });

  it('shows every message of an empty form', async () => {
    const { props, user } = setup({ maxLabelLength: 2 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), '');
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'ABC');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Color' }), '');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Please select a button position.')).toBeInTheDocument();
    expect(screen.getByText('Label must be between 0 and 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please select a ChartStyle.')).toBeInTheDocument();
    expect(screen.getByText('Please select a button color.')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('adding is blocked when all 12 buttons exist', () => {
    const full = parseChartStyles(
      Array.from({ length: 12 }, (_, i) => ({
        recID: 800 + i,
        styleID: `p${i}`,
        description: `S${i}`,
        location: i + 1,
        label: `${i}`,
      })),
    ).items;
    setup({ styles: full });
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it.each([
    [null, 'Add', 'Failed to add StyleButton. Please try again.'],
    [0, 'Save', 'Failed to save StyleButton. Please try again.'],
  ] as const)('editing %j: %s failure text', async (editingIndex, button, message) => {
    const { user } = setup({ editingIndex, onSubmit: failing });
    if (editingIndex === null)
      await user.selectOptions(screen.getByRole('combobox', { name: 'ChartStyle' }), '703');
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('clears an edited button', async () => {
    const { props, user } = setup({ editingIndex: 0 });
    await user.click(screen.getByRole('button', { name: 'Clear StyleButton' }));
    expect(props.onClear).toHaveBeenCalledOnce();
  });

  it('clear failure reads the clear text', async () => {
    const { user } = setup({ editingIndex: 0, onClear: failing });
    await user.click(screen.getByRole('button', { name: 'Clear StyleButton' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to clear StyleButton. Please try again.',
    );
  });
});
