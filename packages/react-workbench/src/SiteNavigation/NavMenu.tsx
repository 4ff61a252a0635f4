import { Button } from 'react-aria-components';
import type { SiteLink } from '@chartbench/core';
import { ActionButton } from '../ChartActions/ChartActions.styles';
import { MenuButton, MenuEntry, MenuList } from '../Menu/index';

/** Props of {@link NavMenu}. */
export interface NavMenuProps {
  readonly title: string;
  /** The menu's entries: links to the site's pages. */
  readonly links: readonly SiteLink[];
}

/**
 * A dropdown of the site navigation (spec 3 §2.13: dropdowns toggle and close on outside click), a menu of
 * links on React Aria's menu (see {@link MenuButton}); Escape closes it and returns focus to its button.
 */
export function NavMenu({ title, links }: NavMenuProps) {
  return (
    <MenuButton anchor="li" label={title} button={<ActionButton as={Button}>{title} ▾</ActionButton>}>
      <MenuList items={links.map((link) => ({ ...link, id: link.path + link.title }))}>
        {(link) => (
          <MenuEntry id={link.id} href={link.path}>
            {link.title}
          </MenuEntry>
        )}
      </MenuList>
    </MenuButton>
  );
}
