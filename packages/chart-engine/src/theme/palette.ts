/** The colours the engine paints with, resolved from the chart's colour scheme and settings. */
export interface ChartPalette {
  readonly background: string;
  readonly panelBackground: string;
  readonly text: string;
  readonly axis: string;
  readonly grid: string;
  readonly border: string;
  readonly upLine: string;
  readonly upFill: string;
  readonly downLine: string;
  readonly downFill: string;
  readonly volumeUp: string;
  readonly volumeDown: string;
  /** Neutral series colour (lines, area, bars of one colour). */
  readonly series: string;
  /** Colours handed out in turn to overlays and indicator lines whose colour is 'auto'. */
  readonly lines: readonly string[];
  /** Shading of extended-hours sessions. */
  readonly shade: string;
  readonly dark: boolean;
}

/** The engine's fallback palette (a light, classic scheme) for when no scheme resolves. */
export const FALLBACK_PALETTE: ChartPalette = {
  background: '#ffffff',
  panelBackground: '#ffffff',
  text: '#1f2328',
  axis: '#57606a',
  grid: '#e3e6ea',
  border: '#8c959f',
  upLine: '#1a7f37',
  upFill: '#2da44e',
  downLine: '#cf222e',
  downFill: '#e5534b',
  volumeUp: '#8fd19e',
  volumeDown: '#f4a5a5',
  series: '#0a3069',
  lines: ['#1f6feb', '#d4a72c', '#8250df', '#bf3989', '#1b7c83', '#bc4c00', '#57606a'],
  shade: 'rgba(120,120,140,0.12)',
  dark: false,
};
