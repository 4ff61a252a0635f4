import { useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { MenuItem, MenuNote } from './LowerBar.styles';

/**
 * The entries of the ChartStyles menu: the member's ChartStyles by name, or why there are none (loading,
 * failed, none saved). Choosing one applies it to the chart being viewed.
 */
export function ChartStylesMenuItems({ close }: { close: () => void }) {
  const styles = useWorkbench((state) => state.memberData.chartStyles);
  const actions = useWorkbenchActions();
  if (styles.status === 'loading') return <MenuNote role="none">Loading ChartStyles…</MenuNote>;
  if (styles.status === 'failed') {
    return (
      <MenuItem role="menuitem" tabIndex={-1} onClick={() => void actions.loadChartStyles(true)}>
        Failed to load ChartStyles. Try Again
      </MenuItem>
    );
  }
  if (styles.items.length === 0) return <MenuNote role="none">You have no saved ChartStyles.</MenuNote>;
  return (
    <>
      {styles.items.map((style) => (
        <MenuItem
          key={style.recid}
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            close();
            void actions.applyChartStyle(style);
          }}
        >
          {style.name}
        </MenuItem>
      ))}
    </>
  );
}
