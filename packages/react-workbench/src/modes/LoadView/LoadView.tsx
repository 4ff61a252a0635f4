import type { ReactNode } from 'react';
import { loadData, type Load } from '@chartbench/core';
import { ModeStatus } from '../shared/ModeStatus';

/** Props of {@link LoadView}. */
export interface LoadViewProps<T, E = never> {
  readonly load: Load<T> | Load<T, E>;
  /** The text while loading, and before the load starts; 'Loading…' by default. */
  readonly loadingLabel?: string;
  /** The failure's message: a fixed text, or the text the load's typed error tells. */
  readonly failedMessage: string | ((error: E) => string);
  /** Shown inside the failure alert, below its message (details, a retry), from the load's typed error. */
  readonly failedDetail?: (error: E) => ReactNode;
  /** Shown after the failure alert, outside it (the rows last shown), from the load's typed error. */
  readonly afterFailure?: (error: E) => ReactNode;
  /** Whether loaded data has nothing to show; then the empty state shows instead of `children`. */
  readonly isEmpty?: (data: T) => boolean;
  /** The empty state's message, fixed or told by the data (why it is empty). */
  readonly emptyMessage?: string | ((data: T) => string);
  /** The empty state's action below its message (a link or button), fixed or from the data. */
  readonly emptyAction?: ReactNode | ((data: T) => ReactNode);
  /** Renders the loaded data; while a reload runs, what the earlier load gave stays rendered. */
  readonly children: (data: T) => ReactNode;
}

/**
 * Renders a {@link Load} the way every mode does: a polite loading status, a failure alert with its details, an
 * empty message with its action, or the loaded content through `children`.
 */
export function LoadView<T, E = never>(props: LoadViewProps<T, E>) {
  const { load } = props;
  if (load.status === 'failed') {
    // A load typed without an error (E = never) has none to hand to the texts.
    const error = ('error' in load ? load.error : undefined) as E;
    const message =
      typeof props.failedMessage === 'string' ? props.failedMessage : props.failedMessage(error);
    return (
      <>
        <ModeStatus kind="failed" message={message}>
          {props.failedDetail?.(error)}
        </ModeStatus>
        {props.afterFailure?.(error)}
      </>
    );
  }
  const data = loadData(load);
  if (data === undefined) return <ModeStatus kind="loading" label={props.loadingLabel} />;
  if (props.isEmpty?.(data)) {
    return (
      <ModeStatus
        kind="empty"
        message={
          typeof props.emptyMessage === 'function' ? props.emptyMessage(data) : (props.emptyMessage ?? '')
        }
      >
        {typeof props.emptyAction === 'function' ? props.emptyAction(data) : props.emptyAction}
      </ModeStatus>
    );
  }
  return <>{props.children(data)}</>;
}
