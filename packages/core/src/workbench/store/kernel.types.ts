import type { WorkbenchPorts } from '../ports/workbench-ports';
import type { WorkbenchState } from './workbench.types';

/** What every slice of the store works through: the state, the ports and timers that end with the store. */
export interface StoreKernel {
  readonly ports: WorkbenchPorts;
  state(): WorkbenchState;
  /** Replaces the state and tells the listeners (nothing happens for the same state). */
  set(next: WorkbenchState): void;
  /** A timer cancelled when the store is disposed. */
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  /** The clock's day (UTC) as YYYY-MM-DD, for date rules. */
  today(): string;
}
