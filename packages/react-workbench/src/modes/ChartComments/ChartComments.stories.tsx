import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES, VISITOR } from '@chartbench/core';
import { MEMBERS } from '../../test/members';
import { WorkbenchRoot } from '../../theme/Root';
import { ChartComments } from './ChartComments';

const meta = {
  title: 'Modes/ChartComments',
  component: ChartComments,
  tags: ['autodocs'],
  args: {
    member: MEMBERS.free,
    symbolFound: true,
    isEodOnIntraday: false,
    isSaving: false,
    chartKey: 'chart-1',
    savedComments: 'Watching the 50-day moving average.',
    onSave: fn(),
    onCreateAccount: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16, maxWidth: 640 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof ChartComments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member edits and saves (spec 3 §2.9). */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Chart comments' }), ' Breakout soon.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Comments' }));
    await expect(args.onSave).toHaveBeenCalledWith('Watching the 50-day moving average. Breakout soon.');
  },
};
export const Visitor: Story = { args: { member: VISITOR, savedComments: '' } };
export const Saving: Story = { args: { isSaving: true } };
export const Saved: Story = { args: { result: { tone: 'success', message: MESSAGES.comments.saved } } };
export const SaveFailed: Story = {
  args: { result: { tone: 'danger', message: MESSAGES.comments.saveFailed } },
};
export const ReadOnly: Story = { args: { isEodOnIntraday: true } };
