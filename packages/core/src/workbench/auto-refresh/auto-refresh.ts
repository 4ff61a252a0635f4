import { CONSTANTS } from '../../catalogues/index';
import type { AccountLimits, Member } from '../../model/index';
import { isLoggedIn } from '../../model/index';
import type { Clock } from '../ports/workbench-ports';

/** Whether auto-refresh is switched on (spec 1 §4.3). */
export interface AutoRefreshState {
  readonly enabled: boolean;
}

/** Everything a refresh depends on except the exchange being open (spec 1 §4.3). */
export interface AutoRefreshConditions {
  readonly loggedIn: boolean;
  readonly enabled: boolean;
  readonly imageLoaded: boolean;
  readonly annotating: boolean;
  readonly symbolFound: boolean;
  /** The symbol has end-of-day data only. */
  readonly eodSymbol: boolean;
  /** The chart's period is intraday. */
  readonly intradayChart: boolean;
}

/** Why a refresh is not made now, or null when every condition holds. */
export type AutoRefreshBlocker =
  | 'loggedOut'
  | 'disabled'
  | 'imageLoading'
  | 'annotating'
  | 'symbolNotFound'
  | 'eodOnIntraday'
  | 'marketClosed';

const { defaultIntervalSeconds, inspectorThrottleMs } = CONSTANTS.autoRefresh;

/** Auto-refresh starts on for logged-in members and off for visitors (spec 1 §4.3). */
export function createAutoRefreshState(member: Member | null): AutoRefreshState {
  return { enabled: isLoggedIn(member) };
}

/**
 * Switches auto-refresh on or off. A visitor cannot switch it on: the create-account modal opens instead and
 * the state stays as it was (spec 1 §4.3). Switching off is always allowed.
 */
export function setAutoRefresh(
  state: AutoRefreshState,
  member: Member | null,
  enabled: boolean,
): { readonly state: AutoRefreshState; readonly modal: 'createAccount' | null } {
  if (enabled && !isLoggedIn(member)) return { state, modal: 'createAccount' };
  return { state: state.enabled === enabled ? state : { enabled }, modal: null };
}

/** The loop's interval: the member type's refresh limit when known, else 15 s (spec 1 §4.3, §9). */
export function autoRefreshIntervalMs(
  limits: Pick<AccountLimits, 'autoRefreshIntervalSec'> | null | undefined,
): number {
  const seconds =
    limits && limits.autoRefreshIntervalSec > 0 ? limits.autoRefreshIntervalSec : defaultIntervalSeconds;
  return seconds * 1000;
}

/** The first condition of spec 1 §4.3 that blocks a refresh (before the market check), or null. */
export function autoRefreshBlocker(
  conditions: AutoRefreshConditions,
): Exclude<AutoRefreshBlocker, 'marketClosed'> | null {
  if (!conditions.loggedIn) return 'loggedOut';
  if (!conditions.enabled) return 'disabled';
  if (!conditions.imageLoaded) return 'imageLoading';
  if (conditions.annotating) return 'annotating';
  if (!conditions.symbolFound) return 'symbolNotFound';
  if (conditions.eodSymbol && conditions.intradayChart) return 'eodOnIntraday';
  return null;
}

/** What the loop reads from the workbench on each tick. */
export interface AutoRefreshPorts {
  readonly clock: Clock;
  /** The current interval (it follows the member's limits). */
  intervalMs(): number;
  conditions(): AutoRefreshConditions;
  /** The exchange of the symbol shown, and whether its chart uses extended hours. */
  exchange(): { readonly exchange: string; readonly extendedHours: boolean } | null;
  /** The market-open check (see `createMarketOpenChecker`); it resolves false on failure. */
  isMarketOpen(exchange: string, extendedHours: boolean): Promise<boolean>;
  /** Reloads the chart image with a new random number. */
  refresh(): void;
  /** Whether the inspector is in use: a tick's refresh then goes through the 1-per-second limit (spec 1 §4.3). */
  inspecting?(): boolean;
  /** Called after each tick with the reason nothing was refreshed, or null after a refresh. */
  onTick?(blocker: AutoRefreshBlocker | null): void;
}

/** The running auto-refresh loop. */
export interface AutoRefreshLoop {
  /** Runs one check now (the loop also runs one every interval). */
  tick(): Promise<void>;
  /**
   * A refresh asked for while the inspector is in use: at most one per second (spec 1 §4.3); one asked for
   * sooner is made when the second is up, and several such requests make one refresh.
   */
  refreshWhileInspecting(): void;
  stop(): void;
}

/** Starts the loop of spec 1 §4.3 on the clock port. */
export function startAutoRefreshLoop(ports: AutoRefreshPorts): AutoRefreshLoop {
  let stopped = false;
  let loopHandle: unknown = null;
  let inspectHandle: unknown = null;
  let lastInspectRefreshAt = Number.NEGATIVE_INFINITY;

  async function tick(): Promise<void> {
    const blocker = autoRefreshBlocker(ports.conditions());
    if (blocker) return ports.onTick?.(blocker);
    const where = ports.exchange();
    const open = where ? await ports.isMarketOpen(where.exchange, where.extendedHours) : false;
    // Conditions are read again: the chart may have changed while the market check was out.
    const after = autoRefreshBlocker(ports.conditions());
    if (stopped) return;
    if (after) return ports.onTick?.(after);
    if (!open) return ports.onTick?.('marketClosed');
    if (ports.inspecting?.()) refreshWhileInspecting();
    else ports.refresh();
    ports.onTick?.(null);
  }

  function refreshWhileInspecting(): void {
    if (stopped || inspectHandle !== null) return;
    const wait = lastInspectRefreshAt + inspectorThrottleMs - ports.clock.now();
    const run = () => {
      inspectHandle = null;
      lastInspectRefreshAt = ports.clock.now();
      ports.refresh();
    };
    if (wait <= 0) run();
    else inspectHandle = ports.clock.setTimeout(run, wait);
  }

  function schedule(): void {
    loopHandle = ports.clock.setTimeout(() => {
      void tick().finally(() => {
        if (!stopped) schedule();
      });
    }, ports.intervalMs());
  }
  schedule();

  return {
    tick,
    refreshWhileInspecting,
    stop() {
      stopped = true;
      ports.clock.clearTimeout(loopHandle);
      if (inspectHandle !== null) ports.clock.clearTimeout(inspectHandle);
      inspectHandle = null;
    },
  };
}
