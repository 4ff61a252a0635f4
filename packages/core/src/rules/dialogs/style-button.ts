/**
 * The chart style button modal (spec 1 §3.6, §9; spec 3 §5): positions 1-12, styles already on another button
 * not selectable, and Add disabled once every position holds a button.
 */
import { DEFAULT_STYLE_BUTTON_COLOR, STYLE_BUTTON_COUNT } from '../../catalogues/style-buttons';
import type { ChartStyle } from '../../model/index';
import { styleButtonSlots } from '../../model/index';

/** One entry of the position menu. */
export interface StyleButtonPosition {
  /** 1-12 as shown. */
  readonly position: number;
  /** 0-11 as stored in a ChartStyle's buttonIndex. */
  readonly index: number;
  /** The style on this position, if another button holds it. */
  readonly takenBy: ChartStyle | null;
  readonly selectable: boolean;
}

/**
 * The position menu (spec 1 §9: 12 buttons): only the first `maxPositions` positions the member's level allows
 * (spec 3 §6 account limits; all 12 by default). A position held by another button is not selectable; the one the
 * edited button holds stays selectable.
 */
export function styleButtonPositions(
  styles: readonly ChartStyle[],
  editingIndex: number | null,
  maxPositions: number = STYLE_BUTTON_COUNT,
): StyleButtonPosition[] {
  return styleButtonSlots(styles)
    .map((style, index) => {
      const takenBy = style && index !== editingIndex ? style : null;
      return { position: index + 1, index, takenBy, selectable: takenBy === null };
    })
    .filter((position) => position.index < maxPositions || position.index === editingIndex);
}

/** One entry of the style menu. */
export interface StyleButtonStyleChoice {
  readonly style: ChartStyle;
  /** A style on another button is not selectable (spec 3 §5). */
  readonly selectable: boolean;
}

/** The style menu of the button at `editingIndex` (null when adding): styles on other buttons are disabled. */
export function styleButtonStyleChoices(
  styles: readonly ChartStyle[],
  editingIndex: number | null,
): StyleButtonStyleChoice[] {
  return styles.map((style) => ({
    style,
    selectable: style.buttonIndex < 0 || style.buttonIndex === editingIndex,
  }));
}

/** Whether another StyleButton may be added: fewer than 12 exist, or than the level's maximum (spec 3 §5, §6). */
export function canAddStyleButton(
  styles: readonly ChartStyle[],
  maxButtons: number = STYLE_BUTTON_COUNT,
): boolean {
  return styles.filter((style) => style.buttonIndex >= 0).length < Math.min(maxButtons, STYLE_BUTTON_COUNT);
}

/** The first free position index for a new button within the level's positions, or null when all are held. */
export function firstFreeButtonIndex(
  styles: readonly ChartStyle[],
  maxPositions: number = STYLE_BUTTON_COUNT,
): number | null {
  const index = styleButtonSlots(styles).findIndex((slot, at) => slot === null && at < maxPositions);
  return index < 0 ? null : index;
}

/** The StyleButton form as it opens. */
export interface StyleButtonForm {
  /** 0-11, or null when every position is held. */
  readonly position: number | null;
  readonly label: string;
  readonly styleRecid: number | null;
  /** A StyleButton colour id. */
  readonly color: string;
}

/**
 * The form the StyleButton modal opens with (spec 1 §3.6; spec 3 §4: forms reset when opened): editing fills it
 * from the style on that button; adding takes the first free position, no style and the default colour.
 */
export function initialStyleButtonForm(
  styles: readonly ChartStyle[],
  editingIndex: number | null,
  maxPositions: number = STYLE_BUTTON_COUNT,
): StyleButtonForm {
  const edited =
    editingIndex === null ? undefined : styles.find((style) => style.buttonIndex === editingIndex);
  if (edited)
    return {
      position: edited.buttonIndex,
      label: edited.buttonLabel,
      styleRecid: edited.recid,
      color: edited.buttonColor.id,
    };
  return {
    position: firstFreeButtonIndex(styles, maxPositions),
    label: '',
    styleRecid: null,
    color: DEFAULT_STYLE_BUTTON_COLOR.id,
  };
}
