import type { ReactNode } from 'react';
import type { AlertsView } from '@chartbench/core';
import { ModeStatus } from './ModeStatus';
import { Message, ModeHeader, ModeTitle, TextLink } from './shared.styles';

/** Props of {@link AlertsFrame}. */
export interface AlertsFrameProps<T> {
  readonly title: string;
  /** The header link, opened in a new tab. */
  readonly headerLink: { readonly label: string; readonly href: string };
  /** What the table shows (from core's alertsView). */
  readonly view: AlertsView<T>;
  /** Extra header content, such as the usage. */
  readonly aside?: ReactNode;
  /** The message of a failed action (toggle or delete), shown above the table. */
  readonly actionError?: string | null;
  /** Renders the table of alerts. */
  readonly renderTable: (alerts: readonly T[]) => ReactNode;
}

/**
 * The frame the three alert modes share (spec 3 §2.3-§2.5, §8): title, header link, loading, failure (the
 * rows last shown stay below the message), the empty state with its link, and the table.
 */
export function AlertsFrame<T>({
  title,
  headerLink,
  view,
  aside,
  actionError,
  renderTable,
}: AlertsFrameProps<T>) {
  return (
    <div>
      <ModeHeader>
        <ModeTitle>{title}</ModeTitle>
        {aside}
        <TextLink href={headerLink.href} target="_blank" rel="noopener noreferrer">
          {headerLink.label}
        </TextLink>
      </ModeHeader>
      {actionError && (
        <Message role="alert" $tone="danger">
          {actionError}
        </Message>
      )}
      {view.kind === 'loading' && <ModeStatus kind="loading" />}
      {view.kind === 'failed' && (
        <>
          <ModeStatus kind="failed" message={view.message} />
          {view.alerts.length > 0 && renderTable(view.alerts)}
        </>
      )}
      {view.kind === 'empty' && (
        <ModeStatus kind="empty" message={view.createHref ? '' : view.message}>
          {view.createHref && (
            <TextLink href={view.createHref} target="_blank" rel="noopener noreferrer">
              {view.message}
            </TextLink>
          )}
        </ModeStatus>
      )}
      {view.kind === 'loaded' && renderTable(view.alerts)}
    </div>
  );
}
