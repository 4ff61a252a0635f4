import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EMPTY_ANNOTATIONS, type AnnotationSaving } from '@chartbench/core';
import { NotesMenu } from './NotesMenu';
import { useNotesEditor } from './useNotesEditor';
import { STORY_DRAWINGS, STORY_LAYOUT } from './storyChart';

interface MenuStoryProps {
  readonly saving: AnnotationSaving;
  readonly drawings: boolean;
  readonly onSave: () => void;
  readonly onDiscard: () => void;
}

/** The menu over a real editor of the story chart's drawings. */
function MenuWithEditor({ saving, drawings, onSave, onDiscard }: MenuStoryProps) {
  const notes = useNotesEditor(STORY_LAYOUT, drawings ? STORY_DRAWINGS : EMPTY_ANNOTATIONS);
  return (
    <div style={{ position: 'relative', width: 640, height: 420 }}>
      <NotesMenu notes={notes} saving={saving} onSave={onSave} onDiscard={onDiscard} />
    </div>
  );
}

const meta = {
  title: 'Workbench/NotesTool/NotesMenu',
  component: MenuWithEditor,
  tags: ['autodocs'],
  args: { saving: 'member', drawings: false, onSave: fn(), onDiscard: fn() },
  argTypes: {
    saving: {
      control: 'inline-radio',
      options: ['member', 'visitor', 'readOnly'],
      table: { category: 'State' },
    },
  },
} satisfies Meta<typeof MenuWithEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's menu with no drawings yet: every tool in the column. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const tools = within(canvasElement).getByRole('toolbar', { name: 'ChartNotes tools' });
    await expect(within(tools).getByRole('button', { name: 'Select' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** With a drawing of every tool. */
export const WithDrawings: Story = { args: { drawings: true } };

/** A visitor: closing offers to create an account. */
export const Visitor: Story = { args: { saving: 'visitor' } };

/** A chart of a read-only list: its drawings show but cannot be saved. */
export const ReadOnly: Story = { args: { saving: 'readOnly', drawings: true } };
