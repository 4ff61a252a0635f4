import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { setupUser } from '../../modes/user';
import {
  CHART_COUNTS,
  DEFAULT_STYLE_RECID,
  DIALOG_LISTS,
  DIALOG_STYLES,
  MAX_CHARTS,
  failing,
} from '../fixtures';
import { AddToChartListDialog, type AddToChartListDialogProps } from './AddToChartListDialog';

function setup(overrides: Partial<AddToChartListDialogProps> = {}) {
  const props: AddToChartListDialogProps = {
    defaultName: 'AAPL',
    lists: DIALOG_LISTS,
    chartCounts: CHART_COUNTS,
    maxChartsPerList: MAX_CHARTS,
    styles: DIALOG_STYLES,
    defaultStyleRecid: DEFAULT_STYLE_RECID,
    isSymbolUsable: true,
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(<AddToChartListDialog {...props} />);
  return { props, user: setupUser() };
}

describe('spec 3 §2.14, §5 add to ChartList dialog', () => {
  it('offers no read-only or framework list', () => {
    setup();
    const names = within(screen.getByRole('combobox', { name: 'ChartList' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).not.toContain('Sample Picks');
    expect(names.some((n) => n?.includes('Framework'))).toBe(false);
  });

  it('sends the list, trimmed name and the default style chosen at first', async () => {
    const { props, user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ChartList' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Chart name' }), ' daily ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      listNum: 1,
      name: 'AAPL daily',
      styleRecid: DEFAULT_STYLE_RECID,
    });
  });

  it('shows the list, name and style messages', async () => {
    const { props, user } = setup({ defaultName: '', defaultStyleRecid: null });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Please select a ChartList.')).toBeInTheDocument();
    expect(screen.getByText('Chart name must be between 1 and 100 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please select a ChartStyle.')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a full list with the maximum in the message', async () => {
    const { props, user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ChartList' }), '4');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      screen.getByText('This ChartList is full: a ChartList can hold up to 200 charts.'),
    ).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled for a symbol that cannot be charted', () => {
    setup({ isSymbolUsable: false });
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('shows the failure text', async () => {
    const { user } = setup({ onSubmit: failing });
    await user.selectOptions(screen.getByRole('combobox', { name: 'ChartList' }), '0');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save symbol to ChartList. Please try again.',
    );
  });
});
