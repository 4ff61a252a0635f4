import type { ModesGroup, ModesGroupKernel } from './modes-kernel';

/** ChartList Summary, ChartList Library, ChartStyle Library and Chart Comments (spec 3 §2.3, §2.4, §2.11, §2.12). */
export interface ListModesState {
  /** The list the ChartList Summary and Library show, or null for the first selectable one. */
  readonly selectedListNum: number | null;
}

/** The list modes before anything was loaded. */
export const INITIAL_LIST_MODES: ListModesState = { selectedListNum: null };

/** What the list modes can be asked to do. */
export interface ListModesActions {
  /** Shows another list in the ChartList Summary and Library. */
  selectList(listNum: number): void;
}

/** The list modes: summary rows, libraries with sample styles, and chart comments. */
export function createListModes(kernel: ModesGroupKernel<ListModesState>): ModesGroup<ListModesActions> {
  return {
    actions: { selectList: (listNum) => kernel.set({ ...kernel.state(), selectedListNum: listNum }) },
    sync() {},
    dispose() {},
  };
}
