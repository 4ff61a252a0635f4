/**
 * Test data for the inspector and what reads its layout (annotation mapping, the store's inspector slice): one
 * 400x200 chart, plot area 20-320 by 10-170, a price panel above an RSI-like panel. Tests only; not exported.
 */
import type { InspectorBar, InspectorData, InspectorPanel } from '../inspector-text.types';

/** The price panel: y 10-110 maps 200-100, linear. */
export const PRICE_PANEL: InspectorPanel = {
  id: 'price',
  maxY: 10,
  minY: 110,
  maxValue: 200,
  minValue: 100,
  isLog: false,
  isPrice: true,
  isVolume: false,
  hasFullQuote: false,
};

/** An indicator panel under the price: y 120-170 maps 100-0. */
export const RSI_PANEL: InspectorPanel = {
  ...PRICE_PANEL,
  id: 'ind1',
  maxY: 120,
  minY: 170,
  maxValue: 100,
  minValue: 0,
  isPrice: false,
};

/** A bar at pixel column `barIndex`, dated 2024-03-`day`, with the values given (defaults around 100). */
export function inspectorBar(
  barIndex: number,
  day: number,
  values: Partial<InspectorBar> = {},
): InspectorBar {
  const id = `202403${String(day).padStart(2, '0')}`;
  return {
    barIndex,
    startId: id,
    endId: id,
    open: 100 + day,
    high: 102 + day,
    low: 99 + day,
    close: 101 + day,
    volume: 1_234_567,
    percentChange: 0.5,
    ...values,
  };
}

/** The inspector layout with the given bars, panels and period (daily, price and RSI panels by default). */
export function inspectorLayout(
  bars: InspectorBar[],
  { period = 'D', panels = [PRICE_PANEL, RSI_PANEL] }: Partial<Pick<InspectorData, 'period' | 'panels'>> = {},
): InspectorData {
  return {
    width: 400,
    height: 200,
    period,
    plotLeft: 20,
    plotRight: 320,
    plotTop: 10,
    plotBottom: 170,
    panels,
    bars,
  };
}
