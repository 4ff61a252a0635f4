import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding, type Encoding } from '../routes/compression';
import type { RenderedImage } from './image-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller replies gain less than the header costs (message images are a few hundred bytes). */
const MIN_BYTES = 1024;

/**
 * The compressed copies of each drawn reply, made when a request that accepts the encoding first asks for it (on
 * libuv's thread pool, off the event loop) and kept as long as the reply is: a cached chart is compressed once
 * per encoding. The copies live beside the image cache's entries, about a third of their size, outside its
 * byte cap.
 */
const compressed = new WeakMap<RenderedImage, Map<Encoding, Promise<Buffer>>>();

/**
 * The encoding to send `image` in: brotli, else gzip, for SVG or text when the request accepts it, else none
 * (the bytes as drawn). PNG is compressed already.
 *
 * The fastest settings: an uncached chart is compressed at every request that accepts it. On the default
 * 1-year chart (58 KB) brotli at quality 1 made 20 KB in 0.2 to 0.4 ms, and gzip at level 4 20 KB in 0.7 ms;
 * gzip's default level 6 made 19.8 KB in 1.3 ms, which cost an uncached chart 2.3 ms of server CPU in all.
 */
export function imageEncoding(
  image: RenderedImage,
  acceptEncoding: string | undefined,
): Encoding | undefined {
  const compressible = !image.contentType.startsWith('image/png') && image.body.length >= MIN_BYTES;
  return compressible ? preferredEncoding(acceptEncoding) : undefined;
}

/** `image`'s bytes in `encoding`, compressed once per image and encoding. */
export async function encodedBody(
  image: RenderedImage,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  let copies = compressed.get(image);
  if (!copies) {
    copies = new Map();
    compressed.set(image, copies);
  }
  let body = copies.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotli(image.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 1,
              [constants.BROTLI_PARAM_SIZE_HINT]: image.body.length,
            },
          })
        : gzipAsync(image.body, { level: 4 });
    copies.set(encoding, body);
  }
  const bytes = await body;
  // A view, not a copy: zlib's Buffer typed as the plain Uint8Array a reply body is.
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
}

/** The entity tag of an image's copy in `encoding`: its own tag with `-br` or `-gzip` inside the quotes. */
export function encodedTag(etag: string, encoding: Encoding): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}
