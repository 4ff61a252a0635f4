import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fireEvent, within } from 'storybook/test';
import { ModalHost } from '../ModalHost/ModalHost';
import { STORY_APIS, StoryWorkbench } from '../test/StoryWorkbench';
import type { MemberName } from '../test/members';
import { MEMBERS } from '../test/members';
import { Frame } from './ChartView.styles';
import { ResizeHandle } from './ResizeHandle';

type Args = { member: MemberName };

/** A 600 × 300 stand-in for the chart image, with the handle at its corner as ChartView places it. */
function ChartWithHandle() {
  const imageRef = useRef<HTMLImageElement>(null);
  return (
    <Frame>
      <img
        ref={imageRef}
        alt="Chart"
        width={600}
        height={300}
        style={{ display: 'block', background: '#eef' }}
        src="data:image/gif;base64,R0lGODlhAQABAAAAACw="
      />
      <ResizeHandle imageRef={imageRef} />
    </Frame>
  );
}

const meta = {
  title: 'Workbench/ChartView/ResizeHandle',
  tags: ['autodocs'],
  args: { member: 'visitor' },
  argTypes: { member: { control: 'select', options: Object.keys(MEMBERS), table: { category: 'Member' } } },
  render: ({ member }) => (
    <StoryWorkbench
      key={member}
      api={STORY_APIS.offline()}
      options={{ symbol: 'AAPL', member: MEMBERS[member] }}
    >
      <ChartWithHandle />
      <ModalHost />
    </StoryWorkbench>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const handleIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('separator', { name: 'Resize chart' });

/** spec 1 §4.5: a visitor pressing the handle is asked to create an account; nothing is dragged. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.pointerDown(handleIn(canvasElement), { button: 0, clientX: 600, clientY: 300, pointerId: 1 });
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create Account' }),
    ).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('status', { name: 'New chart size' })).toBeNull();
  },
};

/** A member drags: the outline shows the new size while dragging and goes on release. */
export const MemberDragging: Story = {
  args: { member: 'pro' },
  play: async ({ canvasElement }) => {
    const handle = handleIn(canvasElement);
    fireEvent.pointerDown(handle, { button: 0, clientX: 600, clientY: 300, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 700, clientY: 360, pointerId: 1 });
    await expect(
      await within(canvasElement).findByRole('status', { name: 'New chart size' }),
    ).toHaveTextContent('700 × 360');
    fireEvent.pointerUp(handle, { clientX: 700, clientY: 360, pointerId: 1 });
    await expect(within(canvasElement).queryByRole('status', { name: 'New chart size' })).toBeNull();
  },
};
