// The Workbench page itself, which `main.tsx` imports once the first chart is painted: it hydrates the page the
// server drew, or draws it here.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApiClient, PAGE_BOOTSTRAP_ELEMENT_ID, readPageBootstrap } from '@chartbench/api-client';
import { toIsoDate } from '@chartbench/core';
import { WorkbenchPage, workbenchPageInputs } from './WorkbenchPage';

// The demo is served by the reference server, so the API is on the page's own origin. The page address
// follows the chart (?s=MSFT&p=W opens that chart; Back and Forward, or Ctrl+Z and Ctrl+Y, move through charts).
// A reply list with an invalid item keeps its valid items (spec 1 §8); the skipped count goes to the console.
// The server names the first chart in the page (issue #20): its style, its symbol's data and the image address
// it preloads, so the first chart asks for nothing before its image, and that image is the preloaded one.
const bootstrap = readPageBootstrap(document.getElementById(PAGE_BOOTSTRAP_ELEMENT_ID)?.textContent);
const client = createApiClient({
  baseUrl: '',
  bootstrap,
  onSkippedItems: ({ call, field, skipped }) =>
    console.warn(`${call}: ${skipped} invalid item(s) of ${field} skipped`),
});

// `?tour=startup` plays the part of a host welcoming a new visitor: the tour's start-up pages open once per browser.
const inputs = workbenchPageInputs(window.location.search, bootstrap, toIsoDate(new Date()));

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element.');

const page = <WorkbenchPage client={client} {...inputs} />;
// The reference server renders the page (issue #20): the browser takes over the elements it drew. A page served
// without that (a static host, `vite dev`) is drawn here.
if (root.firstElementChild) {
  hydrateRoot(root, page, {
    // A first frame that differs from the server's is drawn again in the browser; say so for developers.
    onRecoverableError: (error) => console.warn('[Chartbench] the server-rendered page was redrawn:', error),
  });
} else {
  createRoot(root).render(page);
}
