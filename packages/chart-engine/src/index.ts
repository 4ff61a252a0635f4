/**
 * @chartbench/chart-engine: bars to SVG charts and inspector text, without a DOM. Runs unchanged in Node (the
 * server's chart images) and in the browser (ChartWidget, Storybook, offline mode).
 */
export { renderChart } from './render-chart';
export { renderAnnotatedChart } from './render-annotated-chart';
export { ChartBoundsError } from './bounds-error';
export type {
  AnnotatedChartInput,
  RenderChartInput,
  RenderChartOutput,
  ChartQuote,
  SctrRanks,
  SymbolBars,
} from './types';
export { createSampleBars, SAMPLE_END_TIME } from './sample-bars';
export { sampleAnnotations } from './sample-annotations';
export type { SampleBarsOptions } from './sample-bars';
export { renderPointAndFigure } from './pnf/render-pnf';
export type { RenderPointAndFigureInput } from './pnf/render-pnf';
export { pointAndFigure, defaultBoxSize } from './pnf/point-and-figure';
export type { PnfColumn } from './pnf/point-and-figure';
export {
  heikinAshi,
  cumulative,
  renko,
  kagi,
  threeLineBreak,
  perfChartLines,
  percentBars,
} from './transforms/index';
export type { KagiSeries, PerformanceLine } from './transforms/index';
export { decimateBars, decimateLine } from './layout/decimate';
export { renderSvg } from './render/svg';
export { FIBONACCI_LEVELS, paintAnnotation, paintAnnotations } from './chart/paint/paint-annotations';
export { svgDataUrl } from './render/svg-data-url';
export { drawScene } from './render/canvas';
export type { CanvasContextLike, DrawSceneOptions } from './render/canvas';
export { tracePath } from './render/canvas-path';
export type { CanvasPathTarget } from './render/canvas-path';
export { buildChartFrame, validateChartFrameInput, barIndexAt } from './interactive/frame';
export type { ChartFrame } from './interactive/frame';
export { frameInspectorData, paintFrameAnnotations } from './interactive/frame-annotations';
export {
  clampView,
  zoomView,
  panView,
  dragToBars,
  wheelFactor,
  viewForKey,
  MIN_VIEW_BARS,
  KEY_PAN_SHARE,
  ZOOM_STEP,
} from './interactive/viewport';
export type { ChartView } from './interactive/viewport';
export { readBar, describeBar } from './interactive/describe';
export type { BarReadout } from './interactive/describe';
export type { DrawnBar } from './render/inspector';
export { escapeXml, removeNonXmlCharacters } from './util/escape';
export type { Scene, SceneNode, PaintStyle } from './scene/types';
export {
  calculateIndicator,
  parseIndicatorParameters,
  listIndicatorIds,
  calculateSma,
  calculateEma,
  calculateWma,
  calculateKama,
  calculateRsi,
  calculateMacd,
  calculatePercentageOscillator,
  calculateBollingerBands,
  calculateBandWidth,
  calculatePercentB,
  calculateKeltnerChannels,
  calculateEnvelopes,
  calculatePriceChannels,
  calculateAtr,
  calculateStochasticK,
  calculateStochastics,
  calculateStochRsi,
  calculateWilliamsR,
  calculateUltimateOscillator,
  calculateDpo,
  calculateCci,
  calculateRoc,
  calculateTrix,
  calculateTsi,
  calculateKst,
  calculateSpecialK,
  calculatePmo,
  calculateCoppock,
  calculateChandeTrendMeter,
  calculateSctr,
  SCTR_NEUTRAL_SCORE,
  SCTR_SCALE,
  calculateAdLine,
  calculateMoneyFlowVolume,
  calculateCmf,
  calculateChaikinOscillator,
  calculateMfi,
  calculateObv,
  calculateForceIndex,
  calculateEom,
  calculateNvi,
  calculateVolume,
  calculateStdDev,
  calculateUlcerIndex,
  calculateMassIndex,
  calculateTtmSqueeze,
  calculateAdx,
  calculateAroon,
  calculateVortex,
  calculateSlope,
  calculateRSquared,
  calculateDistanceFromMa,
  calculateHighMinusLow,
  calculateMedianPrice,
  calculateTypicalPrice,
  calculateWeightedClose,
  calculateCorrelation,
  calculatePriceRelative,
  calculatePercentChange,
  calculatePerformance,
  calculateIchimoku,
  calculateParabolicSar,
  calculateZigZag,
  calculateAlligator,
  calculateLinearRegression,
  calculateRaffRegression,
  calculateChandelierExit,
  calculatePivotPoints,
  pivotTimeframe,
  calculateVolumeByPrice,
  calculateVwap,
} from './indicators/index';
export type {
  IndicatorContext,
  IndicatorCalculator,
  IndicatorOutput,
  IndicatorParameters,
  IndicatorParameterValue,
  MacdLines,
  PercentageOscillatorLines,
  BollingerLines,
  KeltnerLines,
  EnvelopeLines,
  PriceChannelLines,
  StochasticLines,
  TrixLines,
  TsiLines,
  KstLines,
  SpecialKLines,
  PmoLines,
  SctrLines,
  VolumeLines,
  TtmSqueezeLines,
  TtmSqueezeParameters,
  AdxLines,
  AroonLines,
  VortexLines,
  PerformanceLines,
  IchimokuLines,
  ZigZagLines,
  AlligatorLines,
  AlligatorParameters,
  RaffLines,
  ChandelierLines,
  PivotMode,
  PivotTimeframe,
  VolumeByPriceZones,
} from './indicators/index';
export { paintPayoffChart, renderPayoffChart, MAX_PAYOFF_POINTS } from './payoff/paint-payoff';
export type { PayoffChartInput } from './payoff/paint-payoff';
