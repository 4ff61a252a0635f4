import type { ReactNode } from 'react';
import type { Member, WorkbenchApi, WorkbenchOptions } from '@chartbench/core';
import { WorkbenchProvider } from '../WorkbenchProvider/WorkbenchProvider';
import { createSampleOfflineApi } from '@chartbench/offline';
import { WorkbenchRoot } from '../theme/Root';

/**
 * The offline api as a member's own session answers: logged in, with nothing saved yet. A story that shows the
 * Workbench to a member needs it, or the member's ChartLists and ChartStyles fail to load (a visitor's api has
 * nobody logged in) and error toasts cover the story; for a visitor (`null`), the visitor's api.
 */
export function offlineApiFor(member: Member | null): WorkbenchApi {
  return member
    ? createSampleOfflineApi({ member: { loginCookie: '', record: {} } })
    : createSampleOfflineApi();
}

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
