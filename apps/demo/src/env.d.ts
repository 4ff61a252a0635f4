/** The demo's package version, put in by the Vite build for the page-bottom version label. */
declare const __CHARTBENCH_VERSION__: string;
