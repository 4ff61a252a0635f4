/** The screens every story is photographed on (.storybook/visual-baselines.ts), shared with vitest.config.ts. */

/** A phone, a tablet and a laptop, each with its screen height: the least height a screenshot has. */
export const VISUAL_SCREENS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

/**
 * Taller stories are photographed whole up to this height and cut there, so one long list cannot make a huge
 * image. The Chromium window is made this tall too (vitest.config.ts), so the test frame is never scaled down.
 */
export const VISUAL_MAX_HEIGHT = 2400;
