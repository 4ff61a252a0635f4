import {
  libraryStorageKeys,
  parseLibraryLayout,
  readLibraryDisplay,
  THUMBNAIL_LOAD_DELAY_MS,
  thumbnailTimerFired,
  thumbnailVisibilityChange,
  type ThumbnailPhase,
} from './library-display';

describe('spec 3 §2.10, §5 library layout and thumbnail size kept locally', () => {
  it.each([
    ['grid', 'grid'],
    ['list', 'list'],
    [null, 'grid'],
    ['tiles', 'grid'],
    ['', 'grid'],
  ])('stored layout %j reads as %s', (stored, layout) => {
    expect(parseLibraryLayout(stored)).toBe(layout);
  });

  it.each([
    [{}, 'grid', 280, 175],
    [{ layout: 'list', thumbnailSize: '1' }, 'list', 160, 100],
    [{ thumbnailSize: '3' }, 'grid', 240, 150],
    [{ thumbnailSize: '5' }, 'grid', 280, 175],
    [{ thumbnailSize: 'x' }, 'grid', 280, 175],
  ])('stored %j reads as %s at %dx%d', (stored: Record<string, string>, layout, width, height) => {
    const keys = libraryStorageKeys('chartStyleLibrary');
    const values = new Map(
      Object.entries(stored).map(([name, value]) => [keys[name as keyof typeof keys], value]),
    );
    const display = readLibraryDisplay('chartStyleLibrary', (key) => values.get(key) ?? null);
    expect([display.layout, display.size.width, display.size.height]).toEqual([layout, width, height]);
  });

  it('keeps each library under its own keys', () => {
    expect(libraryStorageKeys('chartStyleLibrary').layout).not.toBe(
      libraryStorageKeys('chartListLibrary').layout,
    );
  });
});

describe('spec 3 §9 thumbnails load 200 ms after becoming visible', () => {
  it('waits 200 ms', () => {
    expect(THUMBNAIL_LOAD_DELAY_MS).toBe(200);
  });

  it.each<[ThumbnailPhase, boolean, ThumbnailPhase, string]>([
    ['hidden', true, 'waiting', 'start'],
    ['hidden', false, 'hidden', 'none'],
    ['waiting', true, 'waiting', 'none'],
    ['waiting', false, 'hidden', 'cancel'],
    ['load', false, 'load', 'none'],
    ['load', true, 'load', 'none'],
  ])('%s, visible %s: %s, timer %s', (phase, visible, next, timer) => {
    expect(thumbnailVisibilityChange(phase, visible)).toEqual({ phase: next, timer });
  });

  it.each<[ThumbnailPhase, ThumbnailPhase]>([
    ['waiting', 'load'],
    ['hidden', 'hidden'],
    ['load', 'load'],
  ])('the timer firing in %s gives %s', (phase, next) => {
    expect(thumbnailTimerFired(phase)).toBe(next);
  });
});
