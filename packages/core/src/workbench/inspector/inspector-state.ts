import type { InspectorData } from '../../rules/index';

/** The inspector's data for the chart on screen (spec 2 §7): off, loading, ready or failed, per image load. */
export type InspectorState =
  | { readonly status: 'off' }
  | { readonly status: 'loading'; readonly requestId: number }
  | { readonly status: 'ready'; readonly requestId: number; readonly data: InspectorData }
  | { readonly status: 'failed'; readonly requestId: number; readonly message: string };

/** The inspector before anything is inspected. */
export const INSPECTOR_OFF: InspectorState = { status: 'off' };
