import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { ComingSoonDialog } from './ComingSoonDialog';

const meta = {
  title: 'Dialogs/ComingSoonDialog',
  component: ComingSoonDialog,
  tags: ['autodocs'],
  args: { onClose: fn() },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof ComingSoonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No feature named. */
export const Generic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('dialog', { name: 'Coming Soon' })).toHaveTextContent(
      'This feature is coming soon.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
/** A named feature. */
export const Named: Story = { args: { feature: 'Chart annotations' } };
