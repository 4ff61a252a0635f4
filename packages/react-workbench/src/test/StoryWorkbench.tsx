import type { ReactNode } from 'react';
import type { WorkbenchApi, WorkbenchOptions } from '@chartbench/core';
import { WorkbenchProvider } from '../WorkbenchProvider/WorkbenchProvider';
import { createSampleOfflineApi } from '@chartbench/offline';
import { WorkbenchRoot } from '../theme/Root';

/** APIs for story states: drawn offline, never answering, or failing every image. */
export const STORY_APIS = {
  offline: () => createSampleOfflineApi(),
  /** Lookups never answer: the loading state stays. */
  pending: (): WorkbenchApi => ({
    getCompaniesInfo: () => new Promise(() => undefined),
    chartImageUrl: () => 'data:,',
  }),
  /** Every symbol is known, and every image fails to load. */
  brokenImages: (): WorkbenchApi => ({
    getCompaniesInfo: async (symbols) =>
      symbols.map((symbol) => ({ symbol, companyInfo: { name: symbol, exchange: 'NYSE', isEOD: false } })),
    chartImageUrl: () => 'data:image/png;base64,AAAA',
  }),
} satisfies Record<string, () => WorkbenchApi>;

/** A provider with a story api, around parts of the workbench that need their root. */
export function StoryWorkbench({
  api,
  options,
  children,
}: {
  api: WorkbenchApi;
  options?: WorkbenchOptions;
  children: ReactNode;
}) {
  return (
    <WorkbenchProvider api={api} options={options}>
      <WorkbenchRoot>{children}</WorkbenchRoot>
    </WorkbenchProvider>
  );
}
