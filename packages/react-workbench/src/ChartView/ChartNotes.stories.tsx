import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  ANNOTATION_TOOL_LABELS,
  createWorkbench,
  parseChartList,
  parseSavedCharts,
  type AnnotationTool,
  type Workbench,
} from '@chartbench/core';
import { createSampleOfflineApi } from '@chartbench/offline';
import { STORY_DRAWINGS_TEXT } from '../NotesTool/storyChart';
import { MEMBERS, type MemberName } from '../test/members';
import { Toasts } from '../Toasts';
import { createBrowserPorts } from '../WorkbenchProvider/browserPorts';
import { WorkbenchProvider, useWorkbench } from '../WorkbenchProvider/WorkbenchProvider';
import { WorkbenchRoot } from '../theme/Root';
import { ChartView } from './ChartView';

/** Where annotation mode is: not opened, its tool loading forever, failing to load, or open. */
type Mode = 'inactive' | 'activating' | 'failed' | 'active';

interface Args {
  readonly member: MemberName;
  readonly mode: Mode;
  /** The saved chart shown: one of a writable list, one of a read-only list, or none (a new chart). */
  readonly chart: 'saved' | 'readOnly' | 'none';
}

/** One saved AAPL chart with a drawing of every tool, in a writable list (0) and in a read-only list (1). */
const savedChart = (recID: number, listNum: number) =>
  parseSavedCharts([
    {
      recID,
      listNum,
      description: 'AAPL with notes',
      symbol: 'AAPL',
      style: 'p=D',
      chartCode: 104,
      annotations: STORY_DRAWINGS_TEXT,
    },
  ]).items;
const CHARTS = { saved: 9301, readOnly: 9302 } as const;

/** A workbench on the offline api with a notes tool that loads, never loads, or fails (the chunk's port). */
function storyWorkbench({ member, mode }: Args): Workbench {
  const who = MEMBERS[member];
  const api = createSampleOfflineApi(
    who
      ? {
          member: {
            loginCookie: '',
            record: {},
            chartLists: [
              parseChartList({ recID: 1, listNum: 0, name: 'Mine', isReadOnly: false }),
              parseChartList({ recID: 2, listNum: 1, name: 'Samples', isReadOnly: true }),
            ],
            savedCharts: { 0: savedChart(CHARTS.saved, 0), 1: savedChart(CHARTS.readOnly, 1) },
          },
        }
      : {},
  );
  const load =
    mode === 'activating'
      ? () => new Promise<void>(() => undefined)
      : mode === 'failed'
        ? () => Promise.reject(new Error('the chunk did not load (story)'))
        : () => import('../NotesTool/NotesTool').then(() => undefined);
  return createWorkbench(
    { ...createBrowserPorts(api), notesTool: { load } },
    { symbol: 'AAPL', member: who },
  );
}

/** Opens the saved chart, then annotation mode, once the chart is on screen: what a user's clicks do. */
function Driver({ args, workbench }: { args: Args; workbench: Workbench }) {
  const loaded = useWorkbench((state) => state.chart.status === 'loaded');
  const step = useRef<'chart' | 'mode' | 'done'>(args.chart === 'none' ? 'mode' : 'chart');
  useEffect(() => {
    if (!loaded) return;
    if (step.current === 'chart' && MEMBERS[args.member]) {
      step.current = 'mode';
      void workbench.actions
        .loadChartLists()
        .then(() =>
          workbench.actions.openSavedChart(CHARTS[args.chart === 'readOnly' ? 'readOnly' : 'saved']),
        );
      return;
    }
    if (step.current !== 'done' && args.mode !== 'inactive') {
      step.current = 'done';
      void workbench.actions.openAnnotation();
    }
  }, [loaded, args, workbench]);
  return null;
}

/** ChartNotes over the chart as the Workbench shows it, with the toasts (the failure message shows there). */
function NotesOnChart(args: Args) {
  const [workbench] = useState(() => storyWorkbench(args));
  return (
    <WorkbenchProvider workbench={workbench}>
      <WorkbenchRoot>
        <Driver args={args} workbench={workbench} />
        <ChartView />
        <Toasts />
      </WorkbenchRoot>
    </WorkbenchProvider>
  );
}

const meta = {
  title: 'Chart/ChartNotes',
  component: NotesOnChart,
  tags: ['autodocs'],
  args: { member: 'pro', mode: 'active', chart: 'saved' },
  argTypes: {
    member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'State' } },
    mode: {
      control: 'inline-radio',
      options: ['inactive', 'activating', 'failed', 'active'],
      table: { category: 'State' },
    },
    chart: { control: 'inline-radio', options: ['saved', 'readOnly', 'none'], table: { category: 'State' } },
  },
  render: (args) => <NotesOnChart key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof NotesOnChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 15_000 };

/** The mode not opened: the saved chart's drawings over its image, read-only. */
export const Inactive: Story = {
  args: { mode: 'inactive' },
  play: async ({ canvasElement }) => {
    const layer = await within(canvasElement).findByRole('img', { name: 'ChartNotes' }, LONG);
    await expect(layer.querySelector('[data-role="annotation-fibonacci"]')).not.toBeNull();
  },
};

/** The tool's code is loading. */
export const Activating: Story = {
  args: { mode: 'activating' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading ChartNotes…', {}, LONG);
  },
};

/** The tool could not be loaded (3 tries): the mode is abandoned and the red message shows. */
export const FailedToLoad: Story = {
  args: { mode: 'failed' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Failed to load ChartNotes.', {}, LONG);
    await expect(within(canvasElement).queryByTestId('chart-notes-editor')).toBeNull();
  },
};

/** The tool open on a saved chart with a tool in hand. */
const activeWith = (tool: AnnotationTool): Story => ({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tools = await canvas.findByRole('toolbar', { name: 'ChartNotes tools' }, LONG);
    const button = within(tools).getByRole('button', { name: ANNOTATION_TOOL_LABELS[tool] });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Save & Close' })).toBeInTheDocument();
  },
});

export const ActiveTrendLine = activeWith('trendLine');
export const ActiveRay = activeWith('ray');
export const ActiveExtendedLine = activeWith('extendedLine');
export const ActiveHorizontalLine = activeWith('horizontalLine');
export const ActiveVerticalLine = activeWith('verticalLine');
export const ActiveArrow = activeWith('arrow');
export const ActiveParallelChannel = activeWith('parallelChannel');
export const ActiveFibonacci = activeWith('fibonacci');
export const ActiveRectangle = activeWith('rectangle');
export const ActiveEllipse = activeWith('ellipse');
export const ActiveTextNote = activeWith('text');
export const ActivePriceLabel = activeWith('priceLabel');
export const ActiveFreehand = activeWith('freehand');

/** A visitor may draw; saving offers a free account. */
export const Visitor: Story = {
  args: { member: 'visitor', chart: 'none' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Saving ChartNotes needs a free account.', {}, LONG);
    await expect(within(canvasElement).getByRole('button', { name: 'Save (create account)' })).toBeEnabled();
  },
};

/** A chart of a read-only list: its drawings show, and cannot be saved. */
export const ReadOnlyList: Story = {
  args: { chart: 'readOnly' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(
      'This chart is in a read-only ChartList: its ChartNotes cannot be saved.',
      {},
      LONG,
    );
    await expect(canvas.getByTestId('chart-notes-editor').querySelector('[data-id]')).not.toBeNull();
  },
};

/** Each member level saves its drawings with the chart (annotation is not a paid feature). */
const memberSaves = (member: MemberName): Story => ({
  args: { member },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Save & Close' }, LONG);
  },
});

export const MemberFree = memberSaves('free');
export const MemberBasic = memberSaves('basic');
export const MemberExtra = memberSaves('extra');
export const MemberPro = memberSaves('pro');

/** A member's new (unsaved) chart: closing saves the chart first, then its drawings. */
export const MemberNewChart: Story = { ...memberSaves('pro'), args: { chart: 'none' } };
