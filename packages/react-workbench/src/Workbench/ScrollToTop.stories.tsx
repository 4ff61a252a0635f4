import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WorkbenchRoot } from '../theme/Root';
import { ScrollToTop } from './ScrollToTop';

const meta = {
  title: 'Workbench/ScrollToTop',
  component: ScrollToTop,
  tags: ['autodocs'],
  render: () => (
    <WorkbenchRoot>
      <div style={{ height: '400vh', background: 'linear-gradient(#fff, #dde)' }}>A long page</div>
      <ScrollToTop />
    </WorkbenchRoot>
  ),
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page: no button. */
export const AtTop: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: 0 });
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('button', { name: 'Scroll To Top' })).toBeNull(),
    );
  },
};

/** Scrolled past half a window (spec 3 §9): the button shows, and takes the page back to the top. */
export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo({ top: window.innerHeight });
    const button = await within(canvasElement).findByRole('button', { name: 'Scroll To Top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('button', { name: 'Scroll To Top' })).toBeNull(),
    );
  },
};
