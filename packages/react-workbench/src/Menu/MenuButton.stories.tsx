import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActionButton } from '../ChartActions/ChartActions.styles';
import { WorkbenchRoot } from '../theme/Root';
import { MenuButton } from './MenuButton';
import { MenuList } from './MenuList';
import { MenuEntry, MenuNote } from './Menu.styles';

interface Args {
  readonly entries: readonly string[];
  readonly placement: 'bottom start' | 'bottom end' | 'top start';
  readonly onAction: (entry: string) => void;
  readonly onOpenChange: (open: boolean) => void;
}

/** A menu of the lower bar or the site bar: MenuButton with its MenuList of entries. */
function HelpMenu({ entries, placement, onAction, onOpenChange }: Args) {
  return (
    <WorkbenchRoot style={{ padding: 16, minHeight: 220 }}>
      <MenuButton
        label="Help"
        placement={placement}
        onOpenChange={onOpenChange}
        button={<ActionButton as={Button}>Help ▾</ActionButton>}
      >
        <MenuList onAction={(key) => onAction(String(key))}>
          {entries.length === 0 ? (
            <MenuEntry id="none" isDisabled textValue="Nothing here yet">
              <MenuNote>Nothing here yet</MenuNote>
            </MenuEntry>
          ) : (
            entries.map((entry) => (
              <MenuEntry key={entry} id={entry}>
                {entry}
              </MenuEntry>
            ))
          )}
        </MenuList>
      </MenuButton>
    </WorkbenchRoot>
  );
}

const meta = {
  title: 'Parts/MenuButton',
  component: HelpMenu,
  tags: ['autodocs'],
  args: {
    entries: ['Help Center', 'Technical Support', 'Interactive Tour'],
    placement: 'bottom start',
    onAction: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    entries: { table: { category: 'Content' } },
    placement: {
      control: 'select',
      options: ['bottom start', 'bottom end', 'top start'],
      table: { category: 'Layout' },
    },
  },
} satisfies Meta<typeof HelpMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const helpButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Help ▾' });

/** Closed: only the button, which says it opens a menu. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(helpButton(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Open: the menu is named by the button's label, its first entry has the focus. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(helpButton(canvasElement));
    const menu = within(canvasElement).getByRole('menu', { name: 'Help' });
    await expect(within(menu).getByRole('menuitem', { name: 'Help Center' })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** The keyboard: Down moves, Enter chooses and closes, and the focus is back on the button. */
export const ChosenWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    helpButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('Technical Support');
    await expect(within(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
    // React Aria gives the focus back in the frame after the menu closes.
    await waitFor(() => expect(helpButton(canvasElement)).toHaveFocus());
  },
};

/** Escape closes the menu and gives the focus back to its button. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(helpButton(canvasElement));
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
    // React Aria gives the focus back in the frame after the menu closes.
    await waitFor(() => expect(helpButton(canvasElement)).toHaveFocus());
  },
};

/** Empty: a menu with nothing to offer yet says so in a disabled entry. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(helpButton(canvasElement));
    await expect(within(canvasElement).getByRole('menuitem', { name: 'Nothing here yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
