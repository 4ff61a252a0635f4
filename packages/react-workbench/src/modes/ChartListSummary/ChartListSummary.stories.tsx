import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VISITOR } from '@chartbench/core';
import { MEMBERS } from '../../test/members';
import { WorkbenchRoot } from '../../theme/Root';
import { CHART_LISTS, SUMMARY_ROWS, THOUSAND_SUMMARY_ROWS } from '../fixtures';
import { ChartListSummary } from './ChartListSummary';

const meta = {
  title: 'Modes/ChartListSummary',
  component: ChartListSummary,
  tags: ['autodocs'],
  args: {
    member: MEMBERS.free,
    lists: { status: 'loaded', data: CHART_LISTS },
    selectedListNum: 0,
    load: { status: 'loaded', data: SUMMARY_ROWS },
    onSelectList: fn(),
    onLoadSymbol: fn(),
    onApplyStyle: fn(),
    loadSymbolOnly: false,
    onLoadSymbolOnlyChange: fn(),
    onCreateChartList: fn(),
    onCreateAccount: fn(),
  },
  decorators: [(Story) => <WorkbenchRoot style={{ padding: 16, minHeight: 420 }}>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof ChartListSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's list with rows: sortable, selectable, SCTR bands and change bars (spec 3 §2.11). */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'SCTR' }));
    await expect(canvas.getByRole('columnheader', { name: /SCTR/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // While React Aria's table settles its scroll after the sort, its rows take no pointer for 300 ms.
    await waitFor(() => userEvent.click(canvas.getByRole('button', { name: 'AAPL' })));
    await expect(args.onLoadSymbol).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { load: { status: 'loading' } } };
export const ListsLoading: Story = { args: { lists: { status: 'loading' } } };
export const ListsFailed: Story = { args: { lists: { status: 'failed' } } };
export const LoadFailed: Story = { args: { load: { status: 'failed' } } };
export const Empty: Story = { args: { load: { status: 'loaded', data: [] } } };
export const EmptyReadOnly: Story = { args: { selectedListNum: 2, load: { status: 'loaded', data: [] } } };
export const NoLists: Story = { args: { lists: { status: 'loaded', data: [] } } };
/** A visitor has no ChartLists: the summary invites them to create an account. */
export const VisitorWithoutLists: Story = {
  args: { member: VISITOR, lists: { status: 'loaded', data: [] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Free Account' }));
    await expect(args.onCreateAccount).toHaveBeenCalled();
  },
};
/** A visitor's View As entries prompt account creation (spec 3 §2.12). */
export const Visitor: Story = { args: { member: VISITOR } };

/**
 * A full list of 1,000 charts: only the rows in view are drawn under a header that stays on top; the keyboard
 * (Ctrl+End to the last row, Home to its first cell, then the arrows) reaches the last row's symbol.
 */
export const ThousandRows: Story = {
  args: { load: { status: 'loaded', data: THOUSAND_SUMMARY_ROWS } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'ChartList Summary' });
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    await expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(60);
    canvas.getByRole('button', { name: 'S1' }).focus();
    await userEvent.keyboard('{Control>}{End}{/Control}{Home}{ArrowRight}');
    const last = await canvas.findByRole('button', { name: 'S1000' });
    await expect(last).toHaveFocus();
    await expect(last.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '1001');
    await expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(60);
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadSymbol).toHaveBeenCalledWith(THOUSAND_SUMMARY_ROWS[999]);
  },
};
