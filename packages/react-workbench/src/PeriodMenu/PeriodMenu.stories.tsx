import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import { PeriodMenu } from './PeriodMenu';

const meta = {
  title: 'Workbench/PeriodMenu',
  tags: ['autodocs'],
  render: () => (
    <StoryWorkbench api={STORY_APIS.offline()}>
      <div style={{ padding: 16, minHeight: 480 }}>
        <PeriodMenu />
      </div>
    </StoryWorkbench>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const ChooseWeekly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Period: Daily' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Weekly' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Period: Weekly' })).toBeInTheDocument());
  },
};
