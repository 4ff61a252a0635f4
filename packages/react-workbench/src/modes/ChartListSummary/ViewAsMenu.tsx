import { viewAsEntries, type ChartList, type Member } from '@chartbench/core';
import { Disclosure } from '../shared/Disclosure';
import { MenuList } from './ChartListSummary.styles';

/** Props of {@link ViewAsMenu}. */
export interface ViewAsMenuProps {
  readonly list: ChartList;
  readonly member: Member | null;
  /** A chart's record id, added to each link. */
  readonly recid?: number;
  readonly onCreateAccount: () => void;
}

/** The View As dropdown (spec 3 §2.12): /panels/ links, Edit disabled for read-only lists, visitors prompted. */
export function ViewAsMenu({ list, member, recid, onCreateAccount }: ViewAsMenuProps) {
  return (
    <Disclosure label="View As">
      <MenuList>
        {viewAsEntries(list, member, recid).map((entry) => (
          <li key={entry.viewType}>
            {entry.action.kind === 'link' ? (
              <a href={entry.action.href}>{entry.title}</a>
            ) : (
              <button type="button" disabled={entry.action.kind === 'disabled'} onClick={onCreateAccount}>
                {entry.title}
              </button>
            )}
          </li>
        ))}
      </MenuList>
    </Disclosure>
  );
}
