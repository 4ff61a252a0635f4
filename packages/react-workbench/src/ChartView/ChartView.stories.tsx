import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CONSTANTS, createDefaultChartSettings, createWorkbench } from '@chartbench/core';
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

/**
 * Issue #20: the page was served with this chart already drawn in it (the server render of the Workbench page).
 * It shows as it is, neither dimmed nor "Loading", while the workbench starts and loads the chart again.
 */
export const ServedFirstChart: Story = {
  render: () => {
    const api = STORY_APIS.offline();
    const settings = createDefaultChartSettings();
    const shownChart = {
      symbol: 'MSFT',
      settings,
      companyInfo: { name: 'Microsoft Corporation', exchange: 'NASDAQ', isEOD: false },
      imageUrl: api.chartImageUrl({ symbol: 'MSFT', settings }),
    };
    return (
      <StoryWorkbench api={api} options={{ shownChart }}>
        <ChartView />
      </StoryWorkbench>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img', { name: /^Chart of MSFT/ });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    await waitFor(() => expect(canvas.queryByText('Loading chart…')).not.toBeInTheDocument());
  },
};

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
