import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VISITOR } from '@chartbench/core';
import { MEMBERS } from '../../test/members';
import { WorkbenchRoot } from '../../theme/Root';
import { CHART_STYLES, DEFAULT_STYLE_RECID, SAMPLE_GROUPS, storyThumbnail } from '../library-fixtures';
import { ChartStyleLibrary } from './ChartStyleLibrary';

const meta = {
  title: 'Modes/ChartStyleLibrary',
  component: ChartStyleLibrary,
  tags: ['autodocs'],
  args: {
    member: MEMBERS.free,
    styles: { status: 'loaded', data: CHART_STYLES },
    samples: { status: 'loaded', data: SAMPLE_GROUPS },
    defaultStyleRecid: DEFAULT_STYLE_RECID,
    thumbnailUrl: storyThumbnail,
    onLoadStyle: fn(),
    onLoadSample: fn(),
    onCreateAccount: fn(),
  },
  argTypes: {
    member: { table: { category: 'Data' } },
    styles: { table: { category: 'Data' } },
    samples: { table: { category: 'Data' } },
    onLoadStyle: { table: { category: 'Events' } },
    onLoadSample: { table: { category: 'Events' } },
    onCreateAccount: { table: { category: 'Events' } },
  },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16, minHeight: 520 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof ChartStyleLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free member's own ChartStyles, the default starred; a click loads one (spec 3 §2.10). */
export const Free: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Default ChartStyle' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Daily Momentum' }));
    await expect(args.onLoadStyle).toHaveBeenCalledWith(CHART_STYLES[0]);
  },
};

/** A Pro member in the list view: a row selects, the preview pane loads it. */
export const ProListView: Story = {
  args: { member: MEMBERS.pro },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await userEvent.click(canvas.getByRole('button', { name: /Bollinger Squeeze/ }));
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await expect(within(preview).getByRole('heading')).toHaveTextContent('Bollinger Squeeze');
    await userEvent.click(within(preview).getByRole('button', { name: 'Load ChartStyle' }));
    await expect(args.onLoadStyle).toHaveBeenCalledWith(CHART_STYLES[2]);
  },
};

/** A sample group: the members-only sample loads with its root symbol for a member. */
export const SampleGroup: Story = {
  args: { initialLibrary: 'basicCharts' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Momentum Pack/ }));
    await expect(args.onLoadSample).toHaveBeenCalledWith(SAMPLE_GROUPS[0]?.styles[1], 'AAPL');
  },
};

/** A visitor starts on the samples; the members-only sample opens create account (spec 2 §6). */
export const Visitor: Story = {
  args: { member: VISITOR },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('option', { name: 'Your ChartStyles' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Momentum Pack/ }));
    await expect(args.onCreateAccount).toHaveBeenCalled();
    await expect(args.onLoadSample).not.toHaveBeenCalled();
  },
};

/** Search with tag suggestions: typing suggests tags, picking one filters. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'w');
    await userEvent.click(canvas.getByRole('option', { name: 'weekly' }));
    await expect(
      within(canvas.getByRole('list', { name: 'ChartStyles' })).getAllByRole('button'),
    ).toHaveLength(1);
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'nothing');
    await expect(canvas.getByText('No matching records found')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { styles: { status: 'loading' } } };
export const Failed: Story = { args: { styles: { status: 'failed' } } };
export const Empty: Story = { args: { styles: { status: 'loaded', data: [] } } };
export const VisitorSamplesLoading: Story = { args: { member: VISITOR, samples: { status: 'loading' } } };
export const VisitorSamplesFailed: Story = { args: { member: VISITOR, samples: { status: 'failed' } } };
