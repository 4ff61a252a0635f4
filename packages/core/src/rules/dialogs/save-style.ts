/**
 * The save chart style modal (spec 3 §4, §5, §9): saveAsNew (default) or updateExisting, and the set-as-default
 * variant that forces the default box on and suggests '>>Default<<'.
 */
import { MESSAGES } from '../../catalogues/messages';
import type { ChartStyle } from '../../model/index';

/** The two modes of the save chart style form. */
export type SaveChartStyleMode = 'saveAsNew' | 'updateExisting';

/** The variants the modal opens in (MODALS saveChartStyle). */
export type SaveChartStyleVariant = SaveChartStyleMode | 'setAsDefault';

/** The state a save chart style form opens with. */
export interface SaveChartStyleForm {
  readonly mode: SaveChartStyleMode;
  readonly name: string;
  readonly selectedStyleRecid: number | null;
  readonly setAsDefault: boolean;
  /** Opened as Set As Default: the box stays on. */
  readonly isSetAsDefaultForced: boolean;
}

/** Whether one more style may be saved as new (-1 max: unknown, allowed) (spec 3 §5). */
export function canSaveNewChartStyle(styleCount: number, maxChartStyles: number): boolean {
  return maxChartStyles < 0 || styleCount < maxChartStyles;
}

/**
 * The form a save chart style modal opens with (spec 3 §4). Set As Default forces the box on and suggests the
 * name '>>Default<<' when no style has it; when one does (our reading), that style is picked for updating. At the
 * style maximum a new style cannot be saved, so the form opens on updating.
 */
export function initialSaveChartStyleForm(
  variant: SaveChartStyleVariant,
  styles: readonly ChartStyle[],
  maxChartStyles: number,
): SaveChartStyleForm {
  const atLimit = !canSaveNewChartStyle(styles.length, maxChartStyles);
  if (variant === 'setAsDefault') {
    const existing = styles.find((style) => style.name === MESSAGES.chartStyle.defaultNameSuggestion);
    if (existing || atLimit) {
      return {
        mode: 'updateExisting',
        name: '',
        selectedStyleRecid: existing?.recid ?? null,
        setAsDefault: true,
        isSetAsDefaultForced: true,
      };
    }
    return {
      mode: 'saveAsNew',
      name: MESSAGES.chartStyle.defaultNameSuggestion,
      selectedStyleRecid: null,
      setAsDefault: true,
      isSetAsDefaultForced: true,
    };
  }
  const mode: SaveChartStyleMode = atLimit ? 'updateExisting' : variant;
  return { mode, name: '', selectedStyleRecid: null, setAsDefault: false, isSetAsDefaultForced: false };
}

/**
 * The set-as-default box (spec 3 §4): forced on in set-as-default mode; when updating the style that already is
 * the default it is shown on and disabled.
 */
export function setAsDefaultBox(
  form: Pick<SaveChartStyleForm, 'mode' | 'selectedStyleRecid' | 'setAsDefault' | 'isSetAsDefaultForced'>,
  defaultStyleRecid: number | null,
): { checked: boolean; disabled: boolean } {
  const updatingDefault =
    form.mode === 'updateExisting' &&
    form.selectedStyleRecid !== null &&
    form.selectedStyleRecid === defaultStyleRecid;
  if (updatingDefault) return { checked: true, disabled: true };
  if (form.isSetAsDefaultForced) return { checked: true, disabled: true };
  return { checked: form.setAsDefault, disabled: false };
}

/** The message of a delete refused for the default style (spec 3 §4; wording ours). */
export const DEFAULT_STYLE_UNDELETABLE = 'Your default ChartStyle cannot be deleted.';

/** Whether a style may be deleted: the default ChartStyle cannot be (spec 3 §4). */
export function chartStyleDeletion(
  style: ChartStyle | null,
  defaultStyleRecid: number | null,
): { allowed: boolean; message: string | null } {
  if (!style) return { allowed: false, message: MESSAGES.common.selectChartStyle };
  if (style.recid === defaultStyleRecid) return { allowed: false, message: DEFAULT_STYLE_UNDELETABLE };
  return { allowed: true, message: null };
}
