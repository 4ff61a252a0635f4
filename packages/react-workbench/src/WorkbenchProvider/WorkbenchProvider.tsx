import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type {
  ModesActions,
  ModesState,
  Workbench,
  WorkbenchActions,
  WorkbenchApi,
  WorkbenchOptions,
  WorkbenchPorts,
  WorkbenchState,
} from '@chartbench/core';
import { createWorkbench } from '@chartbench/core';
import { createBrowserClock, createBrowserPorts, createBrowserStorage } from './browserPorts';
import type { WorkbenchClient } from './clientApi';
import { workbenchApiFromClient } from './clientApi';

/** The ports components read beside the store: the clock (today's date) and storage (layouts kept by the libraries). */
export type WorkbenchComponentPorts = Pick<WorkbenchPorts, 'clock' | 'storage'>;

interface ProvidedWorkbench {
  readonly workbench: Workbench;
  readonly ports: WorkbenchComponentPorts;
}

const WorkbenchContext = createContext<ProvidedWorkbench | null>(null);

/** Props of {@link WorkbenchProvider}: a ready workbench, a WorkbenchApi, or an api-client to create one from. */
export type WorkbenchProviderProps = {
  children?: ReactNode;
} & (
  | {
      workbench: Workbench;
      /** The clock and storage the workbench was created with; the browser's when omitted. */
      ports?: WorkbenchComponentPorts;
      api?: never;
      client?: never;
      options?: never;
      syncAddress?: never;
    }
  | {
      api: WorkbenchApi;
      options?: WorkbenchOptions;
      syncAddress?: boolean;
      workbench?: never;
      client?: never;
      ports?: never;
    }
  | {
      client: WorkbenchClient;
      options?: WorkbenchOptions;
      syncAddress?: boolean;
      workbench?: never;
      api?: never;
      ports?: never;
    }
);

function createFromProps(props: WorkbenchProviderProps): ProvidedWorkbench {
  if (props.workbench) {
    return {
      workbench: props.workbench,
      ports: props.ports ?? { clock: createBrowserClock(), storage: createBrowserStorage() },
    };
  }
  const api = props.client ? workbenchApiFromClient(props.client) : (props.api as WorkbenchApi);
  const ports = createBrowserPorts(api, { syncAddress: props.syncAddress ?? false });
  // Saved preferences and the page width are read when the workbench starts, after mounting: a page rendered
  // on the server (which has neither) hydrates with the same first frame.
  return { workbench: createWorkbench(ports, { ...props.options, preferencesAfterStart: true }), ports };
}

/**
 * In a browser a layout effect, not a passive one: the first chart's requests leave before the browser lays out
 * and paints the whole workbench, instead of after it (issue #20: a passive effect waits for that first paint).
 * Where there is no document (a server render, which runs neither) a passive effect, which React 18 renders
 * without warning that a layout effect does nothing on the server.
 */
const useStartEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Owns one headless workbench for the components below it, created once from `client` (an api-client) or
 * `api` (any WorkbenchApi), or passed in ready-made, and loads its first chart after mounting. A workbench it
 * creates reads the saved preferences and the page width after mounting too, so server and client render
 * the same first frame (one passed in was created as its host chose: see `preferencesAfterStart`). With
 * `syncAddress` the page address, history and title follow the chart, and Back/Forward move through charts.
 */
export function WorkbenchProvider(props: WorkbenchProviderProps) {
  const [provided] = useState<ProvidedWorkbench>(() => createFromProps(props));
  const { workbench } = provided;
  const owned = props.workbench === undefined;
  useStartEffect(() => {
    workbench.actions.start();
    // A workbench this provider created is its to stop; one passed in belongs to the host.
    return owned ? () => workbench.dispose() : undefined;
  }, [workbench, owned]);
  return <WorkbenchContext.Provider value={provided}>{props.children}</WorkbenchContext.Provider>;
}

function useProvided(): ProvidedWorkbench {
  const provided = useContext(WorkbenchContext);
  if (!provided) throw new Error('useWorkbench: wrap the component in <WorkbenchProvider>.');
  return provided;
}

/** The workbench of the nearest provider; throws when there is none, which is a wiring mistake. */
export function useWorkbenchInstance(): Workbench {
  return useProvided().workbench;
}

/** The clock and storage ports of the nearest provider's workbench: components read time and storage only here. */
export function useWorkbenchPorts(): WorkbenchComponentPorts {
  return useProvided().ports;
}

/**
 * Reads part of the workbench state and re-renders when it changes. The selector must return a value held in
 * the state (or a primitive), not a new object per call.
 */
export function useWorkbench<T>(selector: (state: WorkbenchState) => T): T {
  const workbench = useWorkbenchInstance();
  const read = () => selector(workbench.getState());
  return useSyncExternalStore(workbench.subscribe, read, read);
}

/** The workbench actions, stable for the life of the provider. */
export function useWorkbenchActions(): WorkbenchActions {
  return useWorkbenchInstance().actions;
}

/**
 * Reads part of the state of the panel below the chart (the mode shown and each mode's data) and re-renders when
 * it changes. Like {@link useWorkbench}, the selector must return a value held in the state or a primitive.
 */
export function useModes<T>(selector: (state: ModesState) => T): T {
  const { modes } = useWorkbenchInstance();
  const read = () => selector(modes.getState());
  return useSyncExternalStore(modes.subscribe, read, read);
}

/** The actions of the panel below the chart, stable for the life of the provider. */
export function useModesActions(): ModesActions {
  return useWorkbenchInstance().modes.actions;
}
