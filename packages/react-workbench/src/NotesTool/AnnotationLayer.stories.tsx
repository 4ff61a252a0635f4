import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnnotationLayer, type AnnotationLayerProps } from './AnnotationLayer';
import { STORY_CHART_SRC, STORY_DRAWINGS_TEXT, STORY_LAYOUT } from './storyChart';

const meta = {
  title: 'Workbench/NotesTool/AnnotationLayer',
  component: AnnotationLayer,
  tags: ['autodocs'],
  args: { annotations: STORY_DRAWINGS_TEXT, layout: STORY_LAYOUT },
  render: (args) => (
    <div style={{ position: 'relative', display: 'inline-block' }}>
      <img src={STORY_CHART_SRC} alt="Chart of AAPL" style={{ display: 'block' }} />
      <AnnotationLayer {...args} />
    </div>
  ),
} satisfies Meta<AnnotationLayerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved chart's drawings over its image, read-only. */
export const SavedDrawings: Story = {
  play: async ({ canvasElement }) => {
    const layer = within(canvasElement).getByRole('img', { name: 'ChartNotes' });
    await expect(layer.childElementCount).toBeGreaterThan(0);
  },
};

/** Unreadable notes draw nothing over the chart. */
export const Unreadable: Story = {
  args: { annotations: '{not json' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img', { name: 'ChartNotes' })).toBeNull();
  },
};
