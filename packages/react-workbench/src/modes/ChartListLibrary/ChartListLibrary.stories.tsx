import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VISITOR } from '@chartbench/core';
import { MEMBERS } from '../../test/members';
import { WorkbenchRoot } from '../../theme/Root';
import { CHART_LISTS } from '../fixtures';
import { SAVED_CHARTS, THOUSAND_CHARTS, storyThumbnail } from '../library-fixtures';
import { ChartListLibrary } from './ChartListLibrary';

const meta = {
  title: 'Modes/ChartListLibrary',
  component: ChartListLibrary,
  tags: ['autodocs'],
  args: {
    member: MEMBERS.free,
    lists: { status: 'loaded', data: CHART_LISTS },
    selectedListNum: 0,
    charts: { status: 'loaded', data: SAVED_CHARTS },
    onSelectList: fn(),
    chartThumbnailUrl: (chart) => storyThumbnail(`${chart.symbol} ${chart.name}`),
    onLoadChart: fn(),
    onLoadSymbol: fn(),
    loadSymbolOnly: false,
    onLoadSymbolOnlyChange: fn(),
    onCreateChartList: fn(),
    onCreateAccount: fn(),
  },
  argTypes: {
    member: { table: { category: 'Data' } },
    lists: { table: { category: 'Data' } },
    charts: { table: { category: 'Data' } },
    onLoadChart: { table: { category: 'Events' } },
    onLoadSymbol: { table: { category: 'Events' } },
    onCreateChartList: { table: { category: 'Events' } },
    onCreateAccount: { table: { category: 'Events' } },
  },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16, minHeight: 520 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof ChartListLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free member's list of charts; a click loads the chart (spec 3 §2.10). */
export const Free: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Apple daily/ }));
    await expect(args.onLoadChart).toHaveBeenCalledWith(SAVED_CHARTS[0]);
  },
};

/** Load Symbol Only: a click loads just the chart's symbol. */
export const LoadSymbolOnly: Story = {
  args: { member: MEMBERS.pro, loadSymbolOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Nvidia momentum/ }));
    await expect(args.onLoadSymbol).toHaveBeenCalledWith('NVDA');
  },
};

/** The list view with its preview pane. */
export const ProListView: Story = {
  args: { member: MEMBERS.pro },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await userEvent.click(canvas.getByRole('button', { name: /Microsoft weekly trend/ }));
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Load Chart' }));
    await expect(args.onLoadChart).toHaveBeenCalledWith(SAVED_CHARTS[1]);
  },
};

/** Chart libraries need login: a visitor is invited to create an account (spec 2 §6). */
export const Visitor: Story = {
  args: { member: VISITOR },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Free Account' }));
    await expect(args.onCreateAccount).toHaveBeenCalled();
  },
};

export const ListsLoading: Story = { args: { lists: { status: 'loading' } } };
export const ListsFailed: Story = { args: { lists: { status: 'failed' } } };
export const NoLists: Story = { args: { lists: { status: 'loaded', data: [] } } };
export const Loading: Story = { args: { charts: { status: 'loading' } } };
export const Failed: Story = { args: { charts: { status: 'failed' } } };
export const Empty: Story = { args: { charts: { status: 'loaded', data: [] } } };
export const EmptyReadOnly: Story = { args: { selectedListNum: 2, charts: { status: 'loaded', data: [] } } };

/**
 * A full list of 1,000 charts: in Chromium only the cards in view are drawn, and the keyboard (End, then the
 * arrows) reaches the last chart and loads it; the list view does the same.
 */
export const ThousandCharts: Story = {
  args: { charts: { status: 'loaded', data: THOUSAND_CHARTS } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('list', { name: 'Charts' });
    await expect(within(grid).getAllByRole('listitem').length).toBeLessThanOrEqual(80);
    within(grid).getAllByRole('button')[0]?.focus();
    await userEvent.keyboard('{End}');
    const last = await canvas.findByRole('button', { name: /Chart 1000(?!\d)/ });
    await expect(last).toHaveFocus();
    await expect(within(grid).getAllByRole('listitem').length).toBeLessThanOrEqual(80);
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadChart).toHaveBeenCalledWith(THOUSAND_CHARTS[999]);
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    const list = canvas.getByRole('list', { name: 'Charts' });
    await expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(80);
    within(list).getAllByRole('button')[0]?.focus();
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByRole('button', { name: /Chart 1000(?!\d)/ })).toHaveFocus();
  },
};
