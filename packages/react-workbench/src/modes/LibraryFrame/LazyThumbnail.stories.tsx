import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyThumbnail } from '../library-fixtures';
import { LazyThumbnail } from './LazyThumbnail';

const meta = {
  title: 'Modes/Library/LazyThumbnail',
  component: LazyThumbnail,
  tags: ['autodocs'],
  args: { src: storyThumbnail('Daily Momentum'), alt: 'Daily Momentum', width: 280, height: 175 },
} satisfies Meta<typeof LazyThumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view: the image is asked for 200 ms after it becomes visible. */
export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Daily Momentum' }, { timeout: 2000 }),
    ).toBeInTheDocument();
  },
};

/** An image that fails to load is hidden rather than shown broken, and the frame says so. */
export const Failed: Story = {
  args: { src: 'data:image/png;base64,broken', alt: 'Broken thumbnail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Preview unavailable', {}, { timeout: 2000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Broken thumbnail' })).toBeNull();
  },
};
