/**
 * Visual baselines: after each story has rendered, run its play function and passed axe, it is photographed at
 * three widths and compared with the PNGs under `.storybook/__screenshots__/` (`npm run test:visual` fails on a
 * difference; `npm run test:visual:update` rewrites them). A vitest setup file of the storybook project, loaded
 * only when CHARTBENCH_VISUAL=1, so no stories file changes and Storybook itself never loads it.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { VISUAL_MAX_HEIGHT, VISUAL_SCREENS } from './visual-screens';

/** "Today" for every story: a fixed instant, so dates and clocks on screen do not change from day to day. */
const FROZEN_NOW = new Date('2026-11-20T12:00:00Z');

/** How long the DOM must stay unchanged before a screenshot, and the most time spent waiting for that. */
const QUIET_MS = 100;
const SETTLE_LIMIT_MS = 3_000;
/** The most time spent taking screenshots until two in a row are the same (vitest's 5 s is short on a busy CI). */
const STABLE_LIMIT_MS = 15_000;

// Only Date is faked, and it keeps advancing from the fixed instant: timers stay real, so interaction tests and
// the chart's own timeouts behave as before, while "today" is the same on every machine and every day. Each
// story starts at that instant again, so none sees a time of day that depends on the stories run before it.
vi.useFakeTimers({ toFake: ['Date'], now: FROZEN_NOW, shouldAdvanceTime: true });
beforeEach(() => {
  vi.setSystemTime(FROZEN_NOW);
});

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Resolves once no node or attribute has changed for QUIET_MS, or after SETTLE_LIMIT_MS at the latest. */
function domQuiet(): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    let timer = setTimeout(done, QUIET_MS);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(
        done,
        Math.max(0, Math.min(QUIET_MS, started + SETTLE_LIMIT_MS - performance.now())),
      );
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
  await Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, SETTLE_LIMIT_MS))]);
}

async function settle(): Promise<void> {
  await document.fonts.ready;
  await nextFrame();
  await domQuiet();
  await imagesReady();
  await nextFrame();
}

/**
 * A transparent box over exactly the test frame's viewport: photographing it photographs the page as a user
 * sees it, dialogs and popovers (fixed, or portalled out of the story root) included, cut at the viewport.
 */
function viewportFrame(): HTMLElement {
  const frame = document.createElement('div');
  frame.dataset.visualFrame = '';
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647;';
  document.body.append(frame);
  return frame;
}

/** Stops transitions, animations and the caret for the screenshots (Playwright also finishes running ones). */
function stillStyle(): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}';
  document.head.append(style);
  return style;
}

afterEach(async ({ task }) => {
  // A story that already failed (its play function or axe) has nothing trustworthy to photograph.
  if (task.result?.state === 'fail' || task.result?.errors?.length) return;
  const style = stillStyle();
  const frame = page.elementLocator(viewportFrame());
  // Every width is compared even after one differs, so one run reports (or, updating, rewrites) all three.
  const failures: Error[] = [];
  try {
    for (const screen of VISUAL_SCREENS) {
      await page.viewport(screen.width, screen.height);
      window.scrollTo(0, 0);
      await settle();
      // The whole story, from the screen's height up to the bound: the frame grows to the page's height.
      const height = Math.min(
        VISUAL_MAX_HEIGHT,
        Math.max(screen.height, document.documentElement.scrollHeight),
      );
      if (height !== screen.height) {
        await page.viewport(screen.width, height);
        window.scrollTo(0, 0);
        await settle();
      }
      try {
        await expect
          .element(frame)
          .toMatchScreenshot(`${task.name}-${screen.width}`, { timeout: STABLE_LIMIT_MS });
      } catch (error) {
        failures.push(error as Error);
      }
    }
  } finally {
    frame.element().remove();
    style.remove();
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, failures.map((f) => f.message).join('\n\n'));
});
