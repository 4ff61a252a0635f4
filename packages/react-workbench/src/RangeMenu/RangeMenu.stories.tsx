import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import { RangeMenu } from './RangeMenu';

const meta = {
  title: 'Workbench/RangeMenu',
  tags: ['autodocs'],
  render: () => (
    <StoryWorkbench api={STORY_APIS.offline()}>
      <div style={{ padding: 16, minHeight: 480 }}>
        <RangeMenu />
      </div>
    </StoryWorkbench>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const ChooseSixMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Range: 1 Year' }));
    await userEvent.click(canvas.getByRole('option', { name: '6 Months' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Range: 6 Months' })).toBeInTheDocument());
  },
};
