import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@chartbench/api-client';
import { Workbench, WorkbenchProvider } from '@chartbench/react-workbench';

// A host page with two guests: each Workbench has its own provider and API client, so they share nothing but
// the page. Hotkeys are left at their default ('inside'): a key acts on the Workbench that has the focus, and
// the host's field and Ctrl+S stay the host's. The page address is the host's (no syncAddress).

/** Mounts one Workbench into the host's element `id`, labelled `label`, below the host's h2 (level 3). */
function mountWorkbench(id: string, label: string): void {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The host page has no #${id} element.`);
  const client = createApiClient({ baseUrl: '' });
  createRoot(element).render(
    <StrictMode>
      <WorkbenchProvider client={client}>
        <Workbench label={label} headingLevel={3} ads={false} />
      </WorkbenchProvider>
    </StrictMode>,
  );
}

mountWorkbench('workbench-a', 'Workbench A');
mountWorkbench('workbench-b', 'Workbench B');
