import type { PlacedPanel } from '../../layout/panels';
import { legendNodes, type LegendEntry } from '../../scene/legend';
import type { SceneNode } from '../../scene/types';
import type { ChartTheme } from '../../theme/resolve';
import { displayDate, displayTime } from '../../util/dates';
import { formatCompact, formatPrice, formatSigned } from '../../util/format';
import { FONT_SIZE, type ChartPlan } from '../chart-plan';
import { currentQuote } from '../quote';

const PERIOD_NAMES: Readonly<Record<string, string>> = {
  D: 'Daily',
  W: 'Weekly',
  M: 'Monthly',
  Q: 'Quarterly',
  Y: 'Yearly',
};

/**
 * The price panel's legend: the symbol, its period and last quote (and the last bar, when verbose), then the
 * studies' entries. PerfChart legends name only the studies' symbols.
 */
export function paintPriceLegend(
  chart: ChartPlan,
  panel: PlacedPanel,
  theme: ChartTheme,
  studies: readonly LegendEntry[],
  isPerf: boolean,
): SceneNode[] {
  const { model } = chart;
  const { palette } = theme;
  const level = model.settings.legends;
  if (level === 'off') return [];
  const entries: LegendEntry[] = [];
  if (!isPerf) {
    const quote = currentQuote(model);
    entries.push({
      text: model.symbol + (model.invertedScale ? ' (inverted)' : ''),
      color: palette.text,
      bold: true,
    });
    if (level !== 'minimal') {
      const period = model.intraday
        ? `${model.settings.period} min`
        : (PERIOD_NAMES[model.settings.period] ?? model.settings.period);
      entries.push({ text: period, color: palette.axis });
      entries.push({
        text: `Last ${formatPrice(quote.last)} ${formatSigned(quote.change)} (${formatSigned(quote.percentChange)}%)`,
        color: quote.change >= 0 ? palette.upLine : palette.downLine,
      });
    }
    if (level === 'verbose' && model.drawn.close.length > 0) {
      const { drawn } = model;
      const i = drawn.close.length - 1;
      const local = model.localTime(drawn.time[i] as number);
      const when = model.intraday ? `${displayDate(local)} ${displayTime(local)}` : displayDate(local);
      entries.push({
        text: `${when} O ${formatPrice(drawn.open[i] as number)} H ${formatPrice(drawn.high[i] as number)} L ${formatPrice(drawn.low[i] as number)} C ${formatPrice(drawn.close[i] as number)} V ${formatCompact(drawn.volume[i] as number)}`,
        color: palette.text,
      });
    }
  }
  return legendNodes(
    [...entries, ...studies],
    model.plotLeft + 4,
    panel.top + FONT_SIZE + 2,
    model.plotRight - 4,
    FONT_SIZE,
    palette.panelBackground,
  );
}
