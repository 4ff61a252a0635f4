import { Button } from 'react-aria-components';
import type { SiteLink } from '@chartbench/core';
import { MenuButton, MenuEntry, MenuList } from '../Menu/index';
import { ActionButton } from './ChartActions.styles';

/** Props of {@link HelpMenu}. */
export interface HelpMenuProps {
  readonly links: readonly SiteLink[];
}

/**
 * The upper bar's help menu (spec 3 §2.13): a button that opens a menu of the help links, each opening in a new
 * tab; Escape or a click outside closes it (React Aria's menu, see {@link MenuButton}).
 */
export function HelpMenu({ links }: HelpMenuProps) {
  return (
    <MenuButton label="Help" button={<ActionButton as={Button}>Help</ActionButton>} placement="bottom end">
      <MenuList items={links}>
        {(link) => (
          <MenuEntry id={link.path} href={link.path} target="_blank" rel="noopener noreferrer">
            {link.title}
          </MenuEntry>
        )}
      </MenuList>
    </MenuButton>
  );
}
