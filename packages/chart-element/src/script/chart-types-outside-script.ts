import type {
  cumulative as cumulativeOf,
  heikinAshi as heikinAshiOf,
  kagi as kagiOf,
  renko as renkoOf,
  threeLineBreak as threeLineBreakOf,
} from '@chartbench/chart-engine';

export type { KagiSeries } from '@chartbench/chart-engine';

// The one script's stand-in for the transforms of the chart types `<chartbench-chart>` cannot ask for (swapped in
// by tsup.config.ts for chart-engine's transforms/index.ts): the element's settings come from its attributes,
// which choose the default chart type or, with `compare`, Performance, never Heikin-Ashi, Cumulative, Renko,
// Kagi or Three Line Break. Leaving those out keeps the script within its 40 KiB budget; renderChart and the
// package (createInteractiveChart) draw them all. An attribute that chose a chart type would load these as a
// chunk instead.

function outsideScript(name: string): () => never {
  return () => {
    throw new Error(`The ${name} chart type is not drawn by <chartbench-chart>.`);
  };
}

/** Each throws an Error naming its chart type: the element never draws one (see above). */
export const heikinAshi: typeof heikinAshiOf = outsideScript('Heikin-Ashi');
export const cumulative: typeof cumulativeOf = outsideScript('Cumulative');
export const renko: typeof renkoOf = outsideScript('Renko');
export const kagi: typeof kagiOf = outsideScript('Kagi');
export const threeLineBreak: typeof threeLineBreakOf = outsideScript('Three Line Break');
