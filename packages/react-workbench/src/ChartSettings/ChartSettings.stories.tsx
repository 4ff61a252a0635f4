import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createDefaultChartSettings, createIndicatorRow, createOverlayRow } from '@chartbench/core';
import type { ChartSettings as Settings } from '@chartbench/core';
import { ChartView } from '../ChartView/ChartView';
import { ModalHost } from '../ModalHost/ModalHost';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { ChartSettings } from './ChartSettings';

const TODAY = '2026-11-20';

/** Chart settings the stories start from. */
const SETTINGS = {
  default: () => createDefaultChartSettings(),
  perfChart: (): Settings => ({
    ...createDefaultChartSettings(),
    chartType: 'perfChart',
    perfChartSymbols: [
      { id: 1, symbol: 'MSFT' },
      { id: 2, symbol: 'SPY' },
    ],
  }),
  studies: (): Settings => ({
    ...createDefaultChartSettings(),
    sortedOverlays: [
      createOverlayRow(1, { overlayName: 'bollingerBands', parameters: '20,2' }),
      createOverlayRow(2, { overlayName: 'ema', parameters: '20' }),
    ],
    sortedIndicators: [
      createIndicatorRow(1, { indicatorName: 'rsi', parameters: '14' }),
      createIndicatorRow(2, { indicatorName: 'macd', parameters: '12,26,9' }),
      createIndicatorRow(3, { indicatorName: 'atr', parameters: '14' }),
    ],
  }),
  empty: (): Settings => ({ ...createDefaultChartSettings(), sortedOverlays: [], sortedIndicators: [] }),
} satisfies Record<string, () => Settings>;

type Args = {
  api: keyof typeof STORY_APIS;
  member: MemberName;
  settings: keyof typeof SETTINGS;
  canApplyToAll: boolean;
};

const meta = {
  title: 'Workbench/ChartSettings',
  tags: ['autodocs'],
  args: { api: 'offline', member: 'visitor', settings: 'default', canApplyToAll: false },
  argTypes: {
    api: { control: 'select', options: Object.keys(STORY_APIS), table: { category: 'Data' } },
    settings: { control: 'select', options: Object.keys(SETTINGS), table: { category: 'Data' } },
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } },
    canApplyToAll: { control: 'boolean', table: { category: 'Lists' } },
  },
  render: ({ api, member, settings, canApplyToAll }) => (
    <StoryWorkbench
      key={`${api}-${member}-${settings}`}
      api={STORY_APIS[api]()}
      options={{ symbol: 'AAPL', member: MEMBERS[member], settings: SETTINGS[settings]() }}
    >
      <ChartView />
      <ChartSettings canApplyToAll={canApplyToAll} today={TODAY} />
      <ModalHost />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the chart image to be drawn and the loading status to go; returns its address. */
async function loadedSrc(canvasElement: HTMLElement): Promise<string> {
  const canvas = within(canvasElement);
  const image = (await canvas.findByRole(
    'img',
    { name: /Chart of/ },
    { timeout: 10_000 },
  )) as HTMLImageElement;
  await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0), { timeout: 10_000 });
  return canvas.getByRole<HTMLImageElement>('img', { name: /Chart of/ }).src;
}

/** A visitor changes the chart type: the draft waits for Update Chart, then the chart redraws. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await loadedSrc(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Chart Type:/ }));
    await userEvent.click(canvas.getByRole('option', { name: 'Candlesticks' }));
    await expect(canvas.getByRole('button', { name: 'Chart Type: Candlesticks' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Update Chart' }));
    await waitFor(async () => expect(await loadedSrc(canvasElement)).not.toBe(before), { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: 'Apply ChartStyle to All' })).toBeDisabled();
  },
};

/** A visitor asking for a members-only period is sent to create an account; the chart stays. */
export const VisitorLockedPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedSrc(canvasElement);
    const panel = within(canvas.getByRole('form', { name: 'Chart Settings' }));
    await userEvent.click(panel.getByRole('button', { name: 'Period: Daily' }));
    await userEvent.click(panel.getByRole('option', { name: /^Monthly/ }));
    await expect(await canvas.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Period: Daily' })).toBeInTheDocument();
  },
};

/** A free member changes the range: the chart reloads at once, without Update Chart (spec 2 §4). */
export const Free: Story = {
  args: { member: 'free', canApplyToAll: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await loadedSrc(canvasElement);
    const panel = within(canvas.getByRole('form', { name: 'Chart Settings' }));
    await userEvent.click(panel.getByRole('button', { name: 'Range: 1 Year' }));
    await userEvent.click(panel.getByRole('option', { name: '6 Months' }));
    await waitFor(async () => expect(await loadedSrc(canvasElement)).not.toBe(before), { timeout: 10_000 });
    await expect(panel.getByRole('button', { name: 'Apply ChartStyle to All' })).toBeEnabled();
  },
};

/** A pro member adds an indicator: its parameters take the catalogue defaults and the chart redraws. */
export const Pro: Story = {
  args: { member: 'pro', canApplyToAll: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await loadedSrc(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Indicator 4: - none -' }));
    await userEvent.click(canvas.getByRole('option', { name: /^RSI|Relative Strength Index/ }));
    await expect(canvas.getByRole('textbox', { name: 'Indicator 4 Parameters' })).toHaveValue('14');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Chart' }));
    await waitFor(async () => expect(await loadedSrc(canvasElement)).not.toBe(before), { timeout: 10_000 });
  },
};

/** Overlays and indicators (all below the price): moving the first indicator down swaps it with the next. */
export const WithStudies: Story = {
  args: { settings: 'studies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedSrc(canvasElement);
    const indicators = within(canvas.getByRole('list', { name: 'Indicators' }));
    await expect(indicators.getByRole('textbox', { name: 'Indicator 1 Parameters' })).toHaveValue('14');
    await userEvent.click(indicators.getByRole('button', { name: 'Move Indicator 1 down' }));
    await expect(indicators.getByRole('textbox', { name: 'Indicator 1 Parameters' })).toHaveValue('12,26,9');
    await expect(indicators.getByRole('textbox', { name: 'Indicator 2 Parameters' })).toHaveValue('14');
  },
};

/** No overlays or indicators: only the blank rows to add to, none removable. */
export const Empty: Story = {
  args: { settings: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const indicators = within(canvas.getByRole('list', { name: 'Indicators' }));
    await expect(indicators.queryAllByRole('button', { name: /^Remove/ })).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Indicator 1: - none -' })).toBeInTheDocument();
  },
};

/** The performance chart: the reduced set with the comparison-symbol rows. */
export const PerfChart: Story = {
  args: { settings: 'perfChart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'PERFCHART SYMBOLS' })).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'INDICATORS' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Comparison Symbols' }));
    await expect(canvas.getByRole('textbox', { name: 'Symbol 1' })).toHaveValue('');
  },
};

/** The chart is still loading: the panel is usable while the image waits. */
export const Loading: Story = {
  args: { api: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading chart');
    await expect(canvas.getByRole('button', { name: 'Update Chart' })).toBeEnabled();
  },
};

/** The image failed to load (spec 3 §8): it is hidden and logged; the panel stays to change the chart. */
export const ImageError: Story = {
  args: { api: 'brokenImages' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('img', { name: /Chart of/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Chart Settings' })).toBeInTheDocument();
  },
};
