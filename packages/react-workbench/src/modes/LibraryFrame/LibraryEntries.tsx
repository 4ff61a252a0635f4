import { useState } from 'react';
import type { LibraryEntry, LibraryLayout, ThumbnailSize } from '@chartbench/core';
import { Button } from '../shared/shared.styles';
import { LazyThumbnail } from './LazyThumbnail';
import {
  Badge,
  Card,
  CardTitle,
  EntryItem,
  EntryList,
  EntryScroll,
  EntryRow,
  Grid,
  GridItem,
  GridScroll,
  ListLayout,
  Muted,
  Preview,
  PreviewText,
  PreviewTitle,
  Star,
  SymbolLine,
  TitleText,
} from './LibraryFrame.styles';
import { useHeadingTag } from '../../theme/headings';
import { useVirtualRows } from '../shared/useVirtualRows';

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

/** The space between grid cards (the `space3` token), in px. */
const GRID_GAP = 12;
/** A list row: 28 px high and a 1 px rule. */
const LIST_ROW_HEIGHT = 29;
/** Card chrome around the thumbnail: padding, border, the title and symbol lines and the gaps between. */
const CARD_CHROME = 54;
/** The scroll boxes' size where nothing is laid out (a DOM test): the boxes' maximum height. */
const VIEWPORT = { width: 800, height: 480 };

/** How many cards of `cardWidth` fit side by side in `width`, as `auto-fill` would place them. */
function columnsIn(width: number, cardWidth: number): number {
  return Math.max(1, Math.floor((width + GRID_GAP) / (cardWidth + GRID_GAP)));
}

/**
 * The grid view: thumbnails that load on a click. Only the rows of cards in view are drawn (each card placed
 * in its row and column), so 1,000 charts open at once; the arrows move between cards.
 */
function EntryGrid(props: LibraryEntriesProps) {
  const { entries, size } = props;
  const {
    scrollRef,
    virtualizer,
    rows: drawn,
    perRow: columns,
    onKeyDown,
    onFocus,
  } = useVirtualRows<HTMLDivElement>({
    count: entries.length,
    columnsFor: (width) => columnsIn(width, size.width),
    estimateRowHeight: size.height + CARD_CHROME,
    gap: GRID_GAP,
    viewport: VIEWPORT,
  });
  return (
    <GridScroll ref={scrollRef} onKeyDown={onKeyDown} onFocus={onFocus}>
      <Grid aria-label={props.label} style={{ height: virtualizer.getTotalSize() }}>
        {drawn.flatMap((row) =>
          entries.slice(row.index * columns, (row.index + 1) * columns).map((entry, column) => {
            const index = row.index * columns + column;
            return (
              <GridItem
                key={entry.key}
                ref={column === 0 ? virtualizer.measureElement : undefined}
                data-index={row.index}
                aria-posinset={index + 1}
                aria-setsize={entries.length}
                style={{
                  left: `calc(${column} * (100% + ${GRID_GAP}px) / ${columns})`,
                  width: `calc((100% - ${(columns - 1) * GRID_GAP}px) / ${columns})`,
                  transform: `translateY(${row.start}px)`,
                }}
              >
                <Card type="button" data-item={index} onClick={() => props.onChoose(entry)}>
                  <LazyThumbnail
                    src={props.thumbnailUrl(entry)}
                    alt=""
                    width={size.width}
                    height={size.height}
                  />
                  <CardTitle>
                    <TitleText title={entry.title}>{entry.title}</TitleText>
                    <Marks entry={entry} membersOnly={props.showMembersOnly(entry)} />
                  </CardTitle>
                  {/* Every card keeps the symbol line, empty or not, so the cards of a row are one height. */}
                  <SymbolLine>{entry.symbol}</SymbolLine>
                </Card>
              </GridItem>
            );
          }),
        )}
      </Grid>
    </GridScroll>
  );
}

/**
 * The list view: rows that select an entry into a preview pane with a larger thumbnail, its details and the
 * load button. Only the rows in view are drawn; the arrows, Home and End move between rows.
 */
function EntryListView(props: LibraryEntriesProps) {
  const { entries, size } = props;
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const headingTag = useHeadingTag(0);
  const {
    scrollRef,
    virtualizer,
    rows: drawn,
    onKeyDown,
    onFocus,
  } = useVirtualRows<HTMLDivElement>({
    count: entries.length,
    estimateRowHeight: LIST_ROW_HEIGHT,
    viewport: VIEWPORT,
  });
  const selected = entries.find((entry) => entry.key === selectedKey) ?? entries[0];
  return (
    <ListLayout>
      <EntryScroll ref={scrollRef} onKeyDown={onKeyDown} onFocus={onFocus}>
        <EntryList aria-label={props.label} style={{ height: virtualizer.getTotalSize() }}>
          {drawn.map((row) => {
            const entry = entries[row.index];
            if (!entry) return null;
            return (
              <EntryItem
                key={entry.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                aria-posinset={row.index + 1}
                aria-setsize={entries.length}
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <EntryRow
                  type="button"
                  data-item={row.index}
                  aria-pressed={entry === selected}
                  onClick={() => setSelectedKey(entry.key)}
                >
                  {entry.title}
                  <Marks entry={entry} membersOnly={props.showMembersOnly(entry)} />
                  {entry.symbol && <Muted>{entry.symbol}</Muted>}
                </EntryRow>
              </EntryItem>
            );
          })}
        </EntryList>
      </EntryScroll>
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

/**
 * The entries of a library (spec 3 §2.10): a grid of thumbnails that load on a click, or a list whose rows
 * select an entry into a preview pane. Both draw only what is in view (issue #19).
 */
export function LibraryEntries(props: LibraryEntriesProps) {
  return props.layout === 'grid' ? <EntryGrid {...props} /> : <EntryListView {...props} />;
}
