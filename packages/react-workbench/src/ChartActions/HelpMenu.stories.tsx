import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HELP_LINKS } from '@chartbench/core';
import { HelpMenu } from './HelpMenu';

const meta = {
  title: 'Workbench/ChartActions/HelpMenu',
  component: HelpMenu,
  tags: ['autodocs'],
  args: { links: HELP_LINKS },
} satisfies Meta<typeof HelpMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the Help button. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu', { name: 'Help' })).toBeNull();
  },
};

/** Open: the help links, opening in a new tab; the first takes focus and Escape closes back to the button. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Help' });
    await userEvent.click(button);
    // Menu entries that are links: anchors with the menu item role.
    const links = within(canvas.getByRole('menu', { name: 'Help' })).getAllByRole('menuitem');
    await expect(links).toHaveLength(HELP_LINKS.length);
    await expect(links[0]).toHaveFocus();
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu', { name: 'Help' })).toBeNull();
    // React Aria gives the focus back in the frame after the menu closes.
    await waitFor(() => expect(button).toHaveFocus());
  },
};
