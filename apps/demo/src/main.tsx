import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, PAGE_BOOTSTRAP_ELEMENT_ID, readPageBootstrap } from '@chartbench/api-client';
import { SiteFooter, SiteNavigation, Workbench, WorkbenchProvider } from '@chartbench/react-workbench';
import { DemoShell } from './DemoShell';

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
const startupTour = new URLSearchParams(window.location.search).get('tour') === 'startup';

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <WorkbenchProvider client={client} syncAddress>
      <DemoShell title="Chartbench" footer={<SiteFooter version={__CHARTBENCH_VERSION__} />}>
        <SiteNavigation />
        {/* This page is the workbench: its hotkeys act anywhere on it. */}
        <Workbench hotkeys="page" startupTour={startupTour} />
      </DemoShell>
    </WorkbenchProvider>
  </StrictMode>,
);
