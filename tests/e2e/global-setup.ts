import type { TestProject } from 'vitest/node';
import { ensureBuilt, startServer } from '../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the reference server the browser tests drive, e.g. http://localhost:41234. */
    baseUrl: string;
  }
}

/** Builds what is missing, starts the reference server on a free port, and stops it after the run. */
export default async function setup(project: TestProject) {
  ensureBuilt();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
