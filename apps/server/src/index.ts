/** The reference backend as a library: build the app in process (tests drive it with `app.fetch`). */
export { createApp, type AppOptions, type ChartbenchApp } from './app';
export { DEFAULT_RENDER_BUDGET, type RenderBudget } from './charts/render-pool';
export { loadPageRenderer, type PageRenderer, type PageRenderRequest } from './routes/page-render';
