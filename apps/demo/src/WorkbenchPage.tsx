import { StrictMode } from 'react';
import type { ApiClient, PageBootstrap } from '@chartbench/api-client';
import { shownFirstChart, type ShownChart } from '@chartbench/core';
import { SiteFooter, SiteNavigation, Workbench, WorkbenchProvider } from '@chartbench/react-workbench';
import { DemoShell } from './DemoShell';

/** Props of {@link WorkbenchPage}. */
export interface WorkbenchPageProps {
  /** The api-client the workbench talks to its server with. */
  readonly client: ApiClient;
  /** The first chart as the served page shows it (its image named by the server), if it named one. */
  readonly shownChart?: ShownChart | undefined;
  /** Play the start-up tour, as a host welcoming a new visitor would (`?tour=startup`). */
  readonly startupTour: boolean;
}

/**
 * The demo's Workbench page: the site's header, navigation and footer around the Workbench. The same tree is
 * rendered by the server (`entry-server.tsx`) and hydrated in the browser (`start-page.tsx`), so both must be
 * given the same props.
 */
export function WorkbenchPage({ client, shownChart, startupTour }: WorkbenchPageProps) {
  return (
    <StrictMode>
      <WorkbenchProvider client={client} syncAddress options={shownChart ? { shownChart } : {}}>
        <DemoShell title="Chartbench" footer={<SiteFooter version={__CHARTBENCH_VERSION__} />}>
          <SiteNavigation />
          {/* This page is the workbench: its hotkeys act anywhere on it. */}
          <Workbench hotkeys="page" startupTour={startupTour} />
        </DemoShell>
      </WorkbenchProvider>
    </StrictMode>
  );
}

/**
 * The page's props that its address and its server's bootstrap decide: the shown first chart and the tour. The
 * server and the browser call it with the same address, bootstrap and day, and so render the same first frame.
 */
export function workbenchPageInputs(
  search: string,
  bootstrap: PageBootstrap | undefined,
  today: string,
): Pick<WorkbenchPageProps, 'shownChart' | 'startupTour'> {
  const shownChart = bootstrap
    ? (shownFirstChart(search, today, bootstrap.firstChart) ?? undefined)
    : undefined;
  return { shownChart, startupTour: new URLSearchParams(search).get('tour') === 'startup' };
}
