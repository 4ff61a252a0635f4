import type { ModeId } from '../../catalogues/index';
import type { Member } from '../../model/index';
import type { WorkbenchPorts } from '../ports/workbench-ports';
import type { WorkbenchCore, WorkbenchState } from '../store/workbench.types';

/** What the modes read of the workbench each time something changes: the shown mode and the chart's subject. */
export interface ModesContext {
  /** The mode shown in the panel below the chart. */
  readonly mode: ModeId;
  /** The symbol of the chart being viewed. */
  readonly symbol: string;
  /** False once the symbol turned out not to exist (spec 3 §2.2: some modes do nothing then). */
  readonly symbolFound: boolean;
  readonly member: Member | null;
  /** The whole workbench state, for what a group needs beyond these (lists, the saved chart). */
  readonly workbench: WorkbenchState;
}

/**
 * What a group of modes works through: its own part of the modes state, the workbench (read its state, call its
 * actions: load a chart, open a dialog, toast), the ports, and timers that end with the store.
 */
export interface ModesGroupKernel<S> {
  readonly ports: WorkbenchPorts;
  /** The workbench without its modes: its state and actions. */
  readonly workbench: WorkbenchCore;
  /** The group's part of the modes state now. */
  state(): S;
  /** Replaces the group's part and tells the listeners (nothing happens for the same value). */
  set(next: S): void;
  /** The context now. */
  context(): ModesContext;
  /** A timer cancelled when the store is disposed. */
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/** A group of modes: its actions, and what it does when the context changes. */
export interface ModesGroup<A> {
  readonly actions: A;
  /**
   * Called after every change of the context (a new mode shown, chart, member or workbench state), with the one
   * before (null the first time): load what the shown mode needs, drop what a logout or new symbol made stale.
   */
  sync(context: ModesContext, previous: ModesContext | null): void;
  /** Stops polling and drops pending work. */
  dispose(): void;
}
