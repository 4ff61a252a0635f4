import { tenthsText } from './format';

const ZERO = 48;
const MINUS = 45;
const DOT = 46;
const SPACE = 32;
/** The most bytes one command writes: a letter, two numbers of at most 24 characters and a space. */
const MAX_COMMAND_BYTES = 50;

const decoder = new TextDecoder();

/**
 * Buffers of finished paths, lent to the next ones: a chart makes about twenty paths of a few kilobytes each,
 * and a fresh buffer for each was a good part of what a render left for the garbage collector.
 */
const spare: Uint8Array[] = [];
const MAX_SPARE = 32;
const MAX_SPARE_BYTES = 1 << 20;

/**
 * SVG path data built as ASCII bytes and made into one string at the end, with the commands a chart series
 * uses. Coordinates are written exactly as `px` (util/format.ts) writes them (0.1 px, no trailing zeros).
 *
 * A chart writes tens of thousands of coordinates. Appending `${px(x)} ${px(y)}` to a string made a small
 * string for every number, a rope node for every append and one more copy when the rope was flattened: for a
 * 252-point line, 86 us against 24 us written here, and most of the garbage a server render left behind.
 * It is kept small: `renderChart` has a size budget (45 KiB min+gzip, issue #18).
 */
export class PathData {
  #bytes: Uint8Array;
  #length = 0;

  /** Starts empty with room for about `capacity` bytes (it grows as needed). */
  constructor(capacity = 256) {
    this.#bytes = spare.pop() ?? new Uint8Array(Math.max(MAX_COMMAND_BYTES, capacity));
  }

  /** Whether nothing was written. */
  get isEmpty(): boolean {
    return this.#length === 0;
  }

  /** `M x y`: starts a subpath. */
  moveTo(x: number, y: number): void {
    this.#command(77, x, y);
  }

  /** `L x y`: a straight line to a point. */
  lineTo(x: number, y: number): void {
    this.#command(76, x, y);
  }

  /** `H x`: a horizontal line to a column. */
  horizontalTo(x: number): void {
    this.#command(72, x);
  }

  /** `V y`: a vertical line to a row. */
  verticalTo(y: number): void {
    this.#command(86, y);
  }

  /** `h dx`: a horizontal line by a distance. */
  horizontalBy(dx: number): void {
    this.#command(104, dx);
  }

  /** `v dy`: a vertical line by a distance. */
  verticalBy(dy: number): void {
    this.#command(118, dy);
  }

  /** `Z`: closes the subpath. */
  close(): void {
    this.#command(90);
  }

  /** `M left top h width v height h -width Z`: a rectangle (bars, bodies, boxes). */
  rect(left: number, top: number, width: number, height: number): void {
    this.#command(77, left, top);
    this.#command(104, width);
    this.#command(118, height);
    this.#command(104, -width);
    this.#command(90);
  }

  /** The path data written; the path is then empty again, its buffer lent to the next path made. */
  finish(): string {
    const text = this.#length === 0 ? '' : decoder.decode(this.#bytes.subarray(0, this.#length));
    if (spare.length < MAX_SPARE && this.#bytes.length <= MAX_SPARE_BYTES) spare.push(this.#bytes);
    this.#bytes = new Uint8Array(MAX_COMMAND_BYTES);
    this.#length = 0;
    return text;
  }

  #command(letter: number, a?: number, b?: number): void {
    if (this.#length + MAX_COMMAND_BYTES > this.#bytes.length) {
      const grown = new Uint8Array(this.#bytes.length * 2);
      grown.set(this.#bytes.subarray(0, this.#length));
      this.#bytes = grown;
    }
    this.#bytes[this.#length++] = letter;
    if (a !== undefined) this.#number(Math.round(a * 10));
    if (b === undefined) return;
    this.#bytes[this.#length++] = SPACE;
    this.#number(Math.round(b * 10));
  }

  /** Writes a coordinate rounded to tenths as `px` does: a minus for negatives, the tenth only when not 0. */
  #number(tenths: number): void {
    const bytes = this.#bytes;
    if (tenths < 0 && tenths > -10_000) {
      bytes[this.#length++] = MINUS;
      tenths = -tenths;
    }
    if (!(tenths > 0 && tenths < 10_000)) {
      // Zero, 1,000 px and beyond, NaN and infinities (at most 24 characters): as px writes them.
      for (const character of tenthsText(tenths)) bytes[this.#length++] = character.charCodeAt(0);
      return;
    }
    // `| 0` divides in integer arithmetic, much faster than Math.floor on doubles.
    const whole = (tenths / 10) | 0;
    const fraction = tenths - whole * 10;
    if (whole >= 100) bytes[this.#length++] = ZERO + ((whole / 100) | 0);
    if (whole >= 10) bytes[this.#length++] = ZERO + (((whole / 10) | 0) % 10);
    bytes[this.#length++] = ZERO + (whole % 10);
    if (fraction !== 0) {
      bytes[this.#length++] = DOT;
      bytes[this.#length++] = ZERO + fraction;
    }
  }
}
