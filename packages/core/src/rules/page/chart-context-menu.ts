/**
 * The chart's right-click menu (spec 3 §2.13): its entries in catalogue order, what each does and when it is
 * disabled. Copy Chart Image is listed only where the browser can put an image on the clipboard.
 */
import { CHART_CONTEXT_MENU } from '../../catalogues/menus';
import type { ModalId } from '../../catalogues/modals';

/** What a menu entry does. */
export type ChartMenuEffect =
  | { readonly kind: 'modal'; readonly modal: ModalId; readonly variant?: string }
  | { readonly kind: 'downloadImage' }
  | { readonly kind: 'openImage' }
  | { readonly kind: 'copyImage' }
  /** Opens annotation mode (spec 2 §4). */
  | { readonly kind: 'annotate' };

/** The facts the menu depends on. */
export interface ChartMenuContext {
  /** The upper bar's disabled states of spec 3 §5 for the chart being viewed. */
  readonly disabled: {
    readonly save: boolean;
    readonly annotate: boolean;
    readonly createAlert: boolean;
    readonly delete: boolean;
  };
  /** A saved chart is being viewed (Delete Chart needs one). */
  readonly savedChart: boolean;
  /** A chart image is on screen (download, open and copy need one). */
  readonly hasImage: boolean;
  /** The browser can write an image to the clipboard. */
  readonly canCopyImage: boolean;
}

/** One entry of the menu. */
export interface ChartMenuEntry {
  readonly id: string;
  readonly title: string;
  readonly effect: ChartMenuEffect;
  readonly disabled: boolean;
}

const EFFECTS: Readonly<Record<string, ChartMenuEffect>> = {
  saveChart: { kind: 'modal', modal: 'saveChart' },
  saveChartStyle: { kind: 'modal', modal: 'saveChartStyle', variant: 'saveAsNew' },
  annotate: { kind: 'annotate' },
  createAlert: { kind: 'modal', modal: 'createPriceAlert' },
  downloadImage: { kind: 'downloadImage' },
  openImage: { kind: 'openImage' },
  copyImage: { kind: 'copyImage' },
  deleteChart: { kind: 'modal', modal: 'deleteChart' },
  linkToChart: { kind: 'modal', modal: 'linkToChart' },
};

function isDisabled(id: string, context: ChartMenuContext): boolean {
  switch (id) {
    case 'saveChart':
      return context.disabled.save;
    case 'annotate':
      return context.disabled.annotate;
    case 'createAlert':
      return context.disabled.createAlert;
    case 'deleteChart':
      return !context.savedChart || context.disabled.delete;
    case 'downloadImage':
    case 'openImage':
    case 'copyImage':
      return !context.hasImage;
    default:
      return false;
  }
}

/** The menu's entries for the chart being viewed (spec 3 §2.13, §5). */
export function chartMenuEntries(context: ChartMenuContext): ChartMenuEntry[] {
  return CHART_CONTEXT_MENU.filter((action) => action.id !== 'copyImage' || context.canCopyImage).map(
    (action) => {
      const effect = EFFECTS[action.id];
      if (!effect) throw new Error(`No effect for chart menu entry: ${action.id}`);
      return { id: action.id, title: action.title, effect, disabled: isDisabled(action.id, context) };
    },
  );
}

/** The file name a downloaded chart image gets: the symbol and the image type, e.g. `AAPL-chart.svg`. */
export function chartImageFileName(symbol: string, contentType: string): string {
  const extension = /png/i.test(contentType) ? 'png' : 'svg';
  const safe = symbol.replace(/[^A-Za-z0-9._-]+/g, '_');
  return safe === '' ? `chart.${extension}` : `${safe}-chart.${extension}`;
}
