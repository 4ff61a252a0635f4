export type { ChartEffect, ChartRequest, ChartState, ChartStatus, SymbolLookupResult, Transition } from './chart';
export { completeImage, createChartState, failImage, requestChart, resolveSymbol } from './chart';
export type {
  ChartImageRequest,
  Clock,
  CompanyInfo,
  KeyValueStorage,
  SymbolCompanyInfo,
  WorkbenchApi,
  WorkbenchPorts,
} from './ports';
export type { ModalState } from './modal';
export { openModal } from './modal';
export type { Workbench, WorkbenchActions, WorkbenchOptions, WorkbenchState } from './store';
export { createInitialState, createWorkbench } from './store';
