import type { ReactNode } from 'react';
import { useId } from 'react';
import {
  THUMBNAIL_SIZES,
  type KeyValueStorage,
  type LibraryEntry,
  type LibraryKind,
  type LibraryView,
} from '@chartbench/core';
import { LoadView } from '../LoadView/LoadView';
import { Field, TextLink } from '../shared/shared.styles';
import { LibraryEntries } from './LibraryEntries';
import { Controls, ToggleButton, ToggleGroup } from './LibraryFrame.styles';
import { TagSearch } from './TagSearch';
import { useLibraryDisplay } from './useLibraryDisplay';

/** Props of {@link LibraryFrame}. */
export interface LibraryFrameProps {
  /** Which library: each keeps its own layout and thumbnail size. */
  readonly kind: LibraryKind;
  /** Local storage for the layout and thumbnail size; without it they last as long as the view. */
  readonly storage?: KeyValueStorage;
  /** The select-library control. */
  readonly librarySelect: ReactNode;
  /** Controls after the search (Load Symbol Only, Create ChartList). */
  readonly extraControls?: ReactNode;
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  /** Every entry of the selected library, unfiltered, for the tag suggestions. */
  readonly allEntries: readonly LibraryEntry[];
  /** What to show below the controls, from core's view rule. */
  readonly view: LibraryView;
  readonly label: string;
  readonly loadLabel: string;
  readonly thumbnailUrl: (entry: LibraryEntry) => string;
  readonly showMembersOnly: (entry: LibraryEntry) => boolean;
  readonly onChoose: (entry: LibraryEntry) => void;
}

const SIZE_TEXT = THUMBNAIL_SIZES.map((size) => `${size.width} by ${size.height}`);

/**
 * The frame both library modes share (spec 3 §2.10): select library, grid or list view and the thumbnail
 * size slider (kept locally), the search with tag suggestions, extra controls, then the loading, failure,
 * empty, no-match or entries state.
 */
export function LibraryFrame(props: LibraryFrameProps) {
  const display = useLibraryDisplay(props.kind, props.storage);
  const sliderId = useId();
  const { view } = props;

  return (
    <div>
      <Controls>
        {props.librarySelect}
        <ToggleGroup role="group" aria-label="View">
          <ToggleButton
            type="button"
            aria-pressed={display.layout === 'grid'}
            onClick={() => display.setLayout('grid')}
          >
            Grid
          </ToggleButton>
          <ToggleButton
            type="button"
            aria-pressed={display.layout === 'list'}
            onClick={() => display.setLayout('list')}
          >
            List
          </ToggleButton>
        </ToggleGroup>
        <Field htmlFor={sliderId}>
          Thumbnail size
          <input
            id={sliderId}
            type="range"
            min={1}
            max={THUMBNAIL_SIZES.length}
            step={1}
            value={display.size.index}
            aria-valuetext={SIZE_TEXT[display.size.index - 1]}
            onChange={(event) => display.setSizeIndex(Number(event.target.value))}
          />
        </Field>
        <TagSearch query={props.query} onQueryChange={props.onQueryChange} entries={props.allEntries} />
        {props.extraControls}
      </Controls>
      <LoadView
        load={view}
        failedMessage={(message) => message}
        isEmpty={(content) => content.entries.length === 0}
        emptyMessage={(content) => content.emptyMessage}
        emptyAction={(content) =>
          content.addSymbols && <TextLink href={content.addSymbols.href}>{content.addSymbols.label}</TextLink>
        }
      >
        {(content) => (
          <LibraryEntries
            entries={content.entries}
            layout={display.layout}
            size={display.size}
            label={props.label}
            loadLabel={props.loadLabel}
            thumbnailUrl={props.thumbnailUrl}
            showMembersOnly={props.showMembersOnly}
            onChoose={props.onChoose}
          />
        )}
      </LoadView>
    </div>
  );
}
