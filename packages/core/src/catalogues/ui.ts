/**
 * Presentation catalogues (spec 1 §4.8; spec 2 §9; spec 3 §2.10, §8, §9): library thumbnail sizes, ad slots,
 * toast colours and log levels.
 */

/** One library thumbnail size, stored by its 1-based index. */
export interface ThumbnailSize {
  readonly index: 1 | 2 | 3 | 4;
  readonly width: number;
  readonly height: number;
}

/** Thumbnail sizes 160x100 to 280x175 (spec 2 §9, spec 3 §9). */
export const THUMBNAIL_SIZES: readonly ThumbnailSize[] = [
  { index: 1, width: 160, height: 100 },
  { index: 2, width: 200, height: 125 },
  { index: 3, width: 240, height: 150 },
  { index: 4, width: 280, height: 175 },
];

/** The default thumbnail size index (spec 3 §5). */
export const DEFAULT_THUMBNAIL_SIZE_INDEX = 4;

/** The thumbnail size for a stored index; anything but 1-4 reads as the default (spec 3 §5). */
export function thumbnailSize(stored: unknown): ThumbnailSize {
  const n = typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : stored;
  return THUMBNAIL_SIZES.find((s) => s.index === n) ?? (THUMBNAIL_SIZES[3] as ThumbnailSize);
}

/** Where an ad slot sits. */
export type AdPlacement = 'sidebar' | 'top' | 'sidewall' | 'leaderboard';

/** One ad slot size. */
export interface AdSlot {
  readonly placement: AdPlacement;
  readonly width: number;
  readonly height: number;
}

/** Ad slots (spec 3 §9): sidebar 300x250, 300x300, 300x250; top 320x50 and 728x90; sidewall; leaderboard. */
export const AD_SLOTS: readonly AdSlot[] = [
  { placement: 'sidebar', width: 300, height: 250 },
  { placement: 'sidebar', width: 300, height: 300 },
  { placement: 'sidebar', width: 300, height: 250 },
  { placement: 'top', width: 320, height: 50 },
  { placement: 'top', width: 728, height: 90 },
  { placement: 'sidewall', width: 300, height: 600 },
  { placement: 'leaderboard', width: 970, height: 250 },
];

/** Toast colour ids (spec 1 §4.8). */
export type ToastColor = 'green' | 'red' | 'blue' | 'lightGrey' | 'yellow' | 'grey';

/** One toast colour: success is green, failure red, partial yellow (spec 3 §8). */
export interface ToastColorOption {
  readonly id: ToastColor;
  readonly background: string;
  readonly text: string;
}

/** The six toast colours (spec 1 §4.8). */
export const TOAST_COLORS: readonly ToastColorOption[] = [
  { id: 'green', background: '#2e7d32', text: '#ffffff' },
  { id: 'red', background: '#c62828', text: '#ffffff' },
  { id: 'blue', background: '#1565c0', text: '#ffffff' },
  { id: 'lightGrey', background: '#e0e0e0', text: '#000000' },
  { id: 'yellow', background: '#ffd54f', text: '#000000' },
  { id: 'grey', background: '#616161', text: '#ffffff' },
];

/** Log levels, least severe first; info is the default (spec 3 §8, §9). */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
/** A log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];
/** The default log level (spec 3 §9). */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
