export { WorkbenchProvider, useModes, useModesActions, useWorkbench, useWorkbenchActions, useWorkbenchInstance } from './WorkbenchProvider';
export type { WorkbenchProviderProps } from './WorkbenchProvider';
export { createBrowserCookies, createBrowserNavigation, createBrowserPage, createBrowserPorts, createMemoryStorage } from './browserPorts';
export type { BrowserPortsOptions } from './browserPorts';
export { workbenchApiFromClient } from './clientApi';
export type { WorkbenchClient } from './clientApi';
