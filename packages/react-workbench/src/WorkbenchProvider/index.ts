export {
  WorkbenchProvider,
  useModes,
  useModesActions,
  useWorkbench,
  useWorkbenchActions,
  useWorkbenchInstance,
  useWorkbenchPorts,
} from './WorkbenchProvider';
export type { WorkbenchComponentPorts, WorkbenchProviderProps } from './WorkbenchProvider';
export { TodayProvider, useToday } from './today';
export {
  createBrowserClock,
  createBrowserCookies,
  createBrowserNavigation,
  createBrowserPage,
  createBrowserPorts,
  createBrowserStorage,
  createMemoryStorage,
} from './browserPorts';
export type { BrowserPortsOptions } from './browserPorts';
export { workbenchApiFromClient } from './clientApi';
export type { WorkbenchClient } from './clientApi';
