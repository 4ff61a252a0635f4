import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LockIcon } from './LockIcon';

const meta = {
  title: 'Theme/LockIcon',
  component: LockIcon,
  tags: ['autodocs'],
  render: () => (
    <p style={{ fontSize: 14 }}>
      Monthly <LockIcon /> Members only
    </p>
  ),
} satisfies Meta<typeof LockIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a locked entry: drawn in the text colour, hidden from assistive technology (the text says why). */
export const BesideText: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.getBoundingClientRect().width).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Monthly Members only');
  },
};
