import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import {
  CHART_COUNTS,
  DEFAULT_STYLE_RECID,
  DIALOG_LISTS,
  DIALOG_STYLES,
  MAX_CHARTS,
  failing,
  pending,
} from '../fixtures';
import { AddToChartListDialog } from './AddToChartListDialog';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';

const meta = {
  title: 'Dialogs/AddToChartListDialog',
  component: AddToChartListDialog,
  tags: ['autodocs'],
  args: {
    defaultName: 'AAPL',
    lists: DIALOG_LISTS,
    chartCounts: CHART_COUNTS,
    maxChartsPerList: MAX_CHARTS,
    styles: DIALOG_STYLES,
    defaultStyleRecid: DEFAULT_STYLE_RECID,
    isSymbolUsable: true,
    onSubmit: fn(),
    onClose: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof AddToChartListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with no lists or styles yet. */
export const Empty: Story = { args: { lists: [], styles: [], defaultStyleRecid: null } };
/** A list chosen, the symbol as name, the default style. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'ChartList' }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      listNum: 1,
      name: 'AAPL',
      styleRecid: DEFAULT_STYLE_RECID,
    });
  },
};
/** Nothing chosen: the list, name and style messages (spec 3 §5). */
export const Invalid: Story = {
  args: { defaultName: '', defaultStyleRecid: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByText('Please select a ChartList.')).toBeInTheDocument();
    await expect(canvas.getByText('Chart name must be between 1 and 100 characters.')).toBeInTheDocument();
    await expect(canvas.getByText('Please select a ChartStyle.')).toBeInTheDocument();
  },
};
/** A full list chosen (at the limit). */
export const AtTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'ChartList' }), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(
      canvas.getByText('This ChartList is full: a ChartList can hold up to 200 charts.'),
    ).toBeInTheDocument();
  },
};
/** A symbol that cannot be charted: disabled. */
export const UnusableSymbol: Story = { args: { isSymbolUsable: false } };
/** Waiting on the server. */
export const Saving: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'ChartList' }), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
/** The save failed. */
export const Failed: Story = {
  args: { onSubmit: fn(failing) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'ChartList' }), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to save symbol to ChartList. Please try again.',
    );
  },
};

/** In a 390 px container (a phone): the dialog fits its width, nothing scrolls sideways. */
export const Narrow390: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.querySelector('[role="dialog"]')).not.toBeNull();
    await expectFitsPhone(canvasElement);
  },
};
