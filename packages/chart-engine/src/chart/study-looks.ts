import type { StudyResult } from '../scene/studies';

/**
 * How each indicator and overlay of the catalogue is drawn, declared once beside the calculations so that the
 * painters decide nothing per indicator: they read these looks. Outputs not listed are lines.
 */

/** How one output line is drawn when its row's style is Auto (or, for histograms, when it is not the first line). */
export type OutputLook =
  | { readonly kind: 'line' }
  /** The centre of a band: a thin dashed line when the overlay's style is Auto. */
  | { readonly kind: 'centreLine' }
  | { readonly kind: 'dots'; readonly width: number }
  /** Bars from zero; `upDownBy` names an output whose sign colours each bar up (>= 0) or down. */
  | { readonly kind: 'histogram'; readonly upDownBy?: string }
  /** A 1/0 state drawn as dots on the zero line: down colour while on, up colour while off. */
  | { readonly kind: 'stateDots' }
  /** Percent labels beside the points of another output (the latest 40). */
  | { readonly kind: 'percentLabels'; readonly at: string };

/** A bounded oscillator's fixed scale and its customary signal levels. */
export interface ScaleBounds {
  readonly min: number;
  readonly max: number;
  readonly levels: readonly number[];
}

/** Everything a study declares about its drawing. */
export interface StudyLooks {
  /** Looks of outputs that are not plain lines. */
  readonly outputs?: Readonly<Record<string, OutputLook>>;
  /** As an overlay, each line takes its own colour (the lines mean different things) instead of the row's. */
  readonly colourEachLine?: boolean;
  /** A cloud between two outputs, up-coloured where `upper` is above `lower`, drawn under `lower`'s line. */
  readonly cloud?: { readonly upper: string; readonly lower: string };
  /** A fixed 0-100 (or -100-0) scale, used while the values stay inside it. */
  readonly bounds?: ScaleBounds;
  /** Open, high, low and close outputs drawn as a price series (candles, bars or a line of closes). */
  readonly priceSeries?: boolean;
  /** Outputs per price zone rather than per bar: horizontal volume bars from the left edge. */
  readonly volumeZones?: boolean;
}

const HISTOGRAM: OutputLook = { kind: 'histogram' };
const CENTRE: OutputLook = { kind: 'centreLine' };
const BAND = { outputs: { middle: CENTRE } } as const;
const PIVOT_DOTS: OutputLook = { kind: 'dots', width: 4 };
const STOCHASTIC_BOUNDS: ScaleBounds = { min: 0, max: 100, levels: [20, 80] };
const ADX_BOUNDS: ScaleBounds = { min: 0, max: 100, levels: [20, 40] };

/** The looks of every catalogue indicator and overlay that is not drawn as plain lines. */
export const STUDY_LOOKS: Readonly<Record<string, StudyLooks>> = {
  priceCompare: { priceSeries: true },
  priceOverlay: { priceSeries: true },
  volumeByPrice: { volumeZones: true },
  macd: { outputs: { histogram: HISTOGRAM } },
  macdHistogram: { outputs: { histogram: HISTOGRAM } },
  ppo: { outputs: { histogram: HISTOGRAM } },
  pvo: { outputs: { histogram: HISTOGRAM } },
  volume: { outputs: { volume: { kind: 'histogram', upDownBy: 'direction' } } },
  ttmSqueeze: { outputs: { momentum: HISTOGRAM, squeeze: { kind: 'stateDots' } } },
  bollingerBands: BAND,
  keltnerChannels: BAND,
  smaEnvelopes: BAND,
  emaEnvelopes: BAND,
  priceChannels: BAND,
  raffRegression: BAND,
  parabolicSar: { outputs: { parabolicSar: { kind: 'dots', width: 2.5 } } },
  zigZag: { outputs: { pivots: PIVOT_DOTS } },
  zigZagRetrace: { outputs: { pivots: PIVOT_DOTS, retracement: { kind: 'percentLabels', at: 'pivots' } } },
  ichimoku: { colourEachLine: true, cloud: { upper: 'spanA', lower: 'spanB' } },
  alligator: { colourEachLine: true },
  chandelierExit: { colourEachLine: true },
  rsi: { bounds: { min: 0, max: 100, levels: [30, 70] } },
  fastStochastics: { bounds: STOCHASTIC_BOUNDS },
  slowStochastics: { bounds: STOCHASTIC_BOUNDS },
  fullStochastics: { bounds: STOCHASTIC_BOUNDS },
  mfi: { bounds: STOCHASTIC_BOUNDS },
  williamsR: { bounds: { min: -100, max: 0, levels: [-80, -20] } },
  ultimateOscillator: { bounds: { min: 0, max: 100, levels: [30, 70] } },
  aroon: { bounds: { min: 0, max: 100, levels: [30, 70] } },
  adxLine: { bounds: ADX_BOUNDS },
  adxDmi: { bounds: ADX_BOUNDS },
  sctr: { bounds: { min: 0, max: 100, levels: [] } },
  chandeTrendMeter: { bounds: STOCHASTIC_BOUNDS },
};

const PLAIN: StudyLooks = {};
const LINE: OutputLook = { kind: 'line' };

/** The looks a study declares (plain lines when it declares none). */
export function studyLooks(id: string): StudyLooks {
  return STUDY_LOOKS[id] ?? PLAIN;
}

/** The declared look of one output of a study. */
export function outputLook(id: string, output: string): OutputLook {
  return studyLooks(id).outputs?.[output] ?? LINE;
}

/** Outputs that are marks or labels rather than values on the scale, so they do not stretch it. */
export function stretchesScale(look: OutputLook): boolean {
  return look.kind !== 'stateDots' && look.kind !== 'percentLabels';
}

/** Outputs drawn from zero, whose panel scale therefore includes zero. */
export function drawnFromZero(look: OutputLook): boolean {
  return look.kind === 'histogram' || look.kind === 'stateDots';
}

/** The open, high, low and close lines of a study drawn as a price series, when it is one and has them all. */
export function priceSeriesLines(
  study: StudyResult,
): { open: Float64Array; high: Float64Array; low: Float64Array; close: Float64Array } | undefined {
  if (!studyLooks(study.id).priceSeries) return undefined;
  const line = (name: string) => study.lines.find((l) => l.name === name)?.values;
  const open = line('open');
  const high = line('high');
  const low = line('low');
  const close = line('close');
  return open && high && low && close ? { open, high, low, close } : undefined;
}
