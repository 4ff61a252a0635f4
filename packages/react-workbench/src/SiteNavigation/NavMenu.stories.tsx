import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NavMenu, type NavMenuProps } from './NavMenu';

const meta = {
  title: 'Site/SiteNavigation/NavMenu',
  component: NavMenu,
  tags: ['autodocs'],
  args: {
    title: 'Charts & Tools',
    children: (
      <>
        <li>
          <a href="#sharpcharts">SharpCharts</a>
        </li>
        <li>
          <a href="#perfcharts">PerfCharts</a>
        </li>
      </>
    ),
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
    await expect(canvas.getByRole('link', { name: 'SharpCharts' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('link', { name: 'SharpCharts' })).toBeNull();
    await expect(button).toHaveFocus();
  },
};
