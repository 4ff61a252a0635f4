/**
 * The modal dialogs (spec 1 §2.3, §6; spec 3 §2.14, §4, §6). One or none is open at a time. Save chart also
 * serves Save As (and Move), and save chart style also serves Set As Default, so those are variants of one
 * modal type rather than types of their own.
 */

/** Modal type ids. */
export type ModalId =
  | 'applyChartStyleToCharts'
  | 'chartStyleButton'
  | 'comingSoon'
  | 'createAccount'
  | 'upgradeToExtra'
  | 'upgradeToPro'
  | 'createChartList'
  | 'createPriceAlert'
  | 'deleteChart'
  | 'deleteChartStyle'
  | 'editChartName'
  | 'editChartStyleName'
  | 'emailChart'
  | 'linkToChart'
  | 'saveChart'
  | 'saveChartStyle'
  | 'addToChartList'
  | 'workbenchPreferences'
  | 'startTour'
  | 'endTour';

/** One modal type. */
export interface ModalOption {
  readonly id: ModalId;
  readonly title: string;
  /** A click on the backdrop closes it (spec 3 §2.14). */
  readonly closesOnBackgroundClick: boolean;
  /** Logged out, the create-account modal opens instead (spec 1 §2.3, spec 3 §6). */
  readonly requiresLogin: boolean;
  /** The modes this one modal serves (spec 3 §4), the first being its default. */
  readonly variants: readonly string[];
}

function modal(
  id: ModalId,
  title: string,
  closesOnBackgroundClick: boolean,
  requiresLogin: boolean,
  variants: readonly string[] = [],
): ModalOption {
  return { id, title, closesOnBackgroundClick, requiresLogin, variants };
}

/** Every modal type (spec 3 §2.14 order). */
export const MODALS: readonly ModalOption[] = [
  modal('applyChartStyleToCharts', 'Apply ChartStyle to Charts', true, true),
  modal('chartStyleButton', 'StyleButton', true, true),
  modal('comingSoon', 'Coming Soon', true, false),
  modal('createAccount', 'Create Account', true, false),
  modal('upgradeToExtra', 'Upgrade to Extra', true, false),
  modal('upgradeToPro', 'Upgrade to Pro', true, false),
  modal('createChartList', 'Create ChartList', false, true),
  modal('createPriceAlert', 'Create Price Alert', false, true),
  modal('deleteChart', 'Delete Chart', true, true),
  modal('deleteChartStyle', 'Delete ChartStyle', true, true),
  modal('editChartName', 'Edit Chart Name', false, true),
  modal('editChartStyleName', 'Edit ChartStyle Name', false, true),
  modal('emailChart', 'Email Chart', false, true),
  modal('linkToChart', 'Share Chart', true, true),
  modal('saveChart', 'Save Chart', false, true, ['saveAsNewChart', 'saveChart', 'moveChart']),
  modal('saveChartStyle', 'Save ChartStyle', true, true, ['saveAsNew', 'updateExisting', 'setAsDefault']),
  modal('addToChartList', 'Add to ChartList', false, true),
  modal('workbenchPreferences', 'Workbench Preferences', true, false),
  // The start-up variant runs the start-up pages 7-9 (spec 3 §4).
  modal('startTour', 'Start Interactive Tour', true, false, ['', 'startup']),
  modal('endTour', 'End Interactive Tour', true, false),
];

/** Finds a modal type by id. */
export function findModal(id: string): ModalOption | undefined {
  return MODALS.find((m) => m.id === id);
}
