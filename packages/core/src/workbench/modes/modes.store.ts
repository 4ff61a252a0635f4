import { DEFAULT_MODE_ID, type ModeId } from '../../catalogues/index';
import { selectMode } from '../../rules/index';
import type { WorkbenchPorts } from '../ports/workbench-ports';
import type { WorkbenchCore } from '../store/workbench.types';
import {
  createAlertsModes,
  INITIAL_ALERTS_MODES,
  type AlertsModesActions,
  type AlertsModesState,
} from './alerts/alerts-modes';
import {
  createListModes,
  INITIAL_LIST_MODES,
  type ListModesActions,
  type ListModesState,
} from './lists/list-modes';
import {
  createMarketModes,
  INITIAL_MARKET_MODES,
  type MarketModesActions,
  type MarketModesState,
} from './market/market-modes';
import type { ModesContext, ModesGroup, ModesGroupKernel } from './modes-kernel.types';
import { createTimerSet } from '../store/timers';

/** The panel below the chart: the mode shown, and the data of each group of modes. */
export interface ModesState {
  /** The mode shown (spec 3 §2.2); Chart Settings by default. */
  readonly active: ModeId;
  readonly alerts: AlertsModesState;
  readonly market: MarketModesState;
  readonly lists: ListModesState;
}

/** What the panel below the chart can be asked to do. */
export interface ModesActions extends AlertsModesActions, MarketModesActions, ListModesActions {
  /**
   * Chooses a mode (spec 3 §2.2): a visitor asking for a members-only mode gets the create-account dialog and
   * the mode stays; a mode that needs a found symbol does nothing while the symbol is not found.
   */
  selectMode(mode: ModeId): void;
}

/** The modes store: its state, its listeners and its actions. */
export interface ModesStore {
  getState(): ModesState;
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  readonly actions: ModesActions;
  /** Stops following the workbench, polling and timers. */
  dispose(): void;
}

const INITIAL_MODES: ModesState = {
  active: DEFAULT_MODE_ID,
  alerts: INITIAL_ALERTS_MODES,
  market: INITIAL_MARKET_MODES,
  lists: INITIAL_LIST_MODES,
};

type GroupKey = 'alerts' | 'market' | 'lists';

/**
 * Creates the store of the panel below the chart on top of a workbench. It follows the workbench (chart, member,
 * lists) and tells each group of modes when the context changes, so a group loads what its shown mode needs and
 * drops replies that a newer symbol or a logout made stale. Everything outside goes through `ports`.
 */
export function createModesStore(workbench: WorkbenchCore, ports: WorkbenchPorts): ModesStore {
  let state = INITIAL_MODES;
  const listeners = new Set<() => void>();
  const timers = createTimerSet(ports.clock);
  let previous: ModesContext | null = null;
  let stopFollowing: (() => void) | null = null;

  const context = (): ModesContext => {
    const wb = workbench.getState();
    return {
      mode: state.active,
      symbol: wb.chart.symbol,
      symbolFound: wb.chart.status !== 'invalidSymbol',
      member: wb.member,
      workbench: wb,
    };
  };

  function set(next: ModesState): void {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function kernelFor<K extends GroupKey>(key: K): ModesGroupKernel<ModesState[K]> {
    return {
      ports,
      workbench,
      state: () => state[key],
      set: (part) => {
        if (part !== state[key]) set({ ...state, [key]: part });
      },
      context,
      setTimer: timers.set,
      clearTimer: timers.clear,
    };
  }

  const alerts = createAlertsModes(kernelFor('alerts'));
  const market = createMarketModes(kernelFor('market'));
  const lists = createListModes(kernelFor('lists'));
  const groups: readonly ModesGroup<unknown>[] = [alerts, market, lists];

  /** Tells the groups about a new context; a group's own change does not call it again while it runs. */
  let syncing = false;
  function sync(): void {
    if (syncing) return;
    const now = context();
    if (previous && now.mode === previous.mode && now.workbench === previous.workbench) return;
    syncing = true;
    try {
      const before = previous;
      previous = now;
      for (const group of groups) group.sync(now, before);
    } finally {
      syncing = false;
    }
  }

  function follow(): void {
    if (stopFollowing) return;
    stopFollowing = workbench.subscribe(sync);
    sync();
  }

  const actions: ModesActions = {
    ...alerts.actions,
    ...market.actions,
    ...lists.actions,
    selectMode(mode) {
      const now = context();
      const selection = selectMode(mode, {
        member: now.member,
        symbolFound: now.symbolFound,
        currentMode: state.active,
      });
      if (selection.kind === 'createAccount') workbench.actions.openModal('createAccount');
      if (selection.kind !== 'switch') return;
      set({ ...state, active: selection.mode });
      follow();
      sync();
    },
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      follow();
      return () => listeners.delete(listener);
    },
    actions,
    dispose() {
      stopFollowing?.();
      stopFollowing = null;
      previous = null;
      for (const group of groups) group.dispose();
      timers.clearAll();
    },
  };
}
