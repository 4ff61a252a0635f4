import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { MEMBERS } from '../../test/members';
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
import { SaveChartDialog } from './SaveChartDialog';
import { expectFitsPhone, phoneFrame } from '../../test/PhoneFrame';

const meta = {
  title: 'Dialogs/SaveChartDialog',
  component: SaveChartDialog,
  tags: ['autodocs'],
  args: {
    member: MEMBERS.extra,
    viewed: SAVED_CHART,
    variant: 'saveChart',
    defaultName: 'AAPL',
    lists: DIALOG_LISTS,
    chartCounts: CHART_COUNTS,
    maxChartsPerList: MAX_CHARTS,
    onSubmit: fn(),
    onClose: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof SaveChartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unsaved chart: only Save As New, no list chosen yet (spec 3 §4). */
export const Empty: Story = { args: { viewed: UNSAVED_CHART, variant: undefined } };
/** A saved chart: Save, Move and Save As New, filled from the chart. */
export const Filled: Story = {};
/** A read-only chart: save as new is forced. */
export const ReadOnlyChart: Story = { args: { viewed: READ_ONLY_CHART } };
/** A free member: Move is for Extra and Pro members only (spec 3 §6). */
export const FreeMember: Story = { args: { member: MEMBERS.free } };
/** Submitted without a list or name: the validators' messages (spec 3 §5). */
export const Invalid: Story = {
  args: { viewed: UNSAVED_CHART, variant: undefined, defaultName: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save As New' }));
    await expect(canvas.getByText('Please select a ChartList.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** The chosen list is full (at the limit). */
export const AtTheLimit: Story = {
  args: { viewed: UNSAVED_CHART, variant: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'ChartList' }), '4');
    await expect(
      canvas.getByText('This ChartList is full: a ChartList can hold up to 200 charts.'),
    ).toBeInTheDocument();
  },
};
/** Waiting on the server: buttons disabled, form busy. */
export const Saving: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
/** The save failed: 'Failed to save chart. Please try again.' (spec 3 §5). */
export const Failed: Story = {
  args: { onSubmit: fn(failing) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to save chart. Please try again.',
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
