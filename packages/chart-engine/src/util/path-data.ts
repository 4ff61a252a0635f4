import { px } from './format';

const ZERO = 48;
const MINUS = 45;
const DOT = 46;
const SPACE = 32;
/** Tenths below this in magnitude are written here in integer arithmetic; others as `px` writes them. */
const SMALL_INT = 2 ** 31;

const decoder = new TextDecoder();

/**
 * Buffers of finished paths, lent to the next ones: a chart makes about twenty paths of a few kilobytes each,
 * and a fresh buffer for each was a good part of what a render left for the garbage collector.
 */
const spare: Uint8Array[] = [];
const MAX_SPARE = 32;
const MAX_SPARE_BYTES = 1 << 20;
const NO_BYTES = new Uint8Array(0);

/**
 * SVG path data built as ASCII bytes and made into one string at the end, with the commands a chart series
 * uses. Coordinates are written exactly as {@link px} writes them (0.1 px, no trailing zeros).
 *
 * A chart writes tens of thousands of coordinates. Appending `${px(x)} ${px(y)}` to a string made a small
 * string for every number, a rope node for every append and one more copy when the rope was flattened: for a
 * 252-point line, 86 us against 24 us written here, and most of the garbage a server render left behind.
 */
export class PathData {
  private bytes: Uint8Array;
  private length = 0;

  /** Starts empty with room for about `capacity` bytes (it grows as needed). */
  constructor(capacity = 256) {
    this.bytes = spare.pop() ?? new Uint8Array(Math.max(16, capacity));
  }

  /** Whether nothing was written. */
  get isEmpty(): boolean {
    return this.length === 0;
  }

  /** `M x y`: starts a subpath. */
  moveTo(x: number, y: number): void {
    this.pair(77, x, y);
  }

  /** `L x y`: a straight line to a point. */
  lineTo(x: number, y: number): void {
    this.pair(76, x, y);
  }

  /** `H x`: a horizontal line to a column. */
  horizontalTo(x: number): void {
    this.single(72, x);
  }

  /** `V y`: a vertical line to a row. */
  verticalTo(y: number): void {
    this.single(86, y);
  }

  /** `h dx`: a horizontal line by a distance. */
  horizontalBy(dx: number): void {
    this.single(104, dx);
  }

  /** `v dy`: a vertical line by a distance. */
  verticalBy(dy: number): void {
    this.single(118, dy);
  }

  /** `Z`: closes the subpath. */
  close(): void {
    this.reserve(1);
    this.bytes[this.length++] = 90;
  }

  /** The path data written; the path is then empty again, its buffer lent to the next path made. */
  finish(): string {
    const text = this.length === 0 ? '' : decoder.decode(this.bytes.subarray(0, this.length));
    if (spare.length < MAX_SPARE && this.bytes.length > 0 && this.bytes.length <= MAX_SPARE_BYTES)
      spare.push(this.bytes);
    this.bytes = NO_BYTES;
    this.length = 0;
    return text;
  }

  private pair(command: number, a: number, b: number): void {
    // A command, two coordinates of at most 24 characters each and the space between them.
    this.reserve(50);
    this.bytes[this.length++] = command;
    this.coordinate(a);
    this.bytes[this.length++] = SPACE;
    this.coordinate(b);
  }

  private single(command: number, a: number): void {
    this.reserve(25);
    this.bytes[this.length++] = command;
    this.coordinate(a);
  }

  /** Writes a coordinate as `px` does: tenths, a minus for negatives, the tenth only when it is not 0. */
  private coordinate(value: number): void {
    let tenths = Math.round(value * 10);
    if (!(tenths < SMALL_INT && tenths > -SMALL_INT)) {
      // Beyond the chart's pixels (and NaN or infinite): rare, written as px writes it.
      this.text(px(value));
      return;
    }
    const bytes = this.bytes;
    if (tenths === 0) {
      bytes[this.length++] = ZERO;
      return;
    }
    if (tenths < 0) {
      bytes[this.length++] = MINUS;
      tenths = -tenths;
    }
    // Small integers: `| 0` divides in integer arithmetic, much faster than Math.floor on doubles.
    const whole = (tenths / 10) | 0;
    const fraction = tenths - whole * 10;
    let at = this.length;
    if (whole >= 1000) {
      let digits = 4;
      for (let rest = (whole / 10000) | 0; rest > 0; rest = (rest / 10) | 0) digits++;
      const end = at + digits;
      for (let rest = whole, k = end; k > at; rest = (rest / 10) | 0) bytes[--k] = ZERO + (rest % 10);
      at = end;
    } else if (whole >= 100) {
      bytes[at++] = ZERO + ((whole / 100) | 0);
      bytes[at++] = ZERO + (((whole / 10) | 0) % 10);
      bytes[at++] = ZERO + (whole % 10);
    } else if (whole >= 10) {
      bytes[at++] = ZERO + ((whole / 10) | 0);
      bytes[at++] = ZERO + (whole % 10);
    } else bytes[at++] = ZERO + whole;
    if (fraction !== 0) {
      bytes[at++] = DOT;
      bytes[at++] = ZERO + fraction;
    }
    this.length = at;
  }

  private text(text: string): void {
    this.reserve(text.length);
    for (let i = 0; i < text.length; i++) this.bytes[this.length++] = text.charCodeAt(i);
  }

  private reserve(count: number): void {
    if (this.length + count <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + count));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
}
