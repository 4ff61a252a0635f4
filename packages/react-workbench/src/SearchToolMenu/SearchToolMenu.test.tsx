import { screen, within } from '@testing-library/react';
import { SEARCH_TOOL_STORAGE_KEY } from '@chartbench/core';
import { createMemoryStorage } from '../WorkbenchProvider/browserPorts';
import { renderWithWorkbench } from '../test/renderWithWorkbench';
import { SearchToolMenu } from './SearchToolMenu';

function renderMenu(stored: string | null = null) {
  const storage = createMemoryStorage();
  if (stored !== null) storage.setItem(SEARCH_TOOL_STORAGE_KEY, stored);
  return { ...renderWithWorkbench(<SearchToolMenu />, { symbol: 'MSFT' }, { storage }), storage };
}

describe('spec 3 §2.13 search-tool dropdown', () => {
  it('SharpChart is the default; the dropdown lists the 11 tools for the symbol in new tabs', async () => {
    const { user } = renderMenu();
    expect(screen.getByRole('link', { name: 'SharpChart (default tool)' })).toHaveAttribute(
      'href',
      '/sc3/ui/?s=MSFT',
    );
    await user.click(screen.getByRole('button', { name: 'Search tools' }));
    // Menu entries that are links (anchors with the menu item role), each beside its Make default entry or alone.
    const links = within(screen.getByRole('menu', { name: 'Search tools' }))
      .getAllByRole('menuitem')
      .filter((entry) => entry.tagName === 'A');
    expect(links.map((link) => link.textContent)).toEqual([
      'Symbol Summary',
      'SharpChart',
      'ACP',
      'Point & Figure',
      'GalleryView',
      'Seasonality',
      'Options',
      'Interactive PerfChart',
      'CandleGlance',
      'RRG',
      'Symbol Lookup',
    ]);
    expect(links[9]).toHaveAttribute('href', '/freecharts/rrg/?b=$SPX&p=w&y=1&t=10&f=tail,d&s=MSFT');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('only the first five can be made the default, which is stored', async () => {
    const { user, storage } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Search tools' }));
    expect(screen.getAllByRole('menuitem', { name: /^Make default: / })).toHaveLength(5);
    expect(screen.getByRole('menuitem', { name: 'Make default: SharpChart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Make default: ACP' }));
    expect(storage.getItem(SEARCH_TOOL_STORAGE_KEY)).toBe('acp');
    expect(screen.getByRole('link', { name: 'ACP (default tool)' })).toHaveAttribute('href', '/acp/?s=MSFT');
    expect(screen.getByRole('menuitem', { name: 'Make default: ACP' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it.each(['rrg', '5acp'])('a stored %s is removed and SharpChart used', (stored) => {
    const { storage } = renderMenu(stored);
    expect(screen.getByRole('link', { name: 'SharpChart (default tool)' })).toBeInTheDocument();
    expect(storage.getItem(SEARCH_TOOL_STORAGE_KEY)).toBeNull();
  });
});
