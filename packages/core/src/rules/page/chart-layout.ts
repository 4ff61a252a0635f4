/**
 * How the chart sits on the page (spec 1 §2.4, §4.6): its size under Auto-Size Charts, by the body-width
 * breakpoints, and its alignment.
 */
import { breakpointForWidth, type BreakpointId } from '../../catalogues/breakpoints';
import type { ChartSizeId } from '../../catalogues/chart-sizes';
import type { ChartSettings } from '../../model/chart-settings';

/**
 * The chart size Auto-Size Charts draws at in each body-width breakpoint of spec 1 §2.4: the free catalogue size
 * nearest the breakpoint's narrowest body less the page's margins (the image still shrinks to fit a narrower
 * body). From medium desktop (1024) up it is the default 900: wider sizes are for paying members (spec 1 §6).
 */
export const AUTO_SIZE_BY_BREAKPOINT: Readonly<Record<BreakpointId, ChartSizeId>> = {
  phone: '360',
  smallTablet: '460',
  tablet: '620',
  extraSmallDesktop: '700',
  smallDesktop: '780',
  mediumDesktop: '900',
  largeDesktop: '900',
  extraLargeDesktop: '900',
};

/**
 * The chart size Auto-Size Charts gives a body width (spec 1 §2.4 breakpoints, §4.6).
 * @example autoChartSize(700) // '620' (tablet)
 */
export function autoChartSize(bodyWidth: number): ChartSizeId {
  return AUTO_SIZE_BY_BREAKPOINT[breakpointForWidth(bodyWidth).id];
}

/**
 * The settings the chart image is drawn with (spec 1 §4.6): with Auto-Size Charts on, the size of the body's
 * breakpoint replaces the chosen size, except Custom, which is a size the member asked for in pixels (typed, or
 * dragged, spec 1 §4.5). The chart's own settings (saved, compared for unsaved changes) keep the chosen size.
 */
export function drawnChartSettings(
  settings: ChartSettings,
  layout: { readonly autoSize: boolean; readonly bodyWidth: number },
): ChartSettings {
  if (!layout.autoSize || settings.chartSize === 'custom') return settings;
  const chartSize = autoChartSize(layout.bodyWidth);
  return chartSize === settings.chartSize ? settings : { ...settings, chartSize };
}

/**
 * Where the chart sits across the page (spec 1 §4.6): on the left, or centred when a member turned Chart
 * Left-Aligned off (a visitor's chart is always left-aligned).
 */
export function chartAlignment(chartLeftAligned: boolean, loggedIn: boolean): 'left' | 'center' {
  return !loggedIn || chartLeftAligned ? 'left' : 'center';
}
