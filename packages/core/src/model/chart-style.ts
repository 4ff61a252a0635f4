/**
 * Saved ChartStyles as the server returns them (spec 1 §3.6, §5.5; spec 3 §3): a record is rejected for an
 * invalid recid, an empty description, or a style id that is invalid or not permanent (p). The button label
 * loses its whitespace and is cut to 2 characters; a colour outside the palette reads as Dark Grey.
 */
import { z } from 'zod';
import {
  DEFAULT_STYLE_BUTTON_COLOR,
  STYLE_BUTTON_COLORS,
  STYLE_BUTTON_COUNT,
  STYLE_BUTTON_LABEL_LENGTH,
  findStyleButtonColor,
  type StyleButtonColor,
} from '../catalogues/style-buttons';
import { isPermanentStyleId, parseStyleId } from '../rules/validation/chart-values';
import {
  flagField,
  lenientTagsField,
  nonBlankTextField,
  optionalNumberField,
  optionalTextField,
  recordIdField,
} from './fields';
import { ModelParseError, parseList, parseWith, type ParsedList } from './parse-list';

/** A saved ChartStyle of a member (spec 1 §3.6). */
export interface ChartStyle {
  readonly recid: number;
  readonly name: string;
  /** A permanent style cache id (starts with p). */
  readonly styleCacheId: string;
  readonly thumbnailUrl: string;
  /** 0-11 for the StyleButton slot it sits in, -1 for none. */
  readonly buttonIndex: number;
  readonly buttonColor: StyleButtonColor;
  /** White on dark colours, else black (spec 1 §3.6). */
  readonly buttonTextColor: string;
  readonly buttonLabel: string;
  readonly isForPayingMembersOnly: boolean;
  readonly chartCode: number;
  /** The name with `&<>"'` escaped for HTML (spec 2 §3), sent or made from the name. */
  readonly htmlSanitizedName?: string;
  /** Words the library's search also matches (spec 2 §3); none when the server sends none. */
  readonly searchTags?: readonly string[];
  /** Chart query parameters drawn over the style's settings (spec 2 §3), e.g. `&p=W`; empty for none. */
  readonly styleCacheSettingsOverrides?: string;
  /** The name a not yet saved (temporary) style is shown under (spec 2 §3); empty for a saved one. */
  readonly temporaryName?: string;
  /** The style's description (spec 2 §3): spec 1 §3.6's record has one text, which is also the name. */
  readonly description?: string;
}

/** Text, or undefined for anything else (null, objects): an odd optional field never loses the record. */
const lenientText = z.preprocess(
  (value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined),
  z.string().optional(),
);

/** A chart style record as the server sends it (spec 1 §3.6). */
export const RawChartStyleSchema = z.object({
  recID: recordIdField,
  styleID: z.union([z.string(), z.number()]),
  description: nonBlankTextField,
  color: optionalTextField,
  location: optionalNumberField,
  label: optionalTextField,
  chartCode: optionalNumberField,
  isForPayingMembersOnly: flagField.optional(),
  htmlSanitizedName: lenientText,
  searchTags: lenientTagsField,
  styleCacheSettingsOverrides: lenientText,
  temporaryName: lenientText,
});

/** `text` with the five HTML special characters escaped. */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The thumbnail of a style: /c-sc/sc with i (spec 1 §2.2). */
export function styleThumbnailUrl(styleId: string): string {
  return `/c-sc/sc?i=${encodeURIComponent(styleId)}`;
}

/** A button label: whitespace removed, cut to 2 characters (spec 1 §5.5). */
export function cleanButtonLabel(label: string): string {
  return label.replace(/\s/g, '').slice(0, STYLE_BUTTON_LABEL_LENGTH);
}

/** The palette colour named by a hex code, id or title; Dark Grey when it is not in the palette (spec 1 §3.6). */
export function resolveButtonColor(value: string | undefined): StyleButtonColor {
  if (!value) return DEFAULT_STYLE_BUTTON_COLOR;
  const key = value.trim().toLowerCase();
  return (
    findStyleButtonColor(value) ??
    STYLE_BUTTON_COLORS.find((c) => c.title.toLowerCase() === key) ??
    DEFAULT_STYLE_BUTTON_COLOR
  );
}

/** The 0-based slot of a 1-based location, or -1 when there is none or it is beyond the 12 slots. */
export function buttonIndexOf(location: number | undefined): number {
  if (location === undefined || !Number.isInteger(location) || location < 1 || location > STYLE_BUTTON_COUNT)
    return -1;
  return location - 1;
}

/** Parses one chart style record; throws ModelParseError when spec 1 §5.5 rejects it. */
export function parseChartStyle(raw: unknown): ChartStyle {
  const record = parseWith('chart style', RawChartStyleSchema, raw);
  const styleCacheId = parseStyleId(record.styleID);
  if (styleCacheId === null || !isPermanentStyleId(styleCacheId)) {
    throw new ModelParseError(
      'chart style',
      `styleID '${String(record.styleID)}' is not a permanent style id`,
    );
  }
  const buttonColor = resolveButtonColor(record.color);
  return {
    recid: record.recID,
    name: record.description,
    styleCacheId,
    thumbnailUrl: styleThumbnailUrl(styleCacheId),
    buttonIndex: buttonIndexOf(record.location),
    buttonColor,
    buttonTextColor: buttonColor.textColor,
    buttonLabel: cleanButtonLabel(record.label ?? ''),
    isForPayingMembersOnly: record.isForPayingMembersOnly ?? false,
    chartCode: record.chartCode ?? 0,
    htmlSanitizedName: record.htmlSanitizedName ?? escapeHtmlText(record.description),
    searchTags: record.searchTags,
    styleCacheSettingsOverrides: record.styleCacheSettingsOverrides ?? '',
    temporaryName: record.temporaryName ?? '',
    description: record.description,
  };
}

/**
 * Parses chart style records, skipping and counting rejected ones. A slot claimed twice stays with the first
 * style; the others lose their button (twelve slots, extras dropped: spec 1 §5.5).
 */
export function parseChartStyles(raw: unknown): ParsedList<ChartStyle> {
  const parsed = parseList('chart styles', raw, parseChartStyle);
  const taken = new Set<number>();
  const items = parsed.items.map((style) => {
    if (style.buttonIndex < 0) return style;
    if (taken.has(style.buttonIndex)) return { ...style, buttonIndex: -1 };
    taken.add(style.buttonIndex);
    return style;
  });
  return { items, skipped: parsed.skipped };
}

/** The StyleButtons in slot order: for each of the 12 slots, the style on it or null. */
export function styleButtonSlots(styles: readonly ChartStyle[]): Array<ChartStyle | null> {
  const slots: Array<ChartStyle | null> = Array.from({ length: STYLE_BUTTON_COUNT }, () => null);
  for (const style of styles) {
    if (style.buttonIndex >= 0 && slots[style.buttonIndex] === null) slots[style.buttonIndex] = style;
  }
  return slots;
}

/**
 * The styles a StyleButton form may pick for a slot: a style already on another button is not selectable
 * (spec 3 §5); the style on this slot stays selectable.
 */
export function stylesSelectableForButton(styles: readonly ChartStyle[], buttonIndex: number): ChartStyle[] {
  return styles.filter((style) => style.buttonIndex < 0 || style.buttonIndex === buttonIndex);
}
