/**
 * The colour-scheme catalogue (spec 2 §3): 30 schemes in three groups, each with default up and down line
 * colours, three grid transparency values, its swatches (12; Monochrome 3) and the full palette the chart
 * engine renders with. Each scheme is written as a few base colours; the rest of the palette is derived from
 * them the same way for every scheme, so that all schemes stay consistent.
 */
import { mixHex } from './color-math';

/** The groups of the colour-scheme menu. */
export type ColorSchemeGroup = 'Standard' | 'Dark' | 'Speciality';

/** Every colour the chart engine needs to draw a chart, as `#rrggbb`. */
export interface ColorPalette {
  /** Image background around the panels (axes, legends, header). */
  readonly background: string;
  /** Plot area background of each panel. */
  readonly panelBackground: string;
  readonly text: string;
  /** Axis lines and tick marks. */
  readonly axis: string;
  readonly grid: string;
  /** Panel borders. */
  readonly border: string;
  readonly upFill: string;
  readonly upLine: string;
  readonly downFill: string;
  readonly downLine: string;
  readonly volumeUp: string;
  readonly volumeDown: string;
  readonly crosshair: string;
  /** The default colour of the main series and of indicator lines drawn 'auto'. */
  readonly indicator: string;
}

/** One colour scheme of the menu. */
export interface ColorScheme {
  readonly id: string;
  readonly title: string;
  readonly group: ColorSchemeGroup;
  readonly isDark: boolean;
  /** Default up line colour (one of the swatches). */
  readonly upColor: string;
  /** Default down line colour (one of the swatches). */
  readonly downColor: string;
  /** Grid opacity (0-1) for the normal, dashed and dense grid styles. */
  readonly gridTransparency: readonly [number, number, number];
  readonly swatches: readonly string[];
  readonly palette: ColorPalette;
}

interface SchemeBase {
  readonly background: string;
  readonly panel: string;
  readonly text: string;
  readonly grid: string;
  readonly up: string;
  readonly down: string;
  readonly line: string;
}

// Accents that complete each scheme's swatches after its own up, down and line colours.
const LIGHT_ACCENTS = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#000000',
  '#003f5c',
];
const DARK_ACCENTS = [
  '#4fc3f7',
  '#ffb74d',
  '#81c784',
  '#e57373',
  '#ba68c8',
  '#a1887f',
  '#f06292',
  '#bdbdbd',
  '#dce775',
  '#4dd0e1',
  '#ffffff',
  '#90caf9',
];

function swatchesFor(base: SchemeBase, isDark: boolean): string[] {
  const list = [base.up, base.down, base.line];
  for (const accent of isDark ? DARK_ACCENTS : LIGHT_ACCENTS) {
    if (list.length === 12) break;
    if (!list.includes(accent)) list.push(accent);
  }
  return list;
}

/** Derives the full palette from a scheme's base colours. */
export function derivePalette(base: SchemeBase): ColorPalette {
  return {
    background: base.background,
    panelBackground: base.panel,
    text: base.text,
    axis: mixHex(base.text, base.background, 0.35),
    grid: base.grid,
    border: mixHex(base.text, base.panel, 0.55),
    upFill: base.up,
    upLine: mixHex(base.up, base.text, 0.25),
    downFill: base.down,
    downLine: mixHex(base.down, base.text, 0.25),
    volumeUp: mixHex(base.up, base.panel, 0.45),
    volumeDown: mixHex(base.down, base.panel, 0.45),
    crosshair: mixHex(base.text, base.panel, 0.3),
    indicator: base.line,
  };
}

function scheme(
  id: string,
  title: string,
  group: ColorSchemeGroup,
  base: SchemeBase,
  options: {
    isDark?: boolean;
    swatches?: readonly string[];
    gridTransparency?: readonly [number, number, number];
  } = {},
): ColorScheme {
  const isDark = options.isDark ?? false;
  return {
    id,
    title,
    group,
    isDark,
    upColor: base.up,
    downColor: base.down,
    gridTransparency: options.gridTransparency ?? (isDark ? [0.5, 0.4, 0.25] : [0.7, 0.55, 0.35]),
    swatches: options.swatches ?? swatchesFor(base, isDark),
    palette: derivePalette(base),
  };
}

const dark = { isDark: true } as const;

/** Every colour scheme, grouped, in menu order. */
// One entry per line reads as a table.
// prettier-ignore
export const COLOR_SCHEMES: readonly ColorScheme[] = [
  scheme('classic', 'Classic', 'Standard', { background: '#ffffff', panel: '#ffffff', text: '#000000', grid: '#c8c8c8', up: '#008000', down: '#ff0000', line: '#000000' }),
  scheme('blue', 'Blue', 'Standard', { background: '#e8f0fa', panel: '#ffffff', text: '#0b2545', grid: '#b9cde5', up: '#1f5fbf', down: '#c0392b', line: '#13315c' }),
  scheme('blueGray', 'Blue Gray', 'Standard', { background: '#eceff1', panel: '#f8f9fa', text: '#263238', grid: '#cfd8dc', up: '#455a64', down: '#d84315', line: '#37474f' }),
  // Okabe-Ito blue and orange stay distinct under the common colour-vision deficiencies.
  scheme('colorVisionImpaired', 'Color Vision Impaired', 'Standard', { background: '#ffffff', panel: '#ffffff', text: '#000000', grid: '#d0d0d0', up: '#0072b2', down: '#e69f00', line: '#000000' }, { swatches: ['#0072b2', '#e69f00', '#000000', '#56b4e9', '#009e73', '#f0e442', '#d55e00', '#cc79a7', '#999999', '#004d7a', '#8c6b00', '#ffffff'] }),
  scheme('graphite', 'Graphite', 'Standard', { background: '#d9d9d9', panel: '#f2f2f2', text: '#1a1a1a', grid: '#bfbfbf', up: '#2e7d32', down: '#b71c1c', line: '#333333' }),
  scheme('ice', 'Ice', 'Standard', { background: '#e6f4f9', panel: '#f7fcfe', text: '#12394a', grid: '#c2e1ec', up: '#0288d1', down: '#8e24aa', line: '#01579b' }),
  scheme('mint', 'Mint', 'Standard', { background: '#e3f4ec', panel: '#f6fcf9', text: '#163a2b', grid: '#bfe3d1', up: '#1b9e77', down: '#d95f02', line: '#0d5c45' }),
  scheme('mohave', 'Mohave', 'Standard', { background: '#f3e9dc', panel: '#fbf6ef', text: '#3e2a1c', grid: '#e2cfb6', up: '#6b8e23', down: '#b5542a', line: '#5c4033' }),
  // Print scheme: black, gray and silver only.
  scheme('monochrome', 'Monochrome', 'Standard', { background: '#ffffff', panel: '#ffffff', text: '#000000', grid: '#c0c0c0', up: '#000000', down: '#808080', line: '#000000' }, { swatches: ['#000000', '#808080', '#c0c0c0'] }),
  scheme('murphy', 'Murphy', 'Standard', { background: '#f5f5f0', panel: '#ffffff', text: '#1c1c1c', grid: '#d6d6cc', up: '#1a7f37', down: '#cf222e', line: '#24292f' }),
  scheme('rainier', 'Rainier', 'Standard', { background: '#e9eef2', panel: '#fbfcfd', text: '#2b3a42', grid: '#cdd7de', up: '#3f7d5c', down: '#a63d40', line: '#3d5a80' }),
  scheme('rose', 'Rose', 'Standard', { background: '#fbeef0', panel: '#fff8f9', text: '#4a1f2b', grid: '#f0cdd4', up: '#2a9d8f', down: '#c9184a', line: '#6d2e46' }),
  scheme('sand', 'Sand', 'Standard', { background: '#f4ecd8', panel: '#fcf8ee', text: '#3b3425', grid: '#e4d6b5', up: '#4f772d', down: '#bc4749', line: '#5a4a2f' }),
  scheme('seaGreen', 'Sea Green', 'Standard', { background: '#e0f2ef', panel: '#f5fbfa', text: '#113c37', grid: '#b9e0d9', up: '#2e8b57', down: '#cd5c5c', line: '#1f5f56' }),
  scheme('solar', 'Solar', 'Standard', { background: '#fdf6e3', panel: '#fffbf0', text: '#073642', grid: '#e6dcc0', up: '#859900', down: '#dc322f', line: '#268bd2' }),
  scheme('spruce', 'Spruce', 'Standard', { background: '#e4ebe4', panel: '#f7faf7', text: '#1f3322', grid: '#c5d4c6', up: '#2d6a4f', down: '#9d0208', line: '#1b4332' }),
  scheme('sunset', 'Sunset', 'Standard', { background: '#fff1e6', panel: '#fffaf5', text: '#3d1f12', grid: '#f3d5bf', up: '#2a9d8f', down: '#e63946', line: '#9c4221' }),
  scheme('vanilla', 'Vanilla', 'Standard', { background: '#fffdf2', panel: '#fffef9', text: '#2f2a1e', grid: '#ece6cc', up: '#3a7d44', down: '#c44536', line: '#4a4032' }),
  scheme('darkAmber', 'Dark Amber', 'Dark', { background: '#12100b', panel: '#1a1710', text: '#ffbf47', grid: '#3a3020', up: '#ffb000', down: '#ff4040', line: '#ffd27a' }, dark),
  scheme('darkBlue', 'Dark Blue', 'Dark', { background: '#0b1321', panel: '#0f1a2c', text: '#c9d7ee', grid: '#1f3150', up: '#4da3ff', down: '#ff6b6b', line: '#8fb8ff' }, dark),
  scheme('darkGray', 'Dark Gray', 'Dark', { background: '#1c1c1e', panel: '#232326', text: '#d4d4d8', grid: '#3a3a3f', up: '#4caf50', down: '#ef5350', line: '#bdbdbd' }, dark),
  scheme('darkGreen', 'Dark Green', 'Dark', { background: '#0c1a12', panel: '#10231a', text: '#c8e6c9', grid: '#1f3d2b', up: '#5cd68a', down: '#ff7a6b', line: '#a5d6a7' }, dark),
  scheme('night', 'Night', 'Dark', { background: '#000000', panel: '#0a0a0f', text: '#e0e0e0', grid: '#26262e', up: '#26a69a', down: '#ef5350', line: '#ffffff' }, dark),
  // Custom's base is the default of the four custom colour fields; resolveColorScheme applies the user's.
  scheme('custom', 'Custom', 'Speciality', { background: '#ffffff', panel: '#ffffff', text: '#000000', grid: '#d3d3d3', up: '#008000', down: '#ff0000', line: '#a9a9a9' }),
  // DecisionPoint schemes: tinted panels in one hue each.
  scheme('dpBlue', 'DP Blue', 'Speciality', { background: '#dce9f5', panel: '#eaf2fa', text: '#0d2a4a', grid: '#b3cde6', up: '#1565c0', down: '#c62828', line: '#0d47a1' }),
  scheme('dpCoral', 'DP Coral', 'Speciality', { background: '#fbe3dc', panel: '#fdf0ec', text: '#4a1c12', grid: '#f1c0b2', up: '#00897b', down: '#e64a19', line: '#8d3b2a' }),
  scheme('dpGold', 'DP Gold', 'Speciality', { background: '#f7ecc6', panel: '#fbf4dc', text: '#3d3210', grid: '#e8d591', up: '#2e7d32', down: '#c62828', line: '#7a5c00' }),
  scheme('dpGreen', 'DP Green', 'Speciality', { background: '#dff0dc', panel: '#eef8ec', text: '#183d18', grid: '#b8dcb2', up: '#388e3c', down: '#d32f2f', line: '#1b5e20' }),
  scheme('dpPlum', 'DP Plum', 'Speciality', { background: '#ece0ef', panel: '#f6eff8', text: '#35183d', grid: '#d5bedc', up: '#43a047', down: '#ad1457', line: '#6a1b9a' }),
  scheme('dpYellow', 'DP Yellow', 'Speciality', { background: '#fbf6c8', panel: '#fdfbe3', text: '#3a3612', grid: '#ece48c', up: '#558b2f', down: '#e53935', line: '#5d5400' }),
];

/** The default scheme of new charts (spec 2 §9). Classic is the menu's first entry, marked default there. */
export const DEFAULT_COLOR_SCHEME_ID = 'murphy';

/** The scheme the menu marks as its default entry (spec 2 §3: "Classic (default)"). */
export const MENU_DEFAULT_COLOR_SCHEME_ID = 'classic';

/** The scheme whose palette comes from the four custom colour fields. */
export const CUSTOM_COLOR_SCHEME_ID = 'custom';

const SCHEME_BY_ID = new Map(COLOR_SCHEMES.map((s) => [s.id, s]));

/** Finds a colour scheme by id. */
export function findColorScheme(id: string): ColorScheme | undefined {
  return SCHEME_BY_ID.get(id);
}
