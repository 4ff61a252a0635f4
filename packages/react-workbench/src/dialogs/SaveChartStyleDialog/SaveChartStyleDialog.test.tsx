import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import { DEFAULT_STYLE_RECID, DIALOG_STYLES, failing } from '../fixtures';
import { SaveChartStyleDialog, type SaveChartStyleDialogProps } from './SaveChartStyleDialog';

function setup(overrides: Partial<SaveChartStyleDialogProps> = {}) {
  const props: SaveChartStyleDialogProps = {
    styles: DIALOG_STYLES,
    defaultStyleRecid: DEFAULT_STYLE_RECID,
    maxChartStyles: 10,
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(<SaveChartStyleDialog {...props} />);
  return { props, user: setupUser() };
}

describe('spec 3 §2.14, §4, §5 save ChartStyle dialog', () => {
  it('saves a new style by name', async () => {
    const { props, user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'ChartStyle name' }), ' Swing setup ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      mode: 'saveAsNew',
      name: 'Swing setup',
      styleRecid: null,
      setAsDefault: false,
    });
  });

  it('needs a name, and a style when updating', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('ChartStyle name must be between 1 and 100 characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Update existing ChartStyle' }));
    expect(screen.getByText('Please select a ChartStyle.')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('set as default forces the box on and suggests >>Default<<', async () => {
    const { props, user } = setup({ variant: 'setAsDefault' });
    expect(screen.getByRole('dialog', { name: 'Set Default ChartStyle' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ChartStyle name' })).toHaveValue('>>Default<<');
    const box = screen.getByRole('checkbox', { name: 'Set as my default ChartStyle' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      mode: 'saveAsNew',
      name: '>>Default<<',
      styleRecid: null,
      setAsDefault: true,
    });
  });

  it('disables the box when updating the style that is already the default', async () => {
    const { user } = setup({ variant: 'updateExisting' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'ChartStyle' }), '701');
    expect(screen.getByRole('checkbox', { name: 'Set as my default ChartStyle' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ChartStyle' }), '702');
    expect(screen.getByRole('checkbox', { name: 'Set as my default ChartStyle' })).toBeEnabled();
  });

  it('at the style maximum only updating is possible', () => {
    setup({ maxChartStyles: 4 });
    expect(screen.getByRole('radio', { name: 'New ChartStyle' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Update existing ChartStyle' })).toBeChecked();
  });

  it('shows the failure text', async () => {
    const { user } = setup({ onSubmit: failing });
    await user.type(screen.getByRole('textbox', { name: 'ChartStyle name' }), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save ChartStyle. Please try again.',
    );
  });
});
