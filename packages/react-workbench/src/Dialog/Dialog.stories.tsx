import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../theme/Root';
import { Dialog } from './Dialog';

const meta = {
  title: 'Parts/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Share Chart',
    onClose: fn(),
    closesOnBackgroundClick: true,
    children: 'A link to this chart has been copied to your clipboard!',
  },
  argTypes: { closesOnBackgroundClick: { control: 'boolean', table: { category: 'Behaviour' } } },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Share Chart' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
