/**
 * The chart's own styles, inside its shadow root (or scoped by class in a host's element): nothing leaks out,
 * and the host's styles do not reach in.
 */
export const CHART_CSS = `
.cb-chart { position: relative; display: inline-block; outline: none; touch-action: none; user-select: none; line-height: 0; }
.cb-chart:focus-visible { box-shadow: 0 0 0 2px #2f6fde; }
.cb-chart canvas { display: block; }
.cb-chart .cb-overlay { position: absolute; left: 0; top: 0; pointer-events: none; }
.cb-quote { position: absolute; left: 8px; top: 6px; padding: 2px 6px; font: 11px/1.4 'DejaVu Sans', Verdana, Arial, sans-serif;
  color: #222; background: rgba(255, 255, 255, 0.88); border: 1px solid #ccc; border-radius: 3px; pointer-events: none; white-space: nowrap; }
.cb-quote span { margin-left: 4px; }
.cb-quote[hidden] { display: none; }
.cb-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
