import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { SearchTool } from '@chartbench/core';
import { SEARCH_TOOLS, loadDefaultSearchTool, searchToolUrl, storeDefaultSearchTool } from '@chartbench/core';
import { ActionButton } from '../ChartActions/ChartActions.styles';
import { MenuButton, MenuEntry, MenuList, MenuRow, MenuSubEntry } from '../Menu/index';
import { useWorkbench, useWorkbenchPorts } from '../WorkbenchProvider/WorkbenchProvider';
import { Wrap } from './SearchToolMenu.styles';

/** Props of {@link SearchToolMenu}. */
export interface SearchToolMenuProps {
  /** The tools offered; the product's 11 when omitted. */
  readonly tools?: readonly SearchTool[];
}

/**
 * The search-tool dropdown beside the symbol input (spec 3 §2.13): the default tool opens the chart's symbol
 * in a new tab, and the dropdown, a menu (React Aria's, see {@link MenuButton}), lists every tool (Symbol
 * Summary ... Symbol Lookup) as a link to a new tab. The first five may be made the default, from an entry
 * beside their link that leaves the menu open; the choice is stored locally and a bad stored value is removed
 * when read (core's rule).
 */
export function SearchToolMenu({ tools = SEARCH_TOOLS }: SearchToolMenuProps) {
  const { storage } = useWorkbenchPorts();
  const symbol = useWorkbench((state) => state.chart.symbol);
  // Read once per mount: reading removes a bad stored value, which is a write.
  const [defaultTool, setDefaultTool] = useState<SearchTool>(() => loadDefaultSearchTool(storage));
  const makeDefault = (tool: SearchTool) => {
    if (storeDefaultSearchTool(storage, tool)) setDefaultTool(tool);
  };
  const symbols = symbol.split(',');

  return (
    <Wrap>
      <ActionButton
        as="a"
        href={searchToolUrl(defaultTool, symbols)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${defaultTool.title} (default tool)`}
      >
        {defaultTool.title}
      </ActionButton>
      <MenuButton
        label="Search tools"
        button={
          <ActionButton as={Button} aria-label="Search tools">
            ▾
          </ActionButton>
        }
      >
        <MenuList>
          {tools.map((tool) => (
            <MenuRow key={tool.id} id={tool.id} aria-label={tool.title}>
              <MenuEntry
                id={`open-${tool.id}`}
                href={searchToolUrl(tool, symbols)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {tool.title}
              </MenuEntry>
              {tool.canBeDefault && (
                <MenuSubEntry
                  id={`default-${tool.id}`}
                  aria-label={`Make default: ${tool.title}`}
                  isDisabled={tool.id === defaultTool.id}
                  shouldCloseOnSelect={false}
                  onAction={() => makeDefault(tool)}
                >
                  {tool.id === defaultTool.id ? 'Default' : 'Make default'}
                </MenuSubEntry>
              )}
            </MenuRow>
          ))}
        </MenuList>
      </MenuButton>
    </Wrap>
  );
}
