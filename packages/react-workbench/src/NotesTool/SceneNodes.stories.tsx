import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createAnnotationMapping } from '@chartbench/core';
import { paintAnnotations } from '@chartbench/chart-engine';
import { SceneNodes, type SceneNodesProps } from './SceneNodes';
import { STORY_DRAWINGS, STORY_LAYOUT } from './storyChart';

const NODES = paintAnnotations(STORY_DRAWINGS, createAnnotationMapping(STORY_LAYOUT));

const meta = {
  title: 'Workbench/NotesTool/SceneNodes',
  component: SceneNodes,
  tags: ['autodocs'],
  args: { nodes: NODES },
  render: (args) => (
    <svg width={STORY_LAYOUT.width} height={STORY_LAYOUT.height} role="img" aria-label="Scene">
      <SceneNodes {...args} />
    </svg>
  ),
} satisfies Meta<SceneNodesProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tool's primitives as SVG elements, as the server writes them. */
export const EveryTool: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')?.childElementCount).toBeGreaterThan(0);
  },
};

/** With the wide invisible strokes that make thin lines easy to pick. */
export const WithHitArea: Story = { args: { hitArea: true } };

/** No primitives: nothing is drawn. */
export const Empty: Story = {
  args: { nodes: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')?.childElementCount).toBe(0);
  },
};
