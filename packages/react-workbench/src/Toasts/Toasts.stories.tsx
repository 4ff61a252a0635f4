import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ToastColor } from '@chartbench/core';
import { MESSAGES } from '@chartbench/core';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import { Toasts } from './Toasts';

const SAMPLES: [ToastColor, string][] = [
  ['green', MESSAGES.chart.updated],
  ['red', MESSAGES.chart.updateFailed],
  ['yellow', MESSAGES.chartList.readOnly],
];

function Show({ toasts }: { toasts: [ToastColor, string][] }) {
  const actions = useWorkbenchActions();
  useEffect(() => {
    for (const [color, message] of toasts) actions.showToast(color, message);
  }, [actions, toasts]);
  return null;
}

const meta = {
  title: 'Workbench/Toasts',
  tags: ['autodocs'],
  args: { toasts: SAMPLES },
  render: ({ toasts }) => (
    <StoryWorkbench api={STORY_APIS.pending()}>
      <div style={{ minHeight: 220 }}>
        <Show toasts={toasts} />
        <Toasts />
      </div>
    </StoryWorkbench>
  ),
} satisfies Meta<{ toasts: [ToastColor, string][] }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success, failure and partial toasts, stacked oldest first. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.chart.updateFailed);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

/** The dismiss button removes a toast at once. */
export const Dismiss: Story = {
  args: { toasts: [['green', MESSAGES.chart.updated]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

/** Every toast colour. */
export const Colours: Story = {
  args: {
    toasts: (['green', 'red', 'blue', 'lightGrey', 'yellow', 'grey'] as ToastColor[]).map((color) => [
      color,
      `A ${color} toast`,
    ]),
  },
};
