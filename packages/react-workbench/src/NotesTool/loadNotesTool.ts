import { lazy } from 'react';

/** Loads the notes tool's chunk: the workbench's `notesTool` port (core retries it up to 3 times). */
export const loadNotesTool = () => import('./NotesTool');

/** The notes tool as a lazily loaded component: its code is fetched only when annotation mode opens. */
export const LazyNotesTool = lazy(loadNotesTool);
