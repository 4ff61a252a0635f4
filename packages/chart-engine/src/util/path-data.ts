import { tenthsText } from './format';

const ZERO = 48;
const MINUS = 45;
const DOT = 46;
const SPACE = 32;
/** The most bytes one command writes: a letter, two coordinates of at most 24 characters and a space. */
const MAX_COMMAND_BYTES = 50;
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
 * uses. Coordinates are written exactly as `px` (util/format.ts) writes them (0.1 px, no trailing zeros).
 *
 * A chart writes tens of thousands of coordinates. Appending `${px(x)} ${px(y)}` to a string made a small
 * string for every number, a rope node for every append and one more copy when the rope was flattened: for a
 * 252-point line, 86 us against 24 us written here, and most of the garbage a server render left behind.
 *
 * The commands are small, to be inlined into the drawing loops, and hand the digit writing a whole number of
 * tenths: a double passed to a call that is not inlined is boxed as a heap number, a small integer is not.
 */
export class PathData {
  private bytes: Uint8Array;
  private length = 0;

  /** Starts empty with room for about `capacity` bytes (it grows as needed). */
  constructor(capacity = 256) {
    this.bytes = spare.pop() ?? new Uint8Array(Math.max(MAX_COMMAND_BYTES, capacity));
  }

  /** Whether nothing was written. */
  get isEmpty(): boolean {
    return this.length === 0;
  }

  /** `M x y`: starts a subpath. */
  moveTo(x: number, y: number): void {
    this.pair(77, Math.round(x * 10), Math.round(y * 10));
  }

  /** `L x y`: a straight line to a point. */
  lineTo(x: number, y: number): void {
    this.pair(76, Math.round(x * 10), Math.round(y * 10));
  }

  /** `H x`: a horizontal line to a column. */
  horizontalTo(x: number): void {
    this.single(72, Math.round(x * 10));
  }

  /** `V y`: a vertical line to a row. */
  verticalTo(y: number): void {
    this.single(86, Math.round(y * 10));
  }

  /** `h dx`: a horizontal line by a distance. */
  horizontalBy(dx: number): void {
    this.single(104, Math.round(dx * 10));
  }

  /** `v dy`: a vertical line by a distance. */
  verticalBy(dy: number): void {
    this.single(118, Math.round(dy * 10));
  }

  /** `Z`: closes the subpath. */
  close(): void {
    this.reserve();
    this.bytes[this.length++] = 90;
  }

  /** `M left top h width v height h -width Z`: a rectangle (bars, bodies, boxes). */
  rect(left: number, top: number, width: number, height: number): void {
    this.moveTo(left, top);
    this.horizontalBy(width);
    this.verticalBy(height);
    this.horizontalBy(-width);
    this.close();
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
    this.reserve();
    this.bytes[this.length++] = command;
    this.tenths(a);
    this.bytes[this.length++] = SPACE;
    this.tenths(b);
  }

  private single(command: number, a: number): void {
    this.reserve();
    this.bytes[this.length++] = command;
    this.tenths(a);
  }

  /** Writes a coordinate rounded to tenths as `px` does: a minus for negatives, the tenth only when not 0. */
  private tenths(tenths: number): void {
    if (!(tenths < SMALL_INT && tenths > -SMALL_INT)) {
      // Beyond any chart's pixels (and NaN or infinite): rare, written as px writes it.
      this.text(tenthsText(tenths));
      return;
    }
    const bytes = this.bytes;
    let magnitude = tenths;
    if (magnitude <= 0) {
      if (magnitude === 0) {
        bytes[this.length++] = ZERO;
        return;
      }
      bytes[this.length++] = MINUS;
      magnitude = -magnitude;
    }
    // Small integers: `| 0` divides in integer arithmetic, much faster than Math.floor on doubles.
    const whole = (magnitude / 10) | 0;
    const fraction = magnitude - whole * 10;
    let at = this.length;
    if (whole < 1000) {
      if (whole >= 100) bytes[at++] = ZERO + ((whole / 100) | 0);
      if (whole >= 10) bytes[at++] = ZERO + (((whole / 10) | 0) % 10);
      bytes[at++] = ZERO + (whole % 10);
    } else {
      let digits = 4;
      for (let rest = (whole / 10_000) | 0; rest > 0; rest = (rest / 10) | 0) digits++;
      const end = at + digits;
      for (let rest = whole, k = end; k > at; rest = (rest / 10) | 0) bytes[--k] = ZERO + (rest % 10);
      at = end;
    }
    if (fraction !== 0) {
      bytes[at++] = DOT;
      bytes[at++] = ZERO + fraction;
    }
    this.length = at;
  }

  private text(text: string): void {
    if (this.length + text.length + MAX_COMMAND_BYTES > this.bytes.length) this.grow(text.length);
    for (let i = 0; i < text.length; i++) this.bytes[this.length++] = text.charCodeAt(i);
  }

  /** Makes sure one more command fits. */
  private reserve(): void {
    if (this.length + MAX_COMMAND_BYTES > this.bytes.length) this.grow(MAX_COMMAND_BYTES);
  }

  private grow(count: number): void {
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + count + MAX_COMMAND_BYTES));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
}
