import { useState } from 'react';
import {
  THUMBNAIL_SIZES,
  libraryStorageKeys,
  readLibraryDisplay,
  type KeyValueStorage,
  type LibraryKind,
  type LibraryLayout,
  type ThumbnailSize,
} from '@chartbench/core';

/** A library's layout and thumbnail size, and their setters that keep them in local storage. */
export interface LibraryDisplay {
  readonly layout: LibraryLayout;
  readonly size: ThumbnailSize;
  readonly setLayout: (layout: LibraryLayout) => void;
  /** Takes the stored index 1-4. */
  readonly setSizeIndex: (index: number) => void;
}

// Storage may refuse (private windows, quotas); the setting then lives for this view only.
function safeRead(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeWrite(storage: KeyValueStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    return;
  }
}

/** Reads a library's grid/list layout and thumbnail size from storage and writes each change back (spec 3 §2.10, §5). */
export function useLibraryDisplay(kind: LibraryKind, storage: KeyValueStorage | undefined): LibraryDisplay {
  const [display, setDisplay] = useState(() => readLibraryDisplay(kind, (key) => safeRead(storage, key)));
  const keys = libraryStorageKeys(kind);
  return {
    ...display,
    setLayout: (layout) => {
      setDisplay((current) => ({ ...current, layout }));
      safeWrite(storage, keys.layout, layout);
    },
    setSizeIndex: (index) => {
      const size = THUMBNAIL_SIZES.find((candidate) => candidate.index === index);
      if (!size) return;
      setDisplay((current) => ({ ...current, size }));
      safeWrite(storage, keys.thumbnailSize, String(index));
    },
  };
}
