import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CONSTANTS, createWorkbench } from '@chartbench/core';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import { WorkbenchProvider } from '../WorkbenchProvider/WorkbenchProvider';
import { createMemoryStorage } from '../WorkbenchProvider/browserPorts';
import { ChartView } from './ChartView';

type Args = { api: keyof typeof STORY_APIS; symbol: string };

const meta = {
  title: 'Chart/ChartView',
  tags: ['autodocs'],
  args: { api: 'offline', symbol: 'MSFT' },
  argTypes: { api: { control: 'select', options: Object.keys(STORY_APIS) } },
  render: ({ api, symbol }) => (
    <StoryWorkbench key={`${api}-${symbol}`} api={STORY_APIS[api]()} options={{ symbol }}>
      <ChartView />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: /Chart of MSFT/ });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0), {
      timeout: 10_000,
    });
  },
};

export const Loading: Story = { args: { api: 'pending' } };

/** spec 2 §5, §8: the image was not rendered within 30 s (a clock on which that timeout is due at once). */
export const RenderTimedOut: Story = {
  args: { api: 'pending' },
  render: () => (
    <WorkbenchProvider
      workbench={createWorkbench({
        api: STORY_APIS.pending(),
        storage: createMemoryStorage(),
        clock: {
          now: () => Date.now(),
          // The 30 s render timeout is due at once, as the story opens; other timers keep their time.
          setTimeout: (callback, ms) =>
            setTimeout(callback, ms === CONSTANTS.chartImage.renderTimeoutMs ? 0 : ms),
          clearTimeout: (handle) => clearTimeout(handle as number),
        },
      })}
    >
      <ChartView />
    </WorkbenchProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The chart image took too long to load.',
    );
  },
};

export const InvalidSymbol: Story = {
  args: { symbol: 'NOPE' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: "Hmm, we couldn't find data for NOPE" }),
    ).toBeInTheDocument();
  },
};

/** spec 3 §8: the image failed to load: hidden and logged, no error shown. */
export const ImageError: Story = {
  args: { api: 'brokenImages' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The image is hidden and the failure logged, not shown (spec 3 §8).
    await waitFor(() => expect(canvas.queryByText('Loading chart…')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('img', { name: /Chart of/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
