/**
 * Visual baselines: after each story has rendered, run its play function and passed axe, it is photographed at
 * three widths and compared with the PNGs under `.storybook/__screenshots__/` (`npm test` fails on a difference;
 * `npm run test:visual:update` rewrites them). A vitest setup file of the storybook project, so no stories file
 * changes and Storybook itself never loads it. The photographing and comparing is the browser command in
 * `visual-match.ts`.
 */
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { FrameCheck, VisualMatchResult } from './visual-match';
import { VISUAL_MAX_HEIGHT, VISUAL_SCREENS } from './visual-screens';

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchVisualBaseline: (story: string, width: number, height: number) => Promise<VisualMatchResult>;
    checkFrames: () => Promise<FrameCheck>;
  }
}

/** "Today" for every story: a fixed instant, so dates and clocks on screen do not change from day to day. */
const FROZEN_NOW = new Date('2026-11-20T12:00:00Z');

/**
 * How long the DOM must stay unchanged before a picture: none, only until a task has passed with no change. A
 * picture taken too early heals (one that differs from its baseline is taken again until it matches or holds
 * still), and that is rare: over the 1,395 pictures of a whole run with no quiet time at all, 12 were taken
 * again, and the storybook project took 469 s against 555 s with 50 ms (and 500 ms for each file's first).
 */
const QUIET_MS = 0;
/**
 * The first picture of a stories file waits longer: a story without a play function is photographed as soon as
 * it has rendered, and a part it loads lazily (a dialog) arrives from the dev server only on first use, after a
 * pause with no change to the DOM. This file is imported anew for each stories file, so this is once per file.
 */
let quietMs = 250;
const SETTLE_LIMIT_MS = 3_000;
/** How many times a picture's height is measured: again when the page grew while it was being compared. */
const MEASURES = 3;

// Only Date is faked, and it keeps advancing from the fixed instant: timers stay real, so interaction tests and
// the chart's own timeouts behave as before, while "today" is the same on every machine and every day. Each
// story starts at that instant again, so none sees a time of day that depends on the stories run before it.
vi.useFakeTimers({ toFake: ['Date'], now: FROZEN_NOW, shouldAdvanceTime: true });
// Each story starts with empty storage and no cookies too: all stories files share one page (isolate: false), in
// an order that changes from run to run, so a preference one story stored (the Inspector's cookie, a chosen
// ChartStyle) would otherwise show in the picture of whichever story came next.
// And each renders and plays in the same frame, the first screen's, whatever size the last story left.
beforeEach(async () => {
  vi.setSystemTime(FROZEN_NOW);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  await resize(VISUAL_SCREENS[0].width, VISUAL_SCREENS[0].height);
});
// The real clock again between files: vitest imports this file anew for each stories file with `Date.now()` in
// its address, and under the frozen clock two files could get the same address, so the second would reuse the
// first's module and have no pictures taken.
afterAll(() => {
  vi.useRealTimers();
});

/**
 * The longest wait for an animation frame. Chromium draws one every 16 ms while it composites the page; a page it
 * has stopped compositing never gets one, and an unbounded wait there would hang every story after it.
 */
const FRAME_LIMIT_MS = 250;
/** The longest wait for vitest to say the frame has its new size (it applies the size at once, then waits a frame). */
const VIEWPORT_LIMIT_MS = 3_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The next animation frame, or FRAME_LIMIT_MS at the latest. */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FRAME_LIMIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Set once the page was found drawing no frames, even brought to the front: for the rest of the run (the test frame
 * and its globals outlive each stories file) stories get no pictures and fail at once, so a browser that stopped
 * drawing costs each story seconds, not the run its time limit.
 */
const stall = globalThis as { chartbenchFramesStopped?: string };

/**
 * Gives the test frame a size, through vitest's `page.viewport`, bounded. Vitest 4.1 resizes the frame at once and
 * then awaits an animation frame of its own page with no time limit (vitest-dev/vitest#10831). A CI run once had
 * every story from one point on fail at the hooks' 60 s limit, until the run's time was up; this wait, the frame
 * waits and the capture are the unbounded ones the hooks had. Past the limit the size is already applied, so the
 * story goes on, and the browser side is asked whether the page still draws frames. Its answer is logged, so a
 * stall shows in the output.
 */
async function resize(width: number, height: number): Promise<void> {
  if (window.innerWidth === width && window.innerHeight === height) return;
  const resized = page.viewport(width, height).then(() => true);
  if (stall.chartbenchFramesStopped) return;
  const answered = await Promise.race([resized, sleep(VIEWPORT_LIMIT_MS).then(() => false)]);
  if (answered) return;
  const check = await commands.checkFrames();
  console.warn(`[visual] vitest did not resize the frame within ${VIEWPORT_LIMIT_MS} ms:`, check);
  if (!check.frameBefore && !check.frameAfterFront)
    stall.chartbenchFramesStopped = `Chromium stopped drawing frames (${JSON.stringify(check)}); no pictures taken.`;
}

/** Resolves once no node or attribute has changed for `quietMs`, or after SETTLE_LIMIT_MS at the latest. */
function domQuiet(): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const quiet = quietMs;
    quietMs = QUIET_MS;
    let timer = setTimeout(done, quiet);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, Math.max(0, Math.min(quiet, started + SETTLE_LIMIT_MS - performance.now())));
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    function done() {
      observer.disconnect();
      resolve();
    }
  });
}

/** Every image in view has loaded (or failed) and is decoded, so no chart appears half-drawn. */
async function imagesReady(): Promise<void> {
  const inView = [...document.images].filter(
    (image) => image.getBoundingClientRect().top < window.innerHeight,
  );
  const loaded = inView.map((image) =>
    image.complete
      ? image.decode().catch(() => undefined)
      : new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
  );
  await Promise.race([Promise.all(loaded), sleep(SETTLE_LIMIT_MS)]);
}

async function settle(): Promise<void> {
  await Promise.race([document.fonts.ready, sleep(SETTLE_LIMIT_MS)]);
  await nextFrame();
  await domQuiet();
  await imagesReady();
  await nextFrame();
}

/**
 * Stops transitions, animations and the caret for the pictures, and paints every chart a plain box. The charts are
 * drawn pixel for pixel by chart-engine, whose golden tests check them; here a chart's place and size count, and
 * its anti-aliased lines and glyphs would make each picture several times larger (about 110 KB against 35).
 */
function stillStyle(): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}' +
    'img{object-position:-100000px 0!important;background:#d9dde3!important}' +
    'canvas{visibility:hidden!important}';
  document.head.append(style);
  return style;
}

afterEach(async ({ task }) => {
  // A story that already failed (its play function or axe) has nothing trustworthy to photograph.
  if (task.result?.state === 'fail' || task.result?.errors?.length) return;
  if (stall.chartbenchFramesStopped) throw new Error(stall.chartbenchFramesStopped);
  const style = stillStyle();
  // Every width is compared even after one differs, so one run reports (or, updating, rewrites) all three.
  const failures: Error[] = [];
  try {
    for (const screen of VISUAL_SCREENS) {
      await resize(screen.width, screen.height);
      window.scrollTo(0, 0);
      await settle();
      // The whole story, from the screen's height up to the bound: the frame grows to the page's height.
      let height: number = screen.height;
      for (let measured = 0; ; measured++) {
        const whole = Math.min(VISUAL_MAX_HEIGHT, Math.max(height, document.documentElement.scrollHeight));
        if (whole !== height) {
          await resize(screen.width, whole);
          window.scrollTo(0, 0);
          await settle();
          height = whole;
        }
        const result = await commands.matchVisualBaseline(task.name, screen.width, height);
        // A part that arrived after the page was measured (data a mode loads, then its pictures) makes it taller
        // than the picture: the command has waited for the page to hold still, so measure it again and retake
        // (and, updating, write the baseline again at the whole height).
        const grewSince = document.documentElement.scrollHeight > height && height < VISUAL_MAX_HEIGHT;
        const settled = result.pass && !result.written;
        if (settled || !grewSince || measured === MEASURES - 1) {
          if (!result.pass) failures.push(new Error(result.message));
          break;
        }
      }
    }
  } finally {
    style.remove();
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, failures.map((f) => f.message).join('\n\n'));
});
