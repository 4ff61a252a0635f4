import type { ReactNode } from 'react';
import { StatusBox, StatusText, Spinner } from './shared.styles';

/** Props of {@link ModeStatus}. */
export type ModeStatusProps =
  | { readonly kind: 'loading'; readonly label?: string }
  | { readonly kind: 'failed'; readonly message: string; readonly children?: ReactNode }
  | { readonly kind: 'empty'; readonly message: string; readonly children?: ReactNode };

/**
 * The loading, failed and empty states every mode shares: loading is a polite status, a failure an alert,
 * an empty state a plain message with its action (a link or button) below.
 */
export function ModeStatus(props: ModeStatusProps) {
  if (props.kind === 'loading') {
    return (
      <StatusBox role="status" aria-live="polite">
        <Spinner aria-hidden="true" />
        <StatusText>{props.label ?? 'Loading…'}</StatusText>
      </StatusBox>
    );
  }
  return (
    <StatusBox
      role={props.kind === 'failed' ? 'alert' : undefined}
      $tone={props.kind === 'failed' ? 'danger' : 'muted'}
    >
      {props.message && <StatusText>{props.message}</StatusText>}
      {props.children}
    </StatusBox>
  );
}
