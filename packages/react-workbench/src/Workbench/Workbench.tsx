import { memo, useCallback, useEffect, useRef } from 'react';
import type { AdProvider } from '@chartbench/core';
import { chartAlignment, isAnnotating, selectChartWidth, selectHasUnsavedWork } from '@chartbench/core';
import { AdSlot } from '../AdSlot/AdSlot';
import { ChartView } from '../ChartView/ChartView';
import { useWiredDialogs } from '../dialogs/wiredDialogs';
import { LowerBar } from '../LowerBar/LowerBar';
import { WiredModePanel } from '../modes/ModePanel/connected';
import { WiredNotifications } from '../modes/Notifications/connected';
import { ModalHost } from '../ModalHost/ModalHost';
import { RangeSlider } from '../RangeSlider/RangeSlider';
import { SignUpPrompt } from '../SignUpPrompt/SignUpPrompt';
import { Toasts } from '../Toasts/Toasts';
import { Toolbar } from '../Toolbar/Toolbar';
import { WorkbenchRoot } from '../theme/Root';
import { useModes, useWorkbench, useWorkbenchActions } from '../WorkbenchProvider/WorkbenchProvider';
import { TodayProvider } from '../WorkbenchProvider/today';
import { Below, Blocked, ChartColumn, ChartRow, Main } from './Workbench.styles';
import { ScrollToTop } from './ScrollToTop';
import { useAds } from './useAds';
import { useStartupTour } from './useStartupTour';
import { useContainerWidth } from './useContainerWidth';
import { useMounted } from './useMounted';
import { useHotkeys, type HotkeyScope } from './useHotkeys';
import { useIdlePreload } from './useIdlePreload';
import { useLeaveWarning } from './useLeaveWarning';
import { DEFAULT_HEADING_LEVEL, HeadingLevelProvider } from '../theme/headings';
import { INERT } from '../theme/inert';

/*
 * The Workbench renders again at every pixel its container's width changes (a window dragged wider, a phone
 * turned), for the parts laid out by width: the ad slots, the lower bar, the chart size's breakpoint. The rest
 * takes no width and reads the store itself, so it is kept from re-rendering with it: without this, each step of
 * a resize re-rendered the whole page: a 20 px step took a median of 128 ms in the built demo, 15 ms this way
 * (`npm run bench -- startup`).
 */
const StillToolbar = memo(Toolbar);
const StillRangeSlider = memo(RangeSlider);
const StillChartView = memo(ChartView);
const StillModePanel = memo(WiredModePanel);
const StillNotifications = memo(WiredNotifications);
const StillToasts = memo(Toasts);
const StillSignUpPrompt = memo(SignUpPrompt);

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
  /**
   * Ads for visitors (spec 3 §1, §9): the slots around the chart and the final sign-up element, shown once the
   * chart has loaded. On by default; `false` turns them all off (a host page with its own ads, or none).
   */
  readonly ads?: boolean;
  /**
   * The third-party ad provider that fills the slots; without one each slot is a labelled placeholder of its
   * size. Read once, when the Workbench mounts.
   */
  readonly adProvider?: AdProvider | null;
  /**
   * Opens the start-up tour pages (spec 3 §4: pages 7-9) once per browser after the chart has loaded, where the
   * tour may show (767 px or more). Off by default: a host turns it on for the visitors it wants to welcome.
   */
  readonly startupTour?: boolean;
  /**
   * The level of the workbench's top headings (a mode's title, a dialog's title, the invalid-symbol screen), so
   * they continue the host page's outline; headings inside them (a Symbol Summary section) go one level deeper.
   * Default 2 (under the page's h1); kept within h1..h6.
   */
  readonly headingLevel?: number;
}

/**
 * The whole chart page: the notifications, the upper bar, the range slider above the chart, the chart with its
 * ad slots for visitors (once the chart has loaded), the lower bar, the panel below the chart with its modes (Chart Settings by default,
 * spec 3 §2.2), the sign-up element for visitors, dialogs and toasts. Place it inside a WorkbenchProvider; everything it draws is scoped under
 * its root element, which carries `data-ready` once the Workbench is mounted in the browser and answers input (a
 * page rendered on the server shows it before that). A server render leaves out the panel below the chart, which is
 * below the fold; the browser draws it once mounted.
 */
export function Workbench({
  label = 'Chart workbench',
  hotkeys = true,
  today,
  ads = true,
  adProvider = null,
  startupTour = false,
  headingLevel = DEFAULT_HEADING_LEVEL,
}: WorkbenchProps) {
  const symbolInputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useHotkeys(symbolInputRef, rootRef, hotkeys === true ? 'inside' : hotkeys === false ? 'off' : hotkeys);
  useIdlePreload();
  const chartWidth = useWorkbench(selectChartWidth);
  const loggedIn = useWorkbench((state) => state.member !== null);
  const settingsShown = useModes((state) => state.active === 'chartSettings');
  // The layout follows the Workbench's own container (a host's column, a phone), not the window.
  const bodyWidth = useContainerWidth(rootRef);
  const mounted = useMounted();
  const actions = useWorkbenchActions();
  // The store sizes the chart by this width's breakpoint while Auto-Size Charts is on (spec 1 §2.4, §4.6).
  useEffect(() => actions.setBodyWidth(bodyWidth), [actions, bodyWidth]);
  const alignment = useWorkbench((state) =>
    chartAlignment(state.preferences.chartLeftAligned, state.member !== null),
  );
  useLeaveWarning(useWorkbench(selectHasUnsavedWork));
  const { layout: adSlots, load: adLoad, retry: retryAds } = useAds(ads, bodyWidth, adProvider);
  const { openModal } = actions;
  const createAccount = useCallback(() => openModal('createAccount'), [openModal]);
  useStartupTour(startupTour, bodyWidth);
  const dialogs = useWiredDialogs();
  const modalOpen = useWorkbench((state) => state.modal !== null);
  // While annotating, every control that would change the chart or leave it is off (spec 2 §4); the notes tool,
  // toasts and dialogs stay usable.
  const annotating = useWorkbench((state) => isAnnotating(state.annotation));
  const blocked = annotating ? { inert: INERT, 'data-annotating': '' } : {};
  return (
    <TodayProvider today={today}>
      <HeadingLevelProvider level={headingLevel}>
        <WorkbenchRoot
          ref={rootRef}
          role="region"
          aria-label={label}
          data-chartbench=""
          data-ready={mounted ? '' : undefined}
        >
          <StillNotifications />
          <Blocked {...blocked}>
            <StillToolbar symbolInputRef={symbolInputRef} />
          </Blocked>
          <Main $align={alignment} data-chart-alignment={alignment}>
            <AdSlot
              slots={adSlots.above}
              region="above"
              load={adLoad}
              provider={adProvider}
              onRetry={retryAds}
            />
            <ChartRow>
              <ChartColumn>
                {/* The slider shows while Chart Settings shows its start and end date fields (spec 2 §2). */}
                <Blocked {...blocked}>
                  <StillRangeSlider
                    chartWidth={chartWidth}
                    datePickersShown={settingsShown}
                    loggedIn={loggedIn}
                  />
                </Blocked>
                <StillChartView />
              </ChartColumn>
              <AdSlot
                slots={adSlots.beside}
                region="beside"
                load={adLoad}
                provider={adProvider}
                onRetry={retryAds}
              />
            </ChartRow>
            {/* One Try Again is enough: it sits with the slots above or beside the chart. */}
            <AdSlot slots={adSlots.below} region="below" load={adLoad} provider={adProvider} />
          </Main>
          <Blocked {...blocked}>
            <LowerBar bodyWidth={bodyWidth} />
          </Blocked>
          <Below {...blocked}>
            {/* The panel below the chart (Chart Settings by default) is below the fold on every screen, and about
                600 of the 800 elements of a page drawn on the server: that page leaves it out, so hydration has
                far less to match and the page answers input sooner; the browser draws it once mounted (#20). */}
            {mounted && <StillModePanel />}
            {adSlots.signUp && <StillSignUpPrompt onCreateAccount={createAccount} />}
          </Below>
          <ScrollToTop modalOpen={modalOpen} />
          <ModalHost dialogs={dialogs} />
          <StillToasts />
        </WorkbenchRoot>
      </HeadingLevelProvider>
    </TodayProvider>
  );
}
