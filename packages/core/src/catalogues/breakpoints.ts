/**
 * Body-width breakpoints (spec 1 §2.4, §1; spec 3 §9). Each breakpoint is the smallest body width, in CSS
 * pixels, at which that layout applies; below 480 the layout is `phone`.
 */
export type BreakpointId =
  | 'phone'
  | 'smallTablet'
  | 'tablet'
  | 'extraSmallDesktop'
  | 'smallDesktop'
  | 'mediumDesktop'
  | 'largeDesktop'
  | 'extraLargeDesktop';

/** One named breakpoint and the smallest body width it covers. */
export interface Breakpoint {
  readonly id: BreakpointId;
  readonly title: string;
  readonly minWidth: number;
}

/** Every breakpoint, narrowest first. */
export const BREAKPOINTS: readonly Breakpoint[] = [
  { id: 'phone', title: 'Phone', minWidth: 0 },
  { id: 'smallTablet', title: 'Small tablet', minWidth: 480 },
  { id: 'tablet', title: 'Tablet', minWidth: 640 },
  { id: 'extraSmallDesktop', title: 'Extra small desktop', minWidth: 767 },
  { id: 'smallDesktop', title: 'Small desktop', minWidth: 890 },
  { id: 'mediumDesktop', title: 'Medium desktop', minWidth: 1024 },
  { id: 'largeDesktop', title: 'Large desktop', minWidth: 1105 },
  { id: 'extraLargeDesktop', title: 'Extra large desktop', minWidth: 1240 },
];

/** The interactive tour appears only at this body width or wider (spec 1 §2.4, spec 3 §4). */
export const TOUR_MIN_WIDTH = 767;

/** Ads sit right of the chart at this body width or wider, above it otherwise (spec 1 §1, spec 3 §9). */
export const ADS_BESIDE_CHART_MIN_WIDTH = 1240;

/** At or below this width the layout is mobile and the lower bar starts collapsed (spec 3 §2.13, §9). */
export const MOBILE_MAX_WIDTH = 767;

/** Auto-size charts defaults to on below this width (spec 1 §4.6). */
export const AUTO_SIZE_DEFAULT_BELOW_WIDTH = 1024;

/** The breakpoint a body width falls in. */
export function breakpointForWidth(width: number): Breakpoint {
  let found = BREAKPOINTS[0] as Breakpoint;
  for (const bp of BREAKPOINTS) if (width >= bp.minWidth) found = bp;
  return found;
}
