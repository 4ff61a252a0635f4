import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkbenchRoot } from '../../theme/Root';
import { TourDialog } from './TourDialog';
import { TOUR_PAGES, TOUR_STARTUP_PAGE_TEXTS } from './tourPages';

const meta = {
  title: 'Dialogs/TourDialog',
  component: TourDialog,
  tags: ['autodocs'],
  args: { kind: 'startTour', bodyWidth: 1024, onClose: fn() },
  decorators: [(Story) => <WorkbenchRoot>{Story()}</WorkbenchRoot>],
} satisfies Meta<typeof TourDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The start dialog. */
export const Start: Story = {};
/** Through all 7 pages to the end dialog (spec 3 §4). */
export const WholeTour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Tour' }));
    for (const page of TOUR_PAGES) {
      await expect(canvas.getByRole('dialog', { name: page.title })).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    }
    await expect(canvas.getByRole('dialog', { name: 'End Interactive Tour' })).toBeInTheDocument();
  },
};
/** Below 767 px the tour does not start. */
export const TooNarrow: Story = {
  args: { bodyWidth: 600 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(
      canvas.getByText('The interactive tour needs a window at least 767 pixels wide.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Start Tour' })).not.toBeInTheDocument();
  },
};
/** The end dialog on its own: it names where the tour starts again. */
export const End: Story = {
  args: { kind: 'endTour' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('dialog', { name: 'End Interactive Tour' })).toHaveTextContent(
      'More > Interactive Tour',
    );
  },
};
/** The start-up pages 7-9 (spec 3 §4), opened by the Workbench's `startupTour` once per browser. */
export const StartupPages: Story = {
  args: { startup: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    for (const page of TOUR_STARTUP_PAGE_TEXTS) {
      await expect(canvas.getByRole('dialog', { name: page.title })).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    }
    await expect(canvas.getByRole('dialog', { name: 'End Interactive Tour' })).toBeInTheDocument();
  },
};
