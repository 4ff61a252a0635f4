export { WorkbenchProvider, useWorkbench, useWorkbenchActions, useWorkbenchInstance } from './WorkbenchProvider';
export type { WorkbenchProviderProps } from './WorkbenchProvider';
export { createBrowserPorts, createMemoryStorage } from './browserPorts';
export { workbenchApiFromClient } from './clientApi';
export type { WorkbenchClient } from './clientApi';
