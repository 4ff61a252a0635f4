import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChartStyle as Style } from '@chartbench/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { DEFAULT_STYLE_RECID, DIALOG_STYLES, failing, pending } from '../fixtures';
import { DeleteDialog } from './DeleteDialog';

const [defaultStyle, otherStyle] = DIALOG_STYLES;

/** The story controls: a chart's name and read-only flag, or a style with the default's recid. */
interface Args {
  readonly kind: 'chart' | 'chartStyle';
  readonly name: string;
  readonly isReadOnly: boolean;
  readonly style: Style;
  readonly defaultStyleRecid: number | null;
  readonly onSubmit: () => Promise<void> | void;
  readonly onClose: () => void;
}

const meta = {
  title: 'Dialogs/DeleteDialog',
  tags: ['autodocs'],
  args: {
    kind: 'chart',
    name: 'AAPL daily breakout',
    isReadOnly: false,
    style: otherStyle!,
    defaultStyleRecid: DEFAULT_STYLE_RECID,
    onSubmit: fn(),
    onClose: fn(),
  },
  render: ({ kind, name, isReadOnly, style, defaultStyleRecid, onSubmit, onClose }) => (
    <WorkbenchRoot>
      {kind === 'chart' ? (
        <DeleteDialog
          kind="chart"
          name={name}
          isReadOnly={isReadOnly}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      ) : (
        <DeleteDialog
          kind="chartStyle"
          style={style}
          defaultStyleRecid={defaultStyleRecid}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </WorkbenchRoot>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delete a chart: the confirmation. */
export const Chart: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
/** A chart in a read-only list is refused with the spec's message (spec 3 §6). */
export const ReadOnlyChart: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(
      canvas.getByText("We're sorry, but you're unable to modify this read-only ChartList or its charts."),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};
/** Delete a ChartStyle that is not the default. */
export const ChartStyle: Story = {
  args: { kind: 'chartStyle' },
};
/** The default ChartStyle cannot be deleted (spec 3 §4). */
export const DefaultChartStyle: Story = {
  args: { kind: 'chartStyle', style: defaultStyle! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('Your default ChartStyle cannot be deleted.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};
/** Waiting on the server. */
export const Saving: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
/** The delete failed: 'Failed to delete chart.'. */
export const Failed: Story = {
  args: { onSubmit: fn(failing) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to delete chart.');
  },
};
