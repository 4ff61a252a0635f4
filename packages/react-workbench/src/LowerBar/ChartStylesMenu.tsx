import { useId } from 'react';
import { itemsOf } from '@chartbench/core';
import { MenuEntry, MenuRow, MenuSubEntry } from '../Menu/index';
import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';

/**
 * The entries of the ChartStyles menu (inside its React Aria `Menu`): the member's ChartStyles by name, or why
 * there are none (loading, failed, none saved), and the ChartStyle being viewed with whether it has unsaved
 * changes (spec 2 §4). Choosing a name applies it to the chart being viewed; beside each name, Rename, Delete
 * and StyleButton open their dialogs on that style (spec 3 §2.14, the style as the modal's target). Choosing
 * closes the menu (React Aria does), except Try Again, which leaves it open on the reload.
 */
export function ChartStylesMenuItems() {
  const styles = useWorkbench((state) => state.memberData.chartStyles);
  const viewed = useWorkbench((state) => state.viewedStyle);
  const unsaved = useWorkbench((state) => state.styleUnsavedChanges);
  const actions = useWorkbenchActions();
  const viewingId = useId();
  // Disabled entries, so the menu is never empty (a menu must hold items) and says why there are no styles.
  if (styles.status === 'loading' && itemsOf(styles).length === 0)
    return (
      <MenuEntry key="loading" id="loading" isDisabled>
        Loading ChartStyles…
      </MenuEntry>
    );
  if (styles.status === 'failed') {
    return (
      <MenuEntry
        key="retry"
        id="retry"
        shouldCloseOnSelect={false}
        onAction={() => void actions.loadChartStyles(true)}
      >
        Failed to load ChartStyles. Try Again
      </MenuEntry>
    );
  }
  if (itemsOf(styles).length === 0)
    return (
      <MenuEntry key="none" id="none" isDisabled>
        You have no saved ChartStyles.
      </MenuEntry>
    );
  const open = (
    id: 'editChartStyleName' | 'deleteChartStyle' | 'chartStyleButton',
    target: { styleRecid?: number; slot?: number },
  ) => actions.openModal(id, undefined, target);
  return (
    <>
      {viewed && (
        <MenuEntry id="viewing" isDisabled textValue={viewed.name}>
          <span id={viewingId}>
            Viewing {viewed.name}: {unsaved ? 'unsaved changes' : 'no unsaved changes'}
          </span>
        </MenuEntry>
      )}
      {itemsOf(styles).map((style) => {
        const current = viewed?.recid === style.recid;
        return (
          <MenuRow key={style.recid} id={`style-${style.recid}`} aria-label={style.name}>
            <MenuEntry
              id={`apply-${style.recid}`}
              // The viewed style's entry is described by the Viewing line above (and drawn bold).
              aria-describedby={current ? viewingId : undefined}
              data-current={current || undefined}
              onAction={() => void actions.applyChartStyle(style)}
            >
              {style.name}
            </MenuEntry>
            <MenuSubEntry
              id={`rename-${style.recid}`}
              aria-label={`Rename ${style.name}`}
              onAction={() => open('editChartStyleName', { styleRecid: style.recid })}
            >
              Rename
            </MenuSubEntry>
            <MenuSubEntry
              id={`delete-${style.recid}`}
              aria-label={`Delete ${style.name}`}
              onAction={() => open('deleteChartStyle', { styleRecid: style.recid })}
            >
              Delete
            </MenuSubEntry>
            <MenuSubEntry
              id={`button-${style.recid}`}
              aria-label={`StyleButton for ${style.name}`}
              onAction={() =>
                open('chartStyleButton', style.buttonIndex >= 0 ? { slot: style.buttonIndex } : {})
              }
            >
              StyleButton
            </MenuSubEntry>
          </MenuRow>
        );
      })}
    </>
  );
}
