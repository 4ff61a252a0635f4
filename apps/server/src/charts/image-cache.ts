import { createHash } from 'node:crypto';

/** A rendered chart reply kept for reuse: its bytes, type, cache lifetime and entity tag. */
export interface RenderedImage {
  readonly status: 200 | 400 | 403 | 404 | 500 | 503;
  readonly body: string | Uint8Array<ArrayBuffer>;
  readonly contentType: string;
  readonly maxAgeSeconds: number;
  readonly etag: string;
}

/** The entity tag of a reply body: a hash of its bytes, so equal renders share it. */
export function entityTag(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Rendered images by their inputs (path, query and format): a repeated request is answered without drawing
 * again, while its `max-age` lasts. Bounded by entry count and total bytes, least recently used out first.
 */
export class ImageCache {
  private readonly entries = new Map<string, { image: RenderedImage; expiresAt: number; size: number }>();
  private bytes = 0;

  /** Creates a cache of at most `maxEntries` images and `maxBytes` bytes. */
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  /** The image of `key` while it has not expired at `nowMs`. */
  get(key: string, nowMs: number): RenderedImage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= nowMs) {
      this.bytes -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.image;
  }

  /** Keeps an image for its max-age (nothing is kept for a reply that must not be cached). */
  set(key: string, image: RenderedImage, nowMs: number): void {
    const size = typeof image.body === 'string' ? image.body.length * 2 : image.body.byteLength;
    if (image.maxAgeSeconds <= 0 || size > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.size;
    }
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.maxEntries || this.bytes + size > this.maxBytes)
    ) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, { size: number }];
      this.entries.delete(oldestKey);
      this.bytes -= oldest.size;
    }
    this.entries.set(key, { image, expiresAt: nowMs + image.maxAgeSeconds * 1000, size });
    this.bytes += size;
  }
}

/** The query parameters that only bust the browser's cache (spec 1 §2.1, §2.2): they change nothing drawn. */
const CACHE_BUSTING_PARAMETERS = ['r', 'randomNumber'];

/**
 * The query of an image address as the image cache knows it: without the cache-busting parameters, so that
 * every load of the same chart (each with its own `r`) is one entry, drawn once while its max-age lasts
 * (issue #20: a visitor's first chart is then a lookup when any visitor drew it before).
 */
export function cacheKeyQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  for (const name of CACHE_BUSTING_PARAMETERS) kept.delete(name);
  return kept.toString();
}
