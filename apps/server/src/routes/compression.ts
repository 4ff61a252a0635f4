import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Content encodings the static files are served in, best first. */
export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Types worth compressing (text); images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.map',
  '.txt',
  '.webmanifest',
]);
/** Smaller bodies gain less than the header costs. */
const MIN_BYTES = 1024;
/** A larger file is served as it is: it would crowd the cache (and a request must not choose what is compressed). */
const MAX_FILE_BYTES = 8 * 1024 * 1024;
/** The compressed copies kept in memory, in bytes; the least recently used go first. */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The best encoding the request accepts: brotli, else gzip, else none. `q=0` refuses one (RFC 9110 §12.5.3).
 * @example preferredEncoding('gzip, deflate, br') // 'br'
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** True when a file of this extension and size is served compressed. */
export function isCompressible(extension: string, size: number): boolean {
  return COMPRESSIBLE.has(extension) && size >= MIN_BYTES && size <= MAX_FILE_BYTES;
}

interface Entry {
  readonly version: string;
  readonly body: Promise<Buffer>;
  readonly size: number;
}

/**
 * Compressed copies of static files, made once per file version (path, size and modification time) and kept
 * in a byte-bounded LRU cache, so a page load costs a lookup. Compression runs on libuv's thread pool, off the
 * event loop; brotli at its best quality as each version is compressed once.
 */
export class CompressionCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /** The file's body in `encoding`, from the cache or compressed now. */
  async get(path: string, version: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}\0${path}`;
    const cached = this.entries.get(key);
    if (cached && cached.version === version) {
      // Re-inserting marks it most recently used (a Map iterates in insertion order).
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.body;
    }
    if (cached) this.drop(key, cached);
    const compressed =
      encoding === 'br'
        ? brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipAsync(body, { level: 9 });
    // Counted at the original size until done: an upper bound, so the cap holds while work is in flight.
    const entry: Entry = { version, body: compressed, size: body.length };
    this.entries.set(key, entry);
    this.bytes += entry.size;
    this.evict();
    try {
      return await compressed;
    } catch (error) {
      this.drop(key, entry);
      throw error;
    }
  }

  /** Bytes the cache holds (original sizes of entries still compressing). */
  get size(): number {
    return this.bytes;
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) === entry) {
      this.entries.delete(key);
      this.bytes -= entry.size;
    }
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= CACHE_BYTES) return;
      this.drop(key, entry);
    }
  }
}

/**
 * A body made for one request (a page with that request's bootstrap), compressed now at a fast setting: it is
 * a few kilobytes, and compressing it at the best quality would cost more time than the bytes it saves.
 */
export function compressOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(body, { level: 6 });
}
