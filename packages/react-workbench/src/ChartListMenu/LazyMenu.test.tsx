import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, vi } from 'vitest';
import { isLeftToHotkeys } from '../Workbench/leaveToHotkeys';
import { LazyMenu } from './LazyMenu';

/** 500 ChartLists, the most a member may have. */
const LISTS = Array.from({ length: 500 }, (_, index) => ({ value: index + 1, label: `List ${index + 1}` }));

function renderMenu(selected: number | null = null) {
  const onChoose = vi.fn();
  render(
    <LazyMenu
      label="ChartList"
      buttonText="Select a ChartList"
      status="loaded"
      items={LISTS}
      selected={selected}
      emptyText="No ChartLists yet"
      failedText="Failed"
      onOpen={() => undefined}
      onChoose={onChoose}
    />,
  );
  return { onChoose, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('menu', { name: 'ChartList' })).getAllByRole('menuitemradio');

describe('issue 19: a menu of 500 ChartLists is virtual', () => {
  // jsdom lays nothing out, and a virtual list with no room draws every row: the menu gets a popup's size
  // (15 rows of 28 px, 14rem), as React Aria's testing guide does for its Virtualizer.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(420);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(224);
    return () => vi.restoreAllMocks();
  });

  it('opens with a bounded number of rows, each saying its place among all 500', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'ChartList: Select a ChartList' }));
    expect(rows().length).toBeGreaterThan(0);
    expect(rows().length).toBeLessThanOrEqual(40);
    expect(rows()[0]).toHaveFocus();
    expect(rows()[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows()[0]).toHaveAttribute('aria-setsize', '500');
  });

  it('the keyboard reaches the last list and chooses it', async () => {
    const { user, onChoose } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'ChartList: Select a ChartList' }));
    await user.keyboard('{End}');
    const last = screen.getByRole('menuitemradio', { name: 'List 500' });
    expect(last).toHaveFocus();
    expect(last).toHaveAttribute('aria-posinset', '500');
    expect(rows().length).toBeLessThanOrEqual(40);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'List 499' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(500);
  });

  it('opens on the checked list, however far down', async () => {
    const { user } = renderMenu(321);
    await user.click(screen.getByRole('button', { name: 'ChartList: Select a ChartList' }));
    const checked = screen.getByRole('menuitemradio', { name: 'List 321' });
    expect(checked).toHaveFocus();
    expect(checked).toHaveAttribute('aria-checked', 'true');
  });
});

describe('spec 2 §4 the arrows on a ChartList or Chart button walk the list', () => {
  it('plain Up and Down do not open the menu and reach the page as unhandled hotkeys; Enter opens it', async () => {
    const { user } = renderMenu();
    const seen: { key: string; handled: boolean }[] = [];
    const listen = (event: KeyboardEvent) => seen.push({ key: event.key, handled: isLeftToHotkeys(event) });
    document.addEventListener('keydown', listen);
    try {
      screen.getByRole('button', { name: 'ChartList: Select a ChartList' }).focus();
      await user.keyboard('{ArrowDown}{ArrowUp}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(seen).toEqual([
        { key: 'ArrowDown', handled: true },
        { key: 'ArrowUp', handled: true },
      ]);
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('menu', { name: 'ChartList' })).toBeInTheDocument();
    } finally {
      document.removeEventListener('keydown', listen);
    }
  });
});
