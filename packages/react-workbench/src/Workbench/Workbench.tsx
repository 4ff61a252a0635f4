import { useRef } from 'react';
import { adPlacement, isAnnotating, selectChartWidth, selectHasUnsavedWork } from '@chartbench/core';
import { AdSlot } from '../AdSlot/AdSlot';
import { ChartView } from '../ChartView/ChartView';
import { useWiredDialogs } from '../dialogs/wiredDialogs';
import { LowerBar } from '../LowerBar/LowerBar';
import { WiredModePanel } from '../modes/ModePanel/connected';
import { WiredNotifications } from '../modes/Notifications/connected';
import { ModalHost } from '../ModalHost/ModalHost';
import { RangeSlider } from '../RangeSlider/RangeSlider';
import { Toasts } from '../Toasts/Toasts';
import { Toolbar } from '../Toolbar/Toolbar';
import { WorkbenchRoot } from '../theme/Root';
import { useModes, useWorkbench } from '../WorkbenchProvider/WorkbenchProvider';
import { TodayProvider } from '../WorkbenchProvider/today';
import { Below, Blocked, ChartColumn, ChartRow, Main } from './Workbench.styles';
import { ScrollToTop } from './ScrollToTop';
import { useContainerWidth } from './useContainerWidth';
import { useHotkeys, type HotkeyScope } from './useHotkeys';
import { useIdlePreload } from './useIdlePreload';
import { useLeaveWarning } from './useLeaveWarning';

/** Props of {@link Workbench}. */
export interface WorkbenchProps {
  /** Accessible name of the workbench region. */
  readonly label?: string;
  /**
   * Where the hotkeys (history keys, Ctrl+S, typing a symbol) act: `'inside'` (default) only while focus is in
   * the workbench, so a host page's fields and shortcuts stay its own; `'page'` anywhere on the page (a page
   * that is the workbench); `'off'`. `true`/`false` are `'inside'`/`'off'`.
   */
  readonly hotkeys?: HotkeyScope | boolean;
  /** Today as YYYY-MM-DD, for range dates and the range slider; the store's clock decides when omitted. */
  readonly today?: string;
}

/**
 * The whole chart page: the notifications, the upper bar, the range slider above the chart, the chart with its
 * ad slots for visitors, the lower bar, the panel below the chart with its modes (Chart Settings by default,
 * spec 3 §2.2), dialogs and toasts. Place it inside a WorkbenchProvider; everything it draws is scoped under
 * its root element.
 */
export function Workbench({ label = 'Chart workbench', hotkeys = true, today }: WorkbenchProps) {
  const symbolInputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useHotkeys(symbolInputRef, rootRef, hotkeys === true ? 'inside' : hotkeys === false ? 'off' : hotkeys);
  useIdlePreload();
  const chartWidth = useWorkbench(selectChartWidth);
  const loggedIn = useWorkbench((state) => state.member !== null);
  const settingsShown = useModes((state) => state.active === 'chartSettings');
  // The layout follows the Workbench's own container (a host's column, a phone), not the window.
  const bodyWidth = useContainerWidth(rootRef);
  useLeaveWarning(useWorkbench(selectHasUnsavedWork));
  const ads = adPlacement(loggedIn, bodyWidth);
  const dialogs = useWiredDialogs();
  const modalOpen = useWorkbench((state) => state.modal !== null);
  // While annotating, every control that would change the chart or leave it is off (spec 2 §4); the notes tool,
  // toasts and dialogs stay usable.
  const annotating = useWorkbench((state) => isAnnotating(state.annotation));
  const blocked = annotating ? { inert: true, 'data-annotating': '' } : {};
  return (
    <TodayProvider today={today}>
      <WorkbenchRoot ref={rootRef} role="region" aria-label={label} data-chartbench="">
        <WiredNotifications />
        <Blocked {...blocked}>
          <Toolbar symbolInputRef={symbolInputRef} />
        </Blocked>
        <Main>
          {ads === 'above' && <AdSlot placement={ads} bodyWidth={bodyWidth} />}
          <ChartRow>
            <ChartColumn>
              {/* The slider shows while Chart Settings shows its start and end date fields (spec 2 §2). */}
              <Blocked {...blocked}>
                <RangeSlider chartWidth={chartWidth} datePickersShown={settingsShown} loggedIn={loggedIn} />
              </Blocked>
              <ChartView />
            </ChartColumn>
            {ads === 'beside' && <AdSlot placement={ads} bodyWidth={bodyWidth} />}
          </ChartRow>
        </Main>
        <Blocked {...blocked}>
          <LowerBar bodyWidth={bodyWidth} />
        </Blocked>
        <Below {...blocked}>
          <WiredModePanel />
        </Below>
        <ScrollToTop modalOpen={modalOpen} />
        <ModalHost dialogs={dialogs} />
        <Toasts />
      </WorkbenchRoot>
    </TodayProvider>
  );
}
