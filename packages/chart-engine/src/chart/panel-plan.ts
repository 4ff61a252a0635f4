import { DEFAULT_PANEL_WEIGHT } from '../layout/panels';
import type { ChartModel, IndicatorStudy } from './model';

/** One panel to draw, before it is placed. */
export interface PanelPlan {
  readonly id: string;
  readonly kind: 'price' | 'volume' | 'indicator';
  readonly weight: number;
  /** The panel's own indicator first, then indicators drawn behind it. */
  readonly studies: readonly IndicatorStudy[];
}

/**
 * Orders the panels (spec 2 §3 positions): indicators Above the price panel in row order, the price panel
 * (with Behind Price indicators), the separate volume panel, then Below indicators. Behind Ind. joins the
 * previous indicator's panel; a first row with nothing before it gets a panel of its own below.
 */
export function planPanels(model: ChartModel): PanelPlan[] {
  const above: { study: IndicatorStudy; behind: IndicatorStudy[] }[] = [];
  const below: { study: IndicatorStudy; behind: IndicatorStudy[] }[] = [];
  const behindPrice: IndicatorStudy[] = [];
  let previous: { study: IndicatorStudy; behind: IndicatorStudy[] } | undefined;
  for (const study of model.indicators) {
    const position = study.row.indicatorPosition;
    if (position === 'behindPrice') {
      behindPrice.push(study);
      continue;
    }
    if (position === 'behindIndicator' && previous) {
      previous.behind.push(study);
      continue;
    }
    const group = { study, behind: [] as IndicatorStudy[] };
    (position === 'above' ? above : below).push(group);
    previous = group;
  }
  let counter = 0;
  const indicatorPlan = (group: { study: IndicatorStudy; behind: IndicatorStudy[] }): PanelPlan => ({
    id: `ind${++counter}`,
    kind: 'indicator',
    weight: group.study.weight,
    studies: [group.study, ...group.behind],
  });
  const plans: PanelPlan[] = above.map(indicatorPlan);
  plans.push({ id: 'price', kind: 'price', weight: 1, studies: behindPrice });
  if (model.settings.chartSettingsVolumeMenuValue === 'separate') plans.push({ id: 'volume', kind: 'volume', weight: DEFAULT_PANEL_WEIGHT, studies: [] });
  plans.push(...below.map(indicatorPlan));
  return plans;
}
