import { useState } from 'react';
import type { LibraryEntry, LibraryLayout, ThumbnailSize } from '@chartbench/core';
import { Button } from '../shared/shared.styles';
import { LazyThumbnail } from './LazyThumbnail';
import {
  Badge,
  Card,
  CardTitle,
  EntryList,
  EntryRow,
  Grid,
  ListLayout,
  Muted,
  Preview,
  PreviewText,
  PreviewTitle,
  Star,
} from './LibraryFrame.styles';
import { useHeadingTag } from '../../theme/headings';

/** Props of {@link LibraryEntries}. */
export interface LibraryEntriesProps {
  readonly entries: readonly LibraryEntry[];
  readonly layout: LibraryLayout;
  readonly size: ThumbnailSize;
  /** The accessible name of the entries: 'ChartStyles' or 'Charts'. */
  readonly label: string;
  /** The preview pane's load button, e.g. 'Load ChartStyle'. */
  readonly loadLabel: string;
  readonly thumbnailUrl: (entry: LibraryEntry) => string;
  /** Whether an entry carries the members-only badge (for a visitor). */
  readonly showMembersOnly: (entry: LibraryEntry) => boolean;
  readonly onChoose: (entry: LibraryEntry) => void;
}

function Marks({ entry, membersOnly }: { readonly entry: LibraryEntry; readonly membersOnly: boolean }) {
  return (
    <>
      {entry.isDefault && (
        <Star role="img" aria-label="Default ChartStyle">
          ★
        </Star>
      )}
      {membersOnly && <Badge>Members only</Badge>}
    </>
  );
}

/**
 * The entries of a library (spec 3 §2.10): a grid of thumbnails that load on a click, or a list whose rows
 * select an entry into a preview pane with a larger thumbnail, its details and the load button.
 */
export function LibraryEntries(props: LibraryEntriesProps) {
  const { entries, size } = props;
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const headingTag = useHeadingTag(0);

  if (props.layout === 'grid') {
    return (
      <Grid aria-label={props.label} $width={size.width}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Card type="button" onClick={() => props.onChoose(entry)}>
              <LazyThumbnail src={props.thumbnailUrl(entry)} alt="" width={size.width} height={size.height} />
              <CardTitle>
                {entry.title}
                <Marks entry={entry} membersOnly={props.showMembersOnly(entry)} />
              </CardTitle>
              {entry.symbol && <Muted>{entry.symbol}</Muted>}
            </Card>
          </li>
        ))}
      </Grid>
    );
  }

  const selected = entries.find((entry) => entry.key === selectedKey) ?? entries[0];
  return (
    <ListLayout>
      <EntryList aria-label={props.label}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <EntryRow
              type="button"
              aria-pressed={entry === selected}
              onClick={() => setSelectedKey(entry.key)}
            >
              {entry.title}
              <Marks entry={entry} membersOnly={props.showMembersOnly(entry)} />
              {entry.symbol && <Muted>{entry.symbol}</Muted>}
            </EntryRow>
          </li>
        ))}
      </EntryList>
      {selected && (
        <Preview aria-label="Preview">
          <LazyThumbnail
            key={selected.key}
            src={props.thumbnailUrl(selected)}
            alt={selected.title}
            width={size.width}
            height={size.height}
          />
          <PreviewTitle as={headingTag}>
            {selected.title}
            <Marks entry={selected} membersOnly={props.showMembersOnly(selected)} />
          </PreviewTitle>
          {selected.symbol && <PreviewText>Symbol: {selected.symbol}</PreviewText>}
          {selected.description && <PreviewText>{selected.description}</PreviewText>}
          {selected.searchTags.length > 0 && <Muted>Tags: {selected.searchTags.join(', ')}</Muted>}
          <Button type="button" $primary onClick={() => props.onChoose(selected)}>
            {props.loadLabel}
          </Button>
        </Preview>
      )}
    </ListLayout>
  );
}
