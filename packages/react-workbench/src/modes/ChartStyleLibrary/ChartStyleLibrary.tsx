import { useState } from 'react';
import {
  initialStyleLibrary,
  isLoggedIn,
  libraryEntryAction,
  styleLibraryChoices,
  styleLibraryView,
  type ChartStyle,
  type KeyValueStorage,
  type LibraryEntry,
  type Load,
  type Member,
  type SampleChartStyle,
  type SampleChartStyleGroup,
} from '@chartbench/core';
import { LibraryFrame } from '../LibraryFrame/LibraryFrame';
import { Field, Select } from '../shared/shared.styles';

/** Props of {@link ChartStyleLibrary}. */
export interface ChartStyleLibraryProps {
  /** The member, or null when logged out. */
  readonly member: Member | null;
  /** The member's saved ChartStyles (ignored for a visitor). */
  readonly styles: Load<readonly ChartStyle[]>;
  /** The sample groups of the sample catalogue. */
  readonly samples: Load<readonly SampleChartStyleGroup[]>;
  /** The member's default ChartStyle, starred. */
  readonly defaultStyleRecid?: number | null;
  /** The style thumbnail address, `/c-sc/sc?i=` with the style id (the api client's thumbnailUrl). */
  readonly thumbnailUrl: (styleId: string) => string;
  /** Load a saved ChartStyle onto the chart. */
  readonly onLoadStyle: (style: ChartStyle) => void;
  /** Load a sample; `symbol` is its root symbol when it loads with one, else null. */
  readonly onLoadSample: (sample: SampleChartStyle, symbol: string | null) => void;
  /** A visitor chose a members-only sample: open the create-account dialog. */
  readonly onCreateAccount: () => void;
  /** Local storage for the layout and thumbnail size. */
  readonly storage?: KeyValueStorage;
  /** The library to open on, when it is offered. */
  readonly initialLibrary?: string;
}

const styleIdOf = (entry: LibraryEntry): string =>
  entry.kind === 'style' ? entry.style.styleCacheId : entry.kind === 'sample' ? entry.sample.pcode : '';

/**
 * ChartStyle Library mode (spec 2 §4, §6; spec 3 §2.10): 'Your ChartStyles' (members only) and the sample
 * groups, thumbnails of each style, search with tag suggestions, grid or list with a preview pane. A visitor
 * starts on the samples; choosing a members-only sample opens the create-account dialog.
 */
export function ChartStyleLibrary(props: ChartStyleLibraryProps) {
  const { member, samples } = props;
  const groups = samples.status === 'loaded' ? samples.data : [];
  const choices = styleLibraryChoices(member, groups);
  const [wanted, setWanted] = useState<string | null>(props.initialLibrary ?? null);
  const [query, setQuery] = useState('');
  const library = initialStyleLibrary(member, groups, wanted);
  const input = {
    library,
    styles: props.styles,
    samples,
    defaultStyleRecid: props.defaultStyleRecid ?? null,
  };
  const view = styleLibraryView({ ...input, query });
  const all = styleLibraryView({ ...input, query: '' });
  const loggedIn = isLoggedIn(member);

  const choose = (entry: LibraryEntry) => {
    const action = libraryEntryAction(entry, member);
    if (action.kind === 'createAccount') props.onCreateAccount();
    else if (action.kind === 'loadStyle') props.onLoadStyle(action.style);
    else if (action.kind === 'loadSample') props.onLoadSample(action.sample, action.symbol);
  };

  return (
    <LibraryFrame
      kind="chartStyleLibrary"
      storage={props.storage}
      librarySelect={
        <Field>
          Library
          <Select
            value={library ?? ''}
            disabled={choices.length === 0}
            onChange={(event) => {
              setWanted(event.target.value);
              setQuery('');
            }}
          >
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title}
              </option>
            ))}
          </Select>
        </Field>
      }
      query={query}
      onQueryChange={setQuery}
      allEntries={all.status === 'loaded' ? all.data.entries : []}
      view={view}
      label="ChartStyles"
      loadLabel="Load ChartStyle"
      thumbnailUrl={(entry) => props.thumbnailUrl(styleIdOf(entry))}
      showMembersOnly={(entry) => !loggedIn && entry.isMembersOnly}
      onChoose={choose}
    />
  );
}
