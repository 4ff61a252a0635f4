import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavMenu, type NavMenuProps } from './NavMenu';

const meta = {
  title: 'Site/SiteNavigation/NavMenu',
  component: NavMenu,
  tags: ['autodocs'],
  args: {
    title: 'Charts & Tools',
    links: [
      { title: 'SharpCharts', path: '#sharpcharts', isMembersOnly: false },
      { title: 'PerfCharts', path: '#perfcharts', isMembersOnly: false },
    ],
  },
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0 }}>
      <NavMenu {...args} />
    </ul>
  ),
} satisfies Meta<NavMenuProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only its button. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Charts & Tools/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Opened by its button; Escape closes it and gives focus back to the button. */
export const OpenThenEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Charts & Tools/ });
    await userEvent.click(button);
    // React Aria shows the popover once it has placed it, a frame after the click.
    await waitFor(() => expect(canvas.getByRole('menu', { name: 'Charts & Tools' })).toBeVisible());
    await expect(canvas.getByRole('menuitem', { name: 'SharpCharts' })).toHaveAttribute(
      'href',
      '#sharpcharts',
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menuitem', { name: 'SharpCharts' })).toBeNull();
    // React Aria gives the focus back in the frame after the menu closes.
    await waitFor(() => expect(button).toHaveFocus());
  },
};
