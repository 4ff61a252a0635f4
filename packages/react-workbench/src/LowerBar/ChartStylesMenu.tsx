import { itemsOf } from '@chartbench/core';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { MenuGroup, MenuItem, MenuNote, MenuSubItem } from './LowerBar.styles';

/**
 * The entries of the ChartStyles menu: the member's ChartStyles by name, or why there are none (loading,
 * failed, none saved), and the ChartStyle being viewed with whether it has unsaved changes (spec 2 §4). Choosing a
 * name applies it to the chart being viewed; beside each name, Rename, Delete and
 * StyleButton open their dialogs on that style (spec 3 §2.14, the style as the modal's target).
 */
export function ChartStylesMenuItems({ close }: { close: () => void }) {
  const styles = useWorkbench((state) => state.memberData.chartStyles);
  const viewed = useWorkbench((state) => state.viewedStyle);
  const unsaved = useWorkbench((state) => state.styleUnsavedChanges);
  const actions = useWorkbenchActions();
  if (styles.status === 'loading' && itemsOf(styles).length === 0)
    return (
      // A disabled entry, so the menu is never empty (a menu must hold items).
      <MenuNote role="menuitem" aria-disabled="true" tabIndex={-1}>
        Loading ChartStyles…
      </MenuNote>
    );
  if (styles.status === 'failed') {
    return (
      <MenuItem role="menuitem" tabIndex={-1} onClick={() => void actions.loadChartStyles(true)}>
        Failed to load ChartStyles. Try Again
      </MenuItem>
    );
  }
  if (itemsOf(styles).length === 0)
    return (
      <MenuNote role="menuitem" aria-disabled="true" tabIndex={-1}>
        You have no saved ChartStyles.
      </MenuNote>
    );
  const open = (
    id: 'editChartStyleName' | 'deleteChartStyle' | 'chartStyleButton',
    target: { styleRecid?: number; slot?: number },
  ) => {
    close();
    actions.openModal(id, undefined, target);
  };
  return (
    <>
      {viewed && (
        <MenuNote role="none" aria-live="polite">
          Viewing {viewed.name}: {unsaved ? 'unsaved changes' : 'no unsaved changes'}
        </MenuNote>
      )}
      {itemsOf(styles).map((style) => (
        <MenuGroup key={style.recid} role="group" aria-label={style.name}>
          <MenuItem
            as="span"
            role="menuitem"
            tabIndex={-1}
            aria-current={viewed?.recid === style.recid ? 'true' : undefined}
            onClick={() => {
              close();
              void actions.applyChartStyle(style);
            }}
          >
            {style.name}
          </MenuItem>
          <MenuSubItem
            role="menuitem"
            tabIndex={-1}
            aria-label={`Rename ${style.name}`}
            onClick={() => open('editChartStyleName', { styleRecid: style.recid })}
          >
            Rename
          </MenuSubItem>
          <MenuSubItem
            role="menuitem"
            tabIndex={-1}
            aria-label={`Delete ${style.name}`}
            onClick={() => open('deleteChartStyle', { styleRecid: style.recid })}
          >
            Delete
          </MenuSubItem>
          <MenuSubItem
            role="menuitem"
            tabIndex={-1}
            aria-label={`StyleButton for ${style.name}`}
            onClick={() =>
              open('chartStyleButton', style.buttonIndex >= 0 ? { slot: style.buttonIndex } : {})
            }
          >
            StyleButton
          </MenuSubItem>
        </MenuGroup>
      ))}
    </>
  );
}
