import type { ModeId } from '../../../catalogues/index';
import { MESSAGES } from '../../../catalogues/index';
import type { AdvancedAlert, PredefinedAlert, PriceAlert } from '../../../model/index';
import type { Load } from '../../../model/index';
import {
  nextAlertsPollDelay,
  shouldLoadAlerts,
  sortAlertsByDefault,
  type AlertToggleRequest,
} from '../../../rules/index';
import type { WorkbenchAlertsApi } from './alerts.port';
import type { ModesContext, ModesGroupKernel } from '../modes-kernel.types';

/** One alert table: its load, the rows last loaded (kept below a failure), and its row actions. */
export interface AlertTableState<T> {
  readonly load: Load<readonly T[]>;
  /** When the last load succeeded or failed: a table reloads 15 s after (spec 3 §4). */
  readonly settledAt: number;
  /** The rows of the last successful load, shown below a load failure (spec 3 §4). */
  readonly lastAlerts: readonly T[];
  /** A toggle or delete is in flight: the row actions wait. */
  readonly busy: boolean;
  /** The message of the last failed toggle or delete (spec 3 §8), cleared by the next action or mode. */
  readonly actionError: string | null;
}

/** The three alert tables by kind. */
export interface AlertTables {
  readonly price: AlertTableState<PriceAlert>;
  readonly advanced: AlertTableState<AdvancedAlert>;
  readonly predefined: AlertTableState<PredefinedAlert>;
}

/** The tables before anything was loaded. */
export const INITIAL_ALERT_TABLES: AlertTables = {
  price: { load: { status: 'idle' }, settledAt: 0, lastAlerts: [], busy: false, actionError: null },
  advanced: { load: { status: 'idle' }, settledAt: 0, lastAlerts: [], busy: false, actionError: null },
  predefined: { load: { status: 'idle' }, settledAt: 0, lastAlerts: [], busy: false, actionError: null },
};

type TableKey = keyof AlertTables;
type Row<K extends TableKey> = AlertTables[K] extends AlertTableState<infer T> ? T : never;

/** The mode that shows each table (spec 3 §2.2). */
const MODE_OF_TABLE: Record<TableKey, ModeId> = {
  price: 'priceAlerts',
  advanced: 'advancedAlerts',
  predefined: 'predefinedAlerts',
};

/** The table an alert mode shows, or null for any other mode. */
export function alertTableOfMode(mode: ModeId): TableKey | null {
  for (const key of Object.keys(MODE_OF_TABLE) as TableKey[]) if (MODE_OF_TABLE[key] === mode) return key;
  return null;
}

const NO_CALL = (name: string) => Promise.reject(new Error(`This backend has no ${name} call`));

/** The reads of each table; price alerts come in the default order, last triggered first (spec 3 §2.4). */
const READS: { [K in TableKey]: (api: Partial<WorkbenchAlertsApi>) => Promise<readonly Row<K>[]> } = {
  price: (api) =>
    api.getPriceAlerts ? api.getPriceAlerts().then(sortAlertsByDefault) : NO_CALL('getPriceAlerts'),
  advanced: (api) => (api.getAdvancedAlerts ? api.getAdvancedAlerts() : NO_CALL('getAdvancedAlerts')),
  predefined: (api) => (api.getPredefinedAlerts ? api.getPredefinedAlerts() : NO_CALL('getPredefinedAlerts')),
};

/** The toggle call of a request (spec 3 §4: price isRunning, advanced alertType 2 pause / 4 start). */
function toggleCall(api: Partial<WorkbenchAlertsApi>, request: AlertToggleRequest): Promise<void> {
  if (request.kind === 'price') {
    return api.setPriceAlertRunning
      ? api.setPriceAlertRunning(request.recid, request.isRunning)
      : NO_CALL('setPriceAlertRunning');
  }
  return api.setAdvancedAlertType
    ? api.setAdvancedAlertType(request.recid, request.alertType)
    : NO_CALL('setAdvancedAlertType');
}

function deleteCall(
  api: Partial<WorkbenchAlertsApi>,
  kind: 'price' | 'advanced',
  recid: number,
): Promise<void> {
  if (kind === 'price')
    return api.deletePriceAlert ? api.deletePriceAlert(recid) : NO_CALL('deletePriceAlert');
  return api.deleteAdvancedAlert ? api.deleteAdvancedAlert(recid) : NO_CALL('deleteAdvancedAlert');
}

/** Who the tables belong to: a change of member (or a logout) drops them. */
const ownerOf = (context: ModesContext | null) => (context?.member ? String(context.member.chartCode) : '');

/**
 * The alert tables of the alerts modes (spec 3 §2.3-§2.5, §4): a table loads while its mode is shown, is checked
 * every second and reloaded when stale over 15 s (or 15 s after a failure); toggles and deletes set busy, show
 * their failure message and reload the list either way (a failed reload then says so); a logout or another member drops everything, and a
 * reply that a newer load or the logout made stale is ignored.
 */
export function createAlertTables<S extends AlertTables>(kernel: ModesGroupKernel<S>) {
  const tokens: Record<TableKey, number> = { price: 0, advanced: 0, predefined: 0 };
  let generation = 0;
  let poll: unknown = null;

  const table = <K extends TableKey>(key: K): AlertTables[K] => kernel.state()[key];
  const setTable = <K extends TableKey>(key: K, next: AlertTables[K]) => {
    if (next !== kernel.state()[key]) kernel.set({ ...kernel.state(), [key]: next });
  };
  const api = () => kernel.ports.api;
  const isMember = () => kernel.context().member !== null;

  /** Loads a table; `afterAction` marks the refresh after a toggle or delete, whose failure has its own message. */
  function load<K extends TableKey>(key: K, afterAction = false): void {
    if (!isMember()) return;
    const token = ++tokens[key];
    const current = table(key);
    const shown =
      current.load.status === 'loaded'
        ? current.load.data
        : current.lastAlerts.length > 0
          ? current.lastAlerts
          : undefined;
    setTable(key, {
      ...current,
      load: { status: 'loading', ...(shown ? { previous: shown } : {}) },
    } as AlertTables[K]);
    READS[key](api()).then(
      (alerts) => {
        if (token !== tokens[key]) return;
        const loaded = { status: 'loaded', data: alerts } as const;
        setTable(key, {
          ...table(key),
          load: loaded,
          settledAt: kernel.ports.clock.now(),
          lastAlerts: alerts,
        } as AlertTables[K]);
      },
      () => {
        if (token !== tokens[key]) return;
        const current = table(key);
        const actionError = afterAction
          ? (current.actionError ?? MESSAGES.alerts.refreshFailed)
          : current.actionError;
        setTable(key, {
          ...current,
          load: { status: 'failed' },
          settledAt: kernel.ports.clock.now(),
          actionError,
        } as AlertTables[K]);
      },
    );
  }

  /** Loads the shown table when it is due (spec 3 §4 staleness), then checks again in a second while shown. */
  function check(): void {
    poll = null;
    const context = kernel.context();
    const key = alertTableOfMode(context.mode);
    if (!key || !context.member) return;
    const current: AlertTableState<unknown> = table(key);
    if (shouldLoadAlerts(current.load, current.settledAt, kernel.ports.clock.now())) load(key);
    const delay = nextAlertsPollDelay(true);
    if (delay !== null) poll = kernel.setTimer(check, delay);
  }

  function stopPolling(): void {
    if (poll !== null) kernel.clearTimer(poll);
    poll = null;
  }

  /** Runs a row action: busy while it runs, its failure message, and the list reloaded after either way. */
  function runAction(key: 'price' | 'advanced', call: () => Promise<void>, failure: string): void {
    if (!isMember() || table(key).busy) return;
    const started = generation;
    setTable(key, { ...table(key), busy: true, actionError: null });
    call().then(
      () => {
        if (started !== generation) return;
        setTable(key, { ...table(key), busy: false });
        load(key, true);
      },
      () => {
        if (started !== generation) return;
        setTable(key, { ...table(key), busy: false, actionError: failure });
        load(key, true);
      },
    );
  }

  return {
    actions: {
      reloadAlerts(kind: TableKey): void {
        load(kind);
      },
      toggleAlert(request: AlertToggleRequest): void {
        runAction(request.kind, () => toggleCall(api(), request), MESSAGES.alerts.toggleFailed);
      },
      deleteAlert(kind: 'price' | 'advanced', recid: number): void {
        runAction(kind, () => deleteCall(api(), kind, recid), MESSAGES.alerts.deleteFailed);
      },
    },
    sync(context: ModesContext, previous: ModesContext | null): void {
      if (previous && ownerOf(previous) !== ownerOf(context)) {
        generation += 1;
        for (const key of Object.keys(tokens) as TableKey[]) tokens[key] += 1;
        kernel.set({ ...kernel.state(), ...INITIAL_ALERT_TABLES });
      }
      if (previous && previous.mode !== context.mode) {
        const left = alertTableOfMode(previous.mode);
        if (left && table(left).actionError) setTable(left, { ...table(left), actionError: null });
      }
      if (alertTableOfMode(context.mode) && context.member) {
        if (poll === null) check();
      } else {
        stopPolling();
      }
    },
    dispose(): void {
      stopPolling();
      generation += 1;
      for (const key of Object.keys(tokens) as TableKey[]) tokens[key] += 1;
    },
  };
}
