import { isValidSymbol, readCompositeSymbol, type ChartSettings } from '@chartbench/core';

// Indicators and overlays whose parameters name other symbols (the brief's catalogue defaults).
const SYMBOL_PARAMETER_ITEMS = new Set([
  'priceCompare',
  'performance',
  'correlation',
  'priceRelative',
  'upDown',
  'priceOverlay',
]);

/**
 * Every other symbol a chart needs bars for: PerfChart symbols and the symbols named in the parameters of
 * comparison indicators and overlays (upDown names two; a composite parameter names each of its parts).
 */
export function comparisonSymbols(settings: ChartSettings): string[] {
  const out = new Set<string>();
  for (const entry of settings.perfChartSymbols) if (entry.symbol) out.add(entry.symbol.trim().toUpperCase());
  const fromParameters = (name: string, parameters: string) => {
    if (!SYMBOL_PARAMETER_ITEMS.has(name)) return;
    const parts = parameters.split(',').map((p) => p.trim().toUpperCase());
    const symbols = name === 'upDown' ? parts.slice(0, 2) : parts.slice(0, 1);
    for (const symbol of symbols) {
      if (!symbol || !isValidSymbol(symbol) || /^\d+(\.\d+)?$/.test(symbol)) continue;
      // The engine reads a ratio parameter (`IBM:$SPX`, spec 1 §5.3) from the bars of its parts.
      for (const part of readCompositeSymbol(symbol)?.parts ?? [symbol]) out.add(part);
    }
  };
  for (const row of settings.sortedIndicators) {
    fromParameters(row.indicatorName, row.parameters);
    fromParameters(row.overlayName, row.overlayParameters);
  }
  for (const row of settings.sortedOverlays) fromParameters(row.overlayName, row.parameters);
  return [...out];
}
