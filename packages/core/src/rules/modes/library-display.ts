/**
 * How the library modes display (spec 2 §5, §9; spec 3 §2.10, §5, §9): grid or list view and the thumbnail
 * size (1-4, default 4), both kept in local storage, and the lazy thumbnail: an image loads 200 ms after it
 * becomes visible, and leaving view before then cancels it.
 */
import { CONSTANTS } from '../../catalogues/constants';
import { DEFAULT_THUMBNAIL_SIZE_INDEX, thumbnailSize, type ThumbnailSize } from '../../catalogues/ui';

/** Grid of thumbnails or a list with a preview pane. */
export type LibraryLayout = 'grid' | 'list';

/** The two library modes, each keeping its own display settings. */
export type LibraryKind = 'chartStyleLibrary' | 'chartListLibrary';

/** The layout when none is stored. */
export const DEFAULT_LIBRARY_LAYOUT: LibraryLayout = 'grid';

/** The local-storage keys of a library's layout and thumbnail size. */
export function libraryStorageKeys(kind: LibraryKind): {
  readonly layout: string;
  readonly thumbnailSize: string;
} {
  return { layout: `chartbench.${kind}.layout`, thumbnailSize: `chartbench.${kind}.thumbnailSize` };
}

/** A stored layout; anything but 'grid' or 'list' reads as the default. */
export function parseLibraryLayout(stored: string | null | undefined): LibraryLayout {
  return stored === 'grid' || stored === 'list' ? stored : DEFAULT_LIBRARY_LAYOUT;
}

/** The display settings of a library read from storage (absent or invalid values read as the defaults). */
export function readLibraryDisplay(
  kind: LibraryKind,
  read: (key: string) => string | null,
): { readonly layout: LibraryLayout; readonly size: ThumbnailSize } {
  const keys = libraryStorageKeys(kind);
  return {
    layout: parseLibraryLayout(read(keys.layout)),
    size: thumbnailSize(read(keys.thumbnailSize) ?? DEFAULT_THUMBNAIL_SIZE_INDEX),
  };
}

/** The delay between a thumbnail becoming visible and its image loading (spec 2 §9, spec 3 §9). */
export const THUMBNAIL_LOAD_DELAY_MS = CONSTANTS.chartImage.imageLoadDelayMs;

/** Where a lazy thumbnail is: out of view, visible and waiting out the delay, or loading its image for good. */
export type ThumbnailPhase = 'hidden' | 'waiting' | 'load';

/** What a thumbnail's timer should do after a change. */
export type ThumbnailTimer = 'start' | 'cancel' | 'none';

/**
 * The next phase when the thumbnail enters or leaves view: entering starts the 200 ms timer, leaving before
 * it fires cancels it, and a thumbnail that has started loading stays loaded.
 */
export function thumbnailVisibilityChange(
  phase: ThumbnailPhase,
  isVisible: boolean,
): { readonly phase: ThumbnailPhase; readonly timer: ThumbnailTimer } {
  if (phase === 'load') return { phase, timer: 'none' };
  if (isVisible) return phase === 'waiting' ? { phase, timer: 'none' } : { phase: 'waiting', timer: 'start' };
  return phase === 'waiting' ? { phase: 'hidden', timer: 'cancel' } : { phase, timer: 'none' };
}

/** The phase when the 200 ms timer fires: a waiting thumbnail loads; any other stays as it is. */
export function thumbnailTimerFired(phase: ThumbnailPhase): ThumbnailPhase {
  return phase === 'waiting' ? 'load' : phase;
}
