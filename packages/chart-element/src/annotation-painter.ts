// The painter the ChartNotes layer uses, in a module of its own so the one script can swap it for the on-demand
// stand-in (script/annotation-painter-on-demand.ts); the package uses chart-engine's painter directly.
export { paintFrameAnnotations } from '@chartbench/chart-engine';
