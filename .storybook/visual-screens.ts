/** The screens every story is photographed on (.storybook/visual-baselines.ts), shared with vitest.config.ts. */

/**
 * A laptop, a tablet and a phone, each with its screen height: the least height a screenshot has. Every story
 * renders and plays on the first (.storybook/visual-baselines.ts), so its first picture needs no resize.
 */
export const VISUAL_SCREENS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
] as const;

/**
 * Taller stories are photographed whole up to this height and cut there, so one long list cannot make a huge
 * image. The Chromium window is made this tall too (vitest.config.ts), so the test frame is never scaled down.
 */
export const VISUAL_MAX_HEIGHT = 2400;
