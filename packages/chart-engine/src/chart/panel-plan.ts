import type { IndicatorRow } from '@chartbench/core';
import { parseIndicatorParameters } from '../indicators/index';
import { DEFAULT_PANEL_WEIGHT } from '../layout/panels';
import { projectLine, type ProjectedLine } from '../layout/projection';
import { computeStudy, type StudyResult } from '../scene/studies';
import { readOpacity } from '../theme/resolve';
import { perfChartLines } from '../transforms/index';
import type { ChartModel, IndicatorStudy } from './model';
import { createColourSequence, type ColourSequence, type RowLook, type StudyColours } from './study-colours';

/** A study with the look its row asks for and the colours planned for it. */
export interface StudyPlan {
  readonly study: StudyResult;
  readonly look: RowLook;
  readonly colours: StudyColours;
}

/** The price panel: behind-price studies, the volume overlay, PerfChart lines and the overlays, in paint order. */
export interface PricePanelPlan {
  readonly id: 'price';
  readonly kind: 'price';
  readonly weight: number;
  /** Indicators drawn Behind Price, each on a scale of its own. */
  readonly behind: readonly StudyPlan[];
  /** Volume drawn in the lower part of the panel (volume menu 'overlay'). */
  readonly volumeOverlay?: StudyResult;
  /** PerfChart: each symbol's percent line, projected onto the drawn columns. */
  readonly perfLines: readonly { readonly symbol: string; readonly line: ProjectedLine }[];
  readonly overlays: readonly (StudyPlan & { readonly rowId: number })[];
}

/** An indicator panel (or the separate volume panel): its study, an overlay on it and studies behind it. */
export interface IndicatorPanelPlan {
  readonly id: string;
  readonly kind: 'indicator' | 'volume';
  readonly weight: number;
  readonly main: StudyPlan;
  readonly overlay?: StudyPlan;
  readonly behind: readonly StudyPlan[];
  /** The scale flags of a Price indicator's parameters (spec 2 §5). */
  readonly log: boolean;
  readonly inverted: boolean;
}

/** One panel to draw, before it is placed. */
export type PanelPlan = PricePanelPlan | IndicatorPanelPlan;

type Group = { study: IndicatorStudy; behind: IndicatorStudy[] };

/** The look an indicator row asks for; `fallbackOpacity` applies when its opacity is Auto. */
function indicatorLook(row: IndicatorRow, fallbackOpacity: number): RowLook {
  return {
    style: row.indicatorPriceStyle,
    styleKind: 'indicator',
    color: row.indicatorColor,
    opacity: readOpacity(row.indicatorOpacity, fallbackOpacity),
  };
}

const OVERLAY_ON_INDICATOR: RowLook = { style: 'auto', styleKind: 'overlay', color: 'auto', opacity: 1 };

/** The log and inverted flags of a Price indicator's parameters (spec 2 §5), for its panel's scale. */
function priceFlags(study: IndicatorStudy): { log: boolean; inverted: boolean } {
  if (study.study.error || study.study.id !== 'priceCompare') return { log: false, inverted: false };
  const parameters = parseIndicatorParameters(study.study.id, study.row.parameters);
  return { log: parameters.log === true, inverted: parameters.inverted === true };
}

function planIndicatorPanel(
  model: ChartModel,
  id: string,
  kind: 'indicator' | 'volume',
  group: Group,
  colours: ColourSequence,
): IndicatorPanelPlan {
  const plan = (study: StudyResult, look: RowLook): StudyPlan => ({
    study,
    look,
    colours: colours.study(study, look),
  });
  const main = plan(group.study.study, indicatorLook(group.study.row, 1));
  const overlay = group.study.overlay ? plan(group.study.overlay, OVERLAY_ON_INDICATOR) : undefined;
  const behind = group.behind.map((s) => plan(s.study, indicatorLook(s.row, 0.6)));
  return { id, kind, weight: group.study.weight, main, overlay, behind, ...priceFlags(group.study) };
}

/** PerfChart symbols: the settings' comparison rows that have bars, or every comparison given. */
function perfSymbols(model: ChartModel) {
  const wanted = model.settings.perfChartSymbols.map((s) => s.symbol.toUpperCase()).filter(Boolean);
  if (wanted.length === 0) return model.compare;
  return wanted.flatMap((symbol) => model.compare.filter((c) => c.symbol.toUpperCase() === symbol));
}

function volumeStudy(model: ChartModel): StudyResult {
  return computeStudy('volume', '', {
    history: model.history,
    start: model.start,
    end: model.end,
    extraSlots: 0,
    context: model.context,
  });
}

function planPricePanel(
  model: ChartModel,
  behindPrice: readonly IndicatorStudy[],
  colours: ColourSequence,
): PricePanelPlan {
  const type = model.chartType.engineType;
  const percentScale = type === 'perfChart' || type === 'performance';
  const behind = behindPrice.map(({ study, row }) => {
    const look = indicatorLook(row, 0.55);
    return { study, look, colours: colours.study(study, look) };
  });
  const volumeOverlay =
    model.settings.chartSettingsVolumeMenuValue === 'overlay' && model.timeAligned
      ? volumeStudy(model)
      : undefined;
  const perfLines =
    type === 'perfChart'
      ? perfChartLines(
          model.symbol,
          model.history,
          perfSymbols(model),
          model.start,
          model.end,
          model.settings.useMainChartSymbolAsBaseline,
        ).map((line) => ({
          symbol: line.symbol,
          line: projectLine(line.values, model.projection),
        }))
      : [];
  // Overlays are prices: a percent scale has no place for them.
  const overlays = percentScale
    ? []
    : model.overlays.map(({ row, study }) => {
        const look: RowLook = {
          style: row.overlayStyle,
          styleKind: 'overlay',
          color: row.overlayColor,
          opacity: readOpacity(row.overlayOpacity),
        };
        return { study, look, colours: colours.priceOverlay(study, look), rowId: row.id };
      });
  return { id: 'price', kind: 'price', weight: 1, behind, volumeOverlay, perfLines, overlays };
}

/** The separate volume panel (volume menu 'separate'): the volume indicator with Auto looks. */
function planVolumePanel(model: ChartModel): IndicatorPanelPlan {
  const row: IndicatorRow = {
    id: 0,
    indicatorName: 'volume',
    parameters: '',
    indicatorPosition: 'below',
    indicatorPriceStyle: 'auto',
    indicatorColor: 'auto',
    indicatorHeight: 'auto',
    indicatorOpacity: 'auto',
    overlayName: '',
    overlayParameters: '',
  };
  const group = { study: { row, study: volumeStudy(model), weight: DEFAULT_PANEL_WEIGHT }, behind: [] };
  return planIndicatorPanel(model, 'volume', 'volume', group, createColourSequence(model.theme.palette));
}

/**
 * Orders the panels (spec 2 §3 positions) and plans what each draws, colours included: indicators Above the
 * price panel in row order, the price panel (with Behind Price indicators), the separate volume panel, then
 * Below indicators. Behind Ind. joins the previous indicator's panel; a first row with nothing before it gets
 * a panel of its own below.
 */
export function planPanels(model: ChartModel): PanelPlan[] {
  const above: Group[] = [];
  const below: Group[] = [];
  const behindPrice: IndicatorStudy[] = [];
  let previous: Group | undefined;
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
  const { palette } = model.theme;
  let counter = 0;
  // Each indicator panel starts the automatic colours afresh, so an indicator's main line always has the
  // scheme's first colour; the price panel continues where the panel above it stopped, so the price overlays
  // do not repeat the colours of the indicator lines right above them.
  let colours = createColourSequence(palette);
  const indicatorPlan = (group: Group) => {
    colours = createColourSequence(palette);
    return planIndicatorPanel(model, `ind${++counter}`, 'indicator', group, colours);
  };
  const plans: PanelPlan[] = above.map(indicatorPlan);
  plans.push(planPricePanel(model, behindPrice, createColourSequence(palette, colours.position())));
  if (model.settings.chartSettingsVolumeMenuValue === 'separate') plans.push(planVolumePanel(model));
  plans.push(...below.map(indicatorPlan));
  return plans;
}
