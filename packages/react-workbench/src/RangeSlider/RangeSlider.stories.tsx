import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { createDefaultChartSettings } from '@chartbench/core';
import type { ChartSettings } from '@chartbench/core';
import { ChartView } from '../ChartView/ChartView';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { useWorkbench } from '../WorkbenchProvider/WorkbenchProvider';
import { RangeSlider } from './RangeSlider';

const TODAY = '2026-11-20';

/** Chart ranges the stories start from: the slider window follows them. */
const RANGES = {
  oneYear: () => createDefaultChartSettings(),
  threeMonths: (): ChartSettings => ({
    ...createDefaultChartSettings(),
    range: '3m',
    rangeYears: 0,
    rangeMonths: 3,
  }),
  custom: (): ChartSettings => ({
    ...createDefaultChartSettings(),
    range: 'custom',
    rangeYears: 0,
    rangeMonths: 0,
    rangeStartDate: '2024-03-01',
    rangeEndDate: '2025-06-30',
  }),
  weekly: (): ChartSettings => ({ ...createDefaultChartSettings(), period: 'W' }),
} satisfies Record<string, () => ChartSettings>;

/** The range the store holds, shown beside the slider so a commit can be seen. */
function CommittedRange() {
  const settings = useWorkbench((state) => state.chart.settings);
  return (
    <p role="note" aria-label="Committed range">
      {settings.range} {settings.rangeStartDate || '(start)'} {settings.rangeEndDate || '(today)'}
    </p>
  );
}

type Args = { member: MemberName; range: keyof typeof RANGES; chartWidth: number; datePickersShown: boolean };

const meta = {
  title: 'Workbench/RangeSlider',
  tags: ['autodocs'],
  args: { member: 'visitor', range: 'oneYear', chartWidth: 900, datePickersShown: true },
  argTypes: {
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } },
    range: { control: 'select', options: Object.keys(RANGES), table: { category: 'Chart' } },
    chartWidth: { control: 'number', table: { category: 'Chart' } },
    datePickersShown: { control: 'boolean', table: { category: 'Chart' } },
  },
  render: ({ member, range, chartWidth, datePickersShown }) => (
    <StoryWorkbench
      key={`${member}-${range}`}
      api={STORY_APIS.offline()}
      options={{ symbol: 'AAPL', member: MEMBERS[member], settings: RANGES[range]() }}
    >
      <div style={{ padding: 16 }}>
        <RangeSlider
          chartWidth={chartWidth}
          datePickersShown={datePickersShown}
          loggedIn={MEMBERS[member] !== null}
          today={TODAY}
        />
        <CommittedRange />
        <ChartView />
      </div>
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const windowOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('slider', { name: 'Date window' });

/** A visitor's slider, 300 px: the Earlier arrow nudges a weekday back and the pause commits custom dates. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Range slider' })).toHaveStyle({ width: '300px' });
    await expect(windowOf(canvasElement)).toHaveAttribute('aria-valuetext', '2025-11-20 to today');
    const earlier = canvas.getByRole('button', { name: 'Earlier' });
    fireEvent.pointerDown(earlier);
    fireEvent.pointerUp(earlier);
    await expect(windowOf(canvasElement)).toHaveAttribute('aria-valuetext', '2025-11-19 to 2026-11-19');
    await waitFor(() =>
      expect(canvas.getByRole('note', { name: 'Committed range' })).toHaveTextContent(
        'custom 2025-11-19 2026-11-19',
      ),
    );
  },
};

/** A free member's slider is 360 px; its right-click menu jumps to a preset and commits it at once. */
export const Free: Story = {
  args: { member: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Range slider' })).toHaveStyle({ width: '360px' });
    fireEvent.contextMenu(windowOf(canvasElement));
    await userEvent.click(await canvas.findByRole('menuitem', { name: '6 Months' }));
    await waitFor(() =>
      expect(canvas.getByRole('note', { name: 'Committed range' })).toHaveTextContent(/2026-05-20/),
    );
  },
};

/** A pro member drags the window left by 40 px: the dates move and commit after the pause. */
export const ProDrag: Story = {
  args: { member: 'pro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const window = windowOf(canvasElement);
    const box = window.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    fireEvent.pointerDown(window, { button: 0, clientX: x, clientY: y, pointerId: 1 });
    fireEvent.pointerMove(window, { clientX: x - 40, clientY: y, pointerId: 1 });
    fireEvent.pointerUp(window, { clientX: x - 40, clientY: y, pointerId: 1 });
    await expect(window.getAttribute('aria-valuetext')).not.toBe('2025-11-20 to today');
    await waitFor(() =>
      expect(canvas.getByRole('note', { name: 'Committed range' })).toHaveTextContent(
        /^custom \d{4}-\d{2}-\d{2} \d{4}-\d{2}-\d{2}$/,
      ),
    );
  },
};

/** A three-month chart: the window is the last three months, on a track four times as long. */
export const ThreeMonths: Story = {
  args: { range: 'threeMonths' },
  play: async ({ canvasElement }) => {
    await expect(windowOf(canvasElement)).toHaveAttribute('aria-valuetext', '2026-08-20 to today');
  },
};

/** A custom date range in the past: the window shows those dates. */
export const CustomDates: Story = {
  args: { range: 'custom' },
  play: async ({ canvasElement }) => {
    await expect(windowOf(canvasElement)).toHaveAttribute('aria-valuetext', '2024-03-01 to 2025-06-30');
  },
};

/** A weekly chart: the Left key steps to the previous week's Monday and Friday. */
export const WeeklyKeyboard: Story = {
  args: { range: 'weekly' },
  play: async ({ canvasElement }) => {
    const window = windowOf(canvasElement);
    const before = window.getAttribute('aria-valuetext');
    window.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(window.getAttribute('aria-valuetext')).not.toBe(before);
  },
};

/** A chart 385 px wide or narrower has no slider (spec 2 §2). */
export const NarrowChart: Story = {
  args: { chartWidth: 360 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Range slider' })).toBeNull();
  },
};
