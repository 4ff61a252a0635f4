import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WorkbenchRoot } from '../theme/Root';
import { AdSlot } from './AdSlot';

const meta = {
  title: 'Workbench/AdSlot',
  component: AdSlot,
  tags: ['autodocs'],
  args: { placement: 'beside', bodyWidth: 1400 },
  argTypes: {
    placement: { control: 'select', options: ['beside', 'above', 'none'], table: { category: 'Layout' } },
    bodyWidth: { control: 'number', table: { category: 'Layout' } },
  },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof AdSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor at 1240 px or wider: the sidebar slots right of the chart. */
export const Beside: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: /^Advertisement/ })).toHaveLength(3);
  },
};

/** A visitor on a narrower page: the top slot above the chart. */
export const Above: Story = {
  args: { placement: 'above', bodyWidth: 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Advertisement 728 by 90' })).toHaveStyle({
      height: '90px',
    });
  },
};

/** A member: no ads. */
export const Member: Story = {
  args: { placement: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};
