import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { MenuButton, MenuEntry, MenuList } from './index';

function HelpMenu() {
  return (
    <MenuButton label="Help" button={<Button>Help ▾</Button>}>
      <MenuList>
        <MenuEntry id="center">Help Center</MenuEntry>
        <MenuEntry id="support">Technical Support</MenuEntry>
      </MenuList>
    </MenuButton>
  );
}

/** A scroll of the page, as the browser reports it: a frame after the page moved. */
const scrollThePage = () => act(() => void window.dispatchEvent(new Event('scroll')));

describe('MenuButton', () => {
  it('opens its menu on a click, named by its label', async () => {
    const user = userEvent.setup();
    render(<HelpMenu />);
    await user.click(screen.getByRole('button', { name: 'Help ▾' }));
    expect(screen.getByRole('menu', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      'Help Center',
      'Technical Support',
    ]);
  });

  it('stays open when the scroll that came before the click is reported just after it opened', async () => {
    const user = userEvent.setup();
    render(<HelpMenu />);
    // The scroll is reported in the same instant the menu opened: on a loaded machine the click alone once took
    // longer than the grace, so the clock the menu reads stands still from the click to the scroll.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(performance.now());
    try {
      await user.click(screen.getByRole('button', { name: 'Help ▾' }));
      scrollThePage();
    } finally {
      clock.mockRestore();
    }
    expect(screen.getByRole('menu', { name: 'Help' })).toBeInTheDocument();
  });

  it('closes on a scroll of the page once it has been open a while', async () => {
    const user = userEvent.setup();
    render(<HelpMenu />);
    await user.click(screen.getByRole('button', { name: 'Help ▾' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    scrollThePage();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
