import type { StudyResult } from '../scene/studies';
import type { ChartPalette } from '../theme/palette';
import { readLineColor } from '../theme/resolve';
import { priceSeriesLines, studyLooks } from './study-looks';

/** How a study row asks to be drawn: its style option, colour option and opacity. */
export interface RowLook {
  /** Overlay style or indicator price style value. */
  readonly style: string;
  readonly styleKind: 'overlay' | 'indicator';
  readonly color: string;
  readonly opacity: number;
}

/** The colours a study is painted in, chosen when its panel is planned. */
export interface StudyColours {
  /** The study's legend title and first line. */
  readonly title: string;
  /** One colour per output line, in line order (empty when the study failed). */
  readonly lines: readonly string[];
}

/** Hands out a panel's automatic colours in turn; each panel plans its colours with a sequence of its own. */
export interface ColourSequence {
  /** The colours of a study painted as lines (or as a price series). */
  readonly study: (study: StudyResult, look: RowLook) => StudyColours;
  /** The colours of an overlay on the price panel, which first takes a colour for volume-by-price zones. */
  readonly priceOverlay: (study: StudyResult, look: RowLook) => StudyColours;
  /** How many automatic colours have been handed out, so a following panel can continue the sequence. */
  readonly position: () => number;
}

/**
 * Creates a panel's colour sequence, starting at automatic colour `start`. A study's first line takes its row colour (or the next automatic one);
 * further lines take the next automatic colours, except that a price overlay's lines (bands, channels) share
 * its colour unless its looks colour each line. A failed study takes no colour from the sequence.
 */
export function createColourSequence(palette: ChartPalette, start = 0): ColourSequence {
  let next = start;
  const study = (result: StudyResult, look: RowLook): StudyColours => {
    const title = readLineColor(look.color, palette, next);
    if (result.error) return { title, lines: [] };
    if (priceSeriesLines(result)) {
      next++;
      return { title, lines: [title] };
    }
    const shared = look.styleKind === 'overlay' && !studyLooks(result.id).colourEachLine;
    const lines = result.lines.map((_, index) =>
      index === 0 || shared ? title : readLineColor('auto', palette, ++next),
    );
    next++;
    return { title, lines };
  };
  const priceOverlay = (result: StudyResult, look: RowLook): StudyColours => {
    const zones = readLineColor(look.color, palette, next++);
    if (result.error || studyLooks(result.id).volumeZones) return { title: zones, lines: [] };
    return study(result, look);
  };
  return { study, priceOverlay, position: () => next };
}
