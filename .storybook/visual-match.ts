/**
 * The visual baselines' browser command (runs in Node, beside Playwright): photographs the test frame and
 * compares the picture with its committed PNG under `.storybook/__screenshots__/`. Called by
 * `.storybook/visual-baselines.ts` after each story, once per screen width.
 *
 * Why not vitest's `toMatchScreenshot`: it photographs through Playwright's element screenshot (waits for the
 * element to hold still, scrolls it into view, hides the caret in every frame) and decodes each PNG twice, about
 * 0.28 s a picture on 2 cores. 1,344 pictures would add 13 minutes to `npm test`. One DevTools capture of the
 * frame's rectangle, with the page already still (the browser side waits for that), and a byte comparison of the
 * pixels before any pixel-by-pixel one, do the same job in a fraction of it.
 *
 * The PNGs are decoded by sharp (libvips, off the event loop), the baseline while Chromium takes the picture:
 * pngjs took 25 ms for an average picture and sharp 7 ms, on each of about 2,800 decodes a run. Baselines are
 * still written by pngjs, whose output for the same pixels never changes.
 */
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';
import type { CDPSession, Page } from 'playwright-core';
import '@vitest/browser-playwright';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';

// Each picture is decoded once: libvips' cache of recent operations (50 MB by default) would only hold memory.
sharp.cache(false);

/** Where the baselines live: one folder per stories file, mirroring its path. */
export const BASELINE_ROOT = '.storybook/__screenshots__';
/** Where a failed comparison leaves its reference, new picture and diff image. */
export const FAILURE_ROOT = '.vitest-attachments/visual';

/**
 * How a picture is compared with its baseline. pixelmatch ignores anti-aliased pixels and colour shifts below
 * `threshold` (OKLab distance, 0..1), so a Chromium patch release redrawing glyph edges passes; a real change
 * (a colour, a moved or missing label) changes far more pixels than `MAX_DIFFERING_PIXELS` (README).
 */
const THRESHOLD = 0.1;
export const MAX_DIFFERING_PIXELS = 20;
/**
 * After a picture differs from its baseline (or has none yet), it is taken again every RETAKE_PAUSE_MS until it
 * matches, or has not changed for STILL_MS, or RETAKE_LIMIT_MS has passed.
 */
const RETAKE_LIMIT_MS = 10_000;
const RETAKE_PAUSE_MS = 150;
const STILL_MS = 1_000;

/** A decoded picture: RGBA bytes, row by row. */
interface Picture {
  width: number;
  height: number;
  data: Buffer;
}

/** What the browser side is told: a failure carries the message to throw. */
export interface VisualMatchResult {
  pass: boolean;
  message?: string;
  /** The baseline was written (made for the first time, or again with `--update`). */
  written?: boolean;
}

type PlaywrightContext = BrowserCommandContext & { page: Page };

interface Camera {
  session: CDPSession;
  /** The test frame's top left corner in the page: vitest places it once and never moves it. */
  frame: { x: number; y: number };
}

const cameras = new WeakMap<Page, Promise<Camera>>();

/** One DevTools session per page, opened on the first picture. */
function camera(page: Page): Promise<Camera> {
  let found = cameras.get(page);
  if (!found) {
    found = (async () => {
      const frame = await page.locator('iframe[data-vitest="true"]').boundingBox();
      if (!frame) throw new Error('The test frame is not on the page.');
      return { session: await page.context().newCDPSession(page), frame };
    })();
    cameras.set(page, found);
  }
  return found;
}

/**
 * The longest wait for one picture, which takes well under a second. Chromium answers a capture with a new frame,
 * so a page it no longer composites would leave the story waiting for the hook's time limit.
 */
const CAPTURE_LIMIT_MS = 15_000;

/** Photographs `width` x `height` CSS pixels from the test frame's top left corner. */
async function capture(context: PlaywrightContext, width: number, height: number): Promise<Picture> {
  const { session, frame } = await camera(context.page);
  const shot = session.send('Page.captureScreenshot', {
    format: 'png',
    clip: { x: frame.x, y: frame.y, width, height, scale: 1 },
    // Faster zlib settings in Chromium: the picture is decoded here, not kept.
    optimizeForSpeed: true,
  });
  const { data } = await within(shot, CAPTURE_LIMIT_MS, 'Chromium sent no picture');
  return await decode(Buffer.from(data, 'base64'));
}

/** `promise`, or an error saying `what` once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms.`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What `checkFrames` found: whether the page drew a frame, before and after it was brought to the front. */
export interface FrameCheck {
  visibility: string;
  focused: boolean;
  frameBefore: boolean;
  frameAfterFront?: boolean;
}

/** Whether the page draws an animation frame within `ms`. */
async function drawsFrame(page: Page, ms: number): Promise<boolean> {
  const frame = page.evaluate(
    () => new Promise<boolean>((drawn) => requestAnimationFrame(() => drawn(true))),
  );
  return within(frame, ms, 'no frame').catch(() => false);
}

/**
 * `checkFrames()`: called by the browser side when vitest's resize of the test frame did not answer in time.
 * Says whether the page still draws frames, and if not, brings it to the front (which makes Chromium composite a
 * page again if it had stopped because the page was hidden) and says whether that helped.
 */
export const checkFrames: BrowserCommand<[]> = async (context): Promise<FrameCheck> => {
  const { page } = context as PlaywrightContext;
  const state = () =>
    page.evaluate(() => ({ visibility: document.visibilityState, focused: document.hasFocus() }));
  const before = { ...(await state()), frameBefore: await drawsFrame(page, 1_000) };
  if (before.frameBefore) return before;
  await page.bringToFront();
  return { ...(await state()), frameBefore: false, frameAfterFront: await drawsFrame(page, 1_000) };
};

/** The pixels of a PNG, as RGBA (an opaque baseline is stored as RGB). */
async function decode(png: Buffer): Promise<Picture> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/**
 * Opaque pictures are stored as RGB with zlib's default strategy: lossless, about a quarter smaller than the
 * RGBA Chromium sends, and deterministic, so the same pixels always make the same file.
 */
function encode(picture: Picture): Buffer {
  const png = new PNG({ width: picture.width, height: picture.height });
  png.data = picture.data;
  let opaque = true;
  for (let i = 3; i < picture.data.length && opaque; i += 4) opaque = picture.data[i] === 255;
  return PNG.sync.write(png, {
    colorType: opaque ? 2 : 6,
    inputHasAlpha: true,
    deflateLevel: 9,
    deflateStrategy: 0,
  });
}

/** The number of pixels that differ, or Infinity when the sizes do; writes the diff image into `diff` if given. */
function differingPixels(a: Picture, b: Picture, diff?: Buffer): number {
  if (a.width !== b.width || a.height !== b.height) return Number.POSITIVE_INFINITY;
  if (a.data.equals(b.data)) return 0;
  return pixelmatch(a.data, b.data, diff, a.width, a.height, { threshold: THRESHOLD });
}

const same = (a: Picture, b: Picture) => differingPixels(a, b) <= MAX_DIFFERING_PIXELS;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function readBaseline(path: string): Promise<Picture | null> {
  const file = await readFile(path).catch(() => null);
  return file && (await decode(file));
}

async function write(path: string, png: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, png);
}

/** A file name from a story's name and a width: "Open Then Escape", 390 -> "Open-Then-Escape-390.png". */
export function baselineName(story: string, width: number): string {
  return `${story.replace(/[^A-Za-z0-9._-]+/g, '-')}-${width}.png`;
}

/**
 * `matchVisualBaseline(story, width, height)`: photographs the frame and compares it with the story's baseline at
 * that width. A missing baseline fails like a changed one (a new story needs its pictures committed); with
 * `--update` (`npm run test:visual:update`) a missing or changed one is written.
 */
export const matchVisualBaseline: BrowserCommand<[story: string, width: number, height: number]> = async (
  context,
  story,
  width,
  height,
): Promise<VisualMatchResult> => {
  if (!context.testPath) throw new Error('A visual baseline needs a test file.');
  const playwright = context as PlaywrightContext;
  const root = context.project.config.root;
  const storiesFile = relative(root, context.testPath);
  const name = baselineName(story, width);
  const path = resolve(root, BASELINE_ROOT, storiesFile, name);
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;

  const [baseline, first] = await Promise.all([readBaseline(path), capture(playwright, width, height)]);
  let picture = first;
  if (baseline && same(baseline, picture)) {
    // Marks the baseline as still in use, so a whole update can remove those of renamed or deleted stories.
    if (update === 'all') await utimes(path, new Date(), new Date());
    return { pass: true };
  }

  // Different, or nothing to compare with: take it again until it matches, or has not changed for STILL_MS (a
  // dialog loaded lazily, a late image or focus ring: each arrives after a pause), or the time is up.
  const until = Date.now() + RETAKE_LIMIT_MS;
  let stillSince = Date.now();
  while (Date.now() - stillSince < STILL_MS) {
    if (Date.now() > until) {
      return { pass: false, message: `${storiesFile} › ${name}: the picture did not hold still.` };
    }
    await pause(RETAKE_PAUSE_MS);
    const again = await capture(playwright, width, height);
    if (baseline && same(baseline, again)) return { pass: true };
    if (!same(picture, again)) stillSince = Date.now();
    picture = again;
  }

  if (update === 'all') {
    await write(path, encode(picture));
    return { pass: true, written: true };
  }
  if (!baseline) {
    return {
      pass: false,
      message: `${storiesFile} › ${name}: no baseline. Make it with \`npm run test:visual:update -- ${storiesFile}\`.`,
    };
  }

  const failures = join(root, FAILURE_ROOT, storiesFile);
  const stem = name.replace(/\.png$/, '');
  const diff = Buffer.alloc(picture.data.length);
  const differing = differingPixels(baseline, picture, diff);
  await write(join(failures, `${stem}-reference.png`), encode(baseline));
  await write(join(failures, `${stem}-actual.png`), encode(picture));
  const sizes = `${baseline.width}x${baseline.height} px, now ${picture.width}x${picture.height}`;
  if (Number.isFinite(differing)) {
    await write(join(failures, `${stem}-diff.png`), encode({ ...picture, data: diff }));
  }
  const what = Number.isFinite(differing)
    ? `${differing} pixels differ (at most ${MAX_DIFFERING_PIXELS} may)`
    : `the size changed (${sizes})`;
  return {
    pass: false,
    message:
      `${storiesFile} › ${name}: ${what}. Reference, new picture${Number.isFinite(differing) ? ' and diff' : ''}: ` +
      `${relative(root, failures)}/${stem}-*.png. If the change is meant, run ` +
      `\`npm run test:visual:update -- ${storiesFile}\`.`,
  };
};
