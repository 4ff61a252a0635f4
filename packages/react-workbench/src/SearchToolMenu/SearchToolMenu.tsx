import { useEffect, useId, useRef, useState } from 'react';
import type { SearchTool } from '@chartbench/core';
import { SEARCH_TOOLS, loadDefaultSearchTool, searchToolUrl, storeDefaultSearchTool } from '@chartbench/core';
import { ActionButton } from '../ChartActions/ChartActions.styles';
import { useWorkbench, useWorkbenchPorts } from '../WorkbenchProvider/WorkbenchProvider';
import { DefaultButton, ToolList, ToolRow, Wrap } from './SearchToolMenu.styles';

/** Props of {@link SearchToolMenu}. */
export interface SearchToolMenuProps {
  /** The tools offered; the product's 11 when omitted. */
  readonly tools?: readonly SearchTool[];
}

/**
 * The search-tool dropdown beside the symbol input (spec 3 §2.13): the default tool opens the chart's symbol
 * in a new tab, and the dropdown lists every tool (Symbol Summary ... Symbol Lookup). The first five may be
 * made the default, which is stored locally; a bad stored value is removed when read (core's rule).
 */
export function SearchToolMenu({ tools = SEARCH_TOOLS }: SearchToolMenuProps) {
  const { storage } = useWorkbenchPorts();
  const symbol = useWorkbench((state) => state.chart.symbol);
  // Read once per mount: reading removes a bad stored value, which is a write.
  const [defaultTool, setDefaultTool] = useState<SearchTool>(() => loadDefaultSearchTool(storage));
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const makeDefault = (tool: SearchTool) => {
    if (storeDefaultSearchTool(storage, tool)) setDefaultTool(tool);
  };
  const symbols = symbol.split(',');

  return (
    <Wrap ref={wrap} onKeyDown={(event) => open && event.key === 'Escape' && setOpen(false)}>
      <ActionButton
        as="a"
        href={searchToolUrl(defaultTool, symbols)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${defaultTool.title} (default tool)`}
      >
        {defaultTool.title}
      </ActionButton>
      <ActionButton
        type="button"
        aria-label="Search tools"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        ▾
      </ActionButton>
      {open && (
        <ToolList id={id} aria-label="Search tools">
          {tools.map((tool) => (
            <ToolRow key={tool.id}>
              <a href={searchToolUrl(tool, symbols)} target="_blank" rel="noopener noreferrer">
                {tool.title}
              </a>
              {tool.canBeDefault && (
                <DefaultButton
                  type="button"
                  aria-label={`Make default: ${tool.title}`}
                  aria-pressed={tool.id === defaultTool.id}
                  disabled={tool.id === defaultTool.id}
                  onClick={() => makeDefault(tool)}
                >
                  {tool.id === defaultTool.id ? 'Default' : 'Make default'}
                </DefaultButton>
              )}
            </ToolRow>
          ))}
        </ToolList>
      )}
    </Wrap>
  );
}
