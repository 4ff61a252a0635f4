export { WorkbenchProvider, useWorkbench, useWorkbenchActions, useWorkbenchInstance } from './WorkbenchProvider';
export type { WorkbenchProviderProps } from './WorkbenchProvider';
export { createBrowserNavigation, createBrowserPorts, createMemoryStorage } from './browserPorts';
export type { BrowserPortsOptions } from './browserPorts';
export { workbenchApiFromClient } from './clientApi';
export type { WorkbenchClient } from './clientApi';
