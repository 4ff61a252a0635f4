/** The media query of a reader who asked their system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * How a scroll the workbench starts should move: smoothly, unless the reader asked for less motion, when it
 * jumps (WCAG 2.3.3).
 */
export function scrollBehavior(): ScrollBehavior {
  return globalThis.matchMedia?.(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth';
}

/**
 * The CSS that turns every transition and animation of a subtree off for a reader who asked for less motion;
 * the end state shows at once (a toast still fades out of the list, a bar still opens, only without moving).
 */
export const REDUCED_MOTION_CSS = `
  @media ${REDUCED_MOTION_QUERY} {
    &,
    & *,
    & *::before,
    & *::after {
      transition: none !important;
      animation: none !important;
      scroll-behavior: auto !important;
    }
  }
`;
