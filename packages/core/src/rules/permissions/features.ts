/** What a member may ask to do, as a discriminated union on `kind` (spec 1 §6, spec 2 §6, spec 3 §6). */

/** Actions only logged-in members may take (spec 1 §6, spec 2 §6, spec 3 §6). */
export const MEMBER_ACTIONS = [
  'saveChart',
  'saveChartStyle',
  'editChartName',
  'editChartStyleName',
  'deleteChart',
  'deleteChartStyle',
  'createChartList',
  'addToChartList',
  'moveChart',
  'autoRefresh',
  'nonLeftAlignment',
  'createPriceAlert',
  'viewAlerts',
  'styleButtons',
  'saveComments',
  'setDefaultStyle',
  'fetchDefaultStyle',
  'applyStyleToCharts',
  'savePermanentStyle',
  'fetchSavedStyles',
  'resizeChart',
  'annotateAndSave',
  'chartLibrary',
  'viewAs',
  'emailChart',
  'marketplace',
] as const;

/** One member-only action. */
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** What may be done to a chart list (spec 1 §6, spec 2 §6, spec 3 §6). */
export type ChartListAction =
  | 'addCharts'
  | 'editCharts'
  | 'rename'
  | 'delete'
  | 'deleteCharts'
  | 'applyStyle'
  | 'editView'
  | 'selectAsTarget';

/** The flags of a chart list that matter to permissions. */
export interface ChartListFlags {
  readonly isReadOnly: boolean;
  readonly isFrameworkChartList: boolean;
}

/** A thing a member may or may not do. */
export type Feature =
  /** A period by chart-engine code or id (spec 1 §6, spec 2 §6). */
  | { readonly kind: 'period'; readonly period: string }
  /** A range by id (spec 2 §6). */
  | { readonly kind: 'range'; readonly range: string }
  /** A length in years, from the years menu (spec 1 §6: free up to 1, basic and extra up to 40). */
  | { readonly kind: 'rangeYears'; readonly years: number }
  /** A chart size by id (spec 1 §6, spec 2 §6). */
  | { readonly kind: 'chartSize'; readonly size: string }
  /** Having this many comparison symbols (spec 1 §6: free 4, others 9). */
  | { readonly kind: 'comparisonSymbols'; readonly count: number }
  /** Having this many indicators (spec 2 §6: free 3, others 25). */
  | { readonly kind: 'indicators'; readonly count: number }
  /** Having this many overlays (spec 2 §6: free 3, others 25). */
  | { readonly kind: 'overlays'; readonly count: number }
  /** A panel mode, by id from the MODES catalogue or by its members-only flag (spec 3 §2.2). */
  | { readonly kind: 'mode'; readonly mode: string }
  | { readonly kind: 'mode'; readonly membersOnly: boolean }
  /** A member-only action. */
  | { readonly kind: 'memberAction'; readonly action: MemberAction }
  /** A historical data period: D free, W and M Pro (spec 3 §3, §6). */
  | { readonly kind: 'historicalPeriod'; readonly period: string }
  /** An action on a chart list (read-only and framework lists refuse most). */
  | { readonly kind: 'chartList'; readonly list: ChartListFlags; readonly action: ChartListAction }
  /** Creating one more chart list given how many exist and the member type's maximum (-1 unknown). */
  | { readonly kind: 'chartListCount'; readonly existing: number; readonly max: number }
  /** Loading a sample or saved style (spec 2 §6). */
  | { readonly kind: 'sampleStyle'; readonly membersOnly: boolean }
  /** The options-analysis widget on any optionable symbol (spec 3 §6: the add-on). */
  | { readonly kind: 'optionsAnalysis' };

/** The dialog a refusal opens. */
export type UpgradeModal = 'createAccount' | 'upgradeToExtra' | 'upgradeToPro';

/** The answer of canUse: allowed, or refused with the modal that opens ('none' for none) and maybe a message. */
export interface Permission {
  readonly allowed: boolean;
  readonly modal: UpgradeModal | 'none';
  /** A message to show instead of a modal (read-only lists). */
  readonly message?: string;
}
