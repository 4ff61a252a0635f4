import type { ReactNode } from 'react';
import type { AlertsView } from '@chartbench/core';
import { LoadView } from '../LoadView/LoadView';
import { Message, ModeHeader, ModeTitle, TextLink } from './shared.styles';
import { useHeadingTag } from '../../theme/headings';

/** Props of {@link AlertsFrame}. */
export interface AlertsFrameProps<T> {
  readonly title: string;
  /** The header link, opened in a new tab. */
  readonly headerLink: { readonly label: string; readonly href: string };
  /** What the table shows (from core's alertsView). */
  readonly view: AlertsView<T>;
  /** The empty state's text and its create link, if any (from core's alertsEmptyState). */
  readonly empty: { readonly message: string; readonly createHref: string | null };
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
  empty,
  aside,
  actionError,
  renderTable,
}: AlertsFrameProps<T>) {
  const headingTag = useHeadingTag(0);
  return (
    <div>
      <ModeHeader>
        <ModeTitle as={headingTag}>{title}</ModeTitle>
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
      <LoadView
        load={view}
        failedMessage={(failure) => failure.message}
        afterFailure={(failure) => failure.alerts.length > 0 && renderTable(failure.alerts)}
        isEmpty={(alerts) => alerts.length === 0}
        emptyMessage={empty.createHref ? '' : empty.message}
        emptyAction={
          empty.createHref && (
            <TextLink href={empty.createHref} target="_blank" rel="noopener noreferrer">
              {empty.message}
            </TextLink>
          )
        }
      >
        {renderTable}
      </LoadView>
    </div>
  );
}
