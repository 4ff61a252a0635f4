import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_CHART_SETTINGS, VISITOR } from '@chartbench/core';
import { createSampleBars, renderChart, svgDataUrl } from '@chartbench/chart-engine';
import { MEMBERS } from '../../test/members';
import { WorkbenchRoot } from '../../theme/Root';
import { BARE_SYMBOL_SUMMARY, PRICE_ALERTS, SYMBOL_SUMMARY } from '../fixtures';
import { SymbolSummary } from './SymbolSummary';

const BARS_BY_PERIOD: Record<string, number> = {
  '1D': 2,
  '5D': 5,
  '1M': 22,
  '6M': 126,
  '1Y': 252,
  '5Y': 1260,
};

/** The mini chart drawn in the browser with chart-engine, standing in for GET /c-sc/sc. */
const miniChartUrlOf = (period: string) =>
  svgDataUrl(
    renderChart({
      symbol: 'AAPL',
      settings: DEFAULT_CHART_SETTINGS,
      bars: createSampleBars({ seed: 7, count: BARS_BY_PERIOD[period] ?? 126 }),
      width: 520,
      height: 260,
    }).svg,
  );

const meta = {
  title: 'Modes/SymbolSummary',
  component: SymbolSummary,
  tags: ['autodocs'],
  args: {
    symbol: 'AAPL',
    load: { status: 'loaded', symbol: 'AAPL', data: SYMBOL_SUMMARY },
    todayIso: '2024-05-14',
    member: MEMBERS.free,
    miniChartPeriod: '6M',
    miniChartUrl: miniChartUrlOf('6M'),
    onMiniChartPeriodChange: fn(),
    alertsWithSymbol: { status: 'loaded', data: PRICE_ALERTS.slice(0, 1) },
    chartsWithSymbol: { status: 'loaded', data: [] },
    onAddToChartList: fn(),
    onCreateAlert: fn(),
    onCreateAccount: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16, maxWidth: 900 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof SymbolSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section, with the earnings banner (spec 3 §2.6). */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Mini chart period' })).getByRole('button', { name: '1Y' }),
    );
    await expect(args.onMiniChartPeriodChange).toHaveBeenCalledWith('1Y');
  },
};
export const Visitor: Story = { args: { member: VISITOR } };
export const WithoutOptionalSections: Story = {
  args: {
    symbol: 'ZVZZT',
    load: { status: 'loaded', symbol: 'ZVZZT', data: BARE_SYMBOL_SUMMARY },
    alertsWithSymbol: { status: 'loaded', data: [] },
  },
};
export const Loading: Story = { args: { load: { status: 'loading', symbol: 'AAPL' } } };
export const Failed: Story = { args: { load: { status: 'failed', symbol: 'AAPL' } } };
export const Unsupported: Story = { args: { symbol: '$SPX:$NDX', load: null } };
export const ListsLoading: Story = {
  args: { alertsWithSymbol: { status: 'loading' }, chartsWithSymbol: { status: 'failed' } },
};
/** The mini chart on its five-year button. */
export const FiveYearMiniChart: Story = {
  args: { miniChartPeriod: '5Y', miniChartUrl: miniChartUrlOf('5Y') },
};
