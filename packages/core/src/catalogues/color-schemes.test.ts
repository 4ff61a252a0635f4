import { COLOR_SCHEMES, DEFAULT_COLOR_SCHEME_ID, findColorScheme } from './color-schemes';
import { resolveColorScheme, resolveLineColor } from './resolve-color-scheme';
import { contrastRatio, isHexColor, relativeLuminance } from './color-math';
import { COLORS, COLOR_PICKER_SWATCHES, findColor } from './colors';
import { DEFAULT_CHART_SETTINGS } from '../model/chart-settings';

const GROUPS = {
  Standard: [
    'classic',
    'blue',
    'blueGray',
    'colorVisionImpaired',
    'graphite',
    'ice',
    'mint',
    'mohave',
    'monochrome',
    'murphy',
    'rainier',
    'rose',
    'sand',
    'seaGreen',
    'solar',
    'spruce',
    'sunset',
    'vanilla',
  ],
  Dark: ['darkAmber', 'darkBlue', 'darkGray', 'darkGreen', 'night'],
  Speciality: ['custom', 'dpBlue', 'dpCoral', 'dpGold', 'dpGreen', 'dpPlum', 'dpYellow'],
};

const settings = (overrides: Partial<typeof DEFAULT_CHART_SETTINGS> = {}) => ({
  ...DEFAULT_CHART_SETTINGS,
  ...overrides,
});

describe('spec 2 §3 colour schemes', () => {
  it('has the 30 schemes of the brief in their three groups, in menu order', () => {
    expect(COLOR_SCHEMES).toHaveLength(30);
    for (const [group, ids] of Object.entries(GROUPS)) {
      expect(COLOR_SCHEMES.filter((s) => s.group === group).map((s) => s.id)).toEqual(ids);
    }
  });

  it.each(COLOR_SCHEMES.map((s) => [s.id, s] as const))(
    '%s has valid colours, swatches and grid values',
    (id, s) => {
      expect(s.swatches).toHaveLength(id === 'monochrome' ? 3 : 12);
      expect(new Set(s.swatches).size).toBe(s.swatches.length);
      for (const c of [...s.swatches, ...Object.values(s.palette), s.upColor, s.downColor])
        expect(isHexColor(c)).toBe(true);
      expect(s.swatches).toContain(s.upColor);
      expect(s.swatches).toContain(s.downColor);
      expect(s.upColor).not.toBe(s.downColor);
      expect(s.gridTransparency).toHaveLength(3);
      for (const t of s.gridTransparency) {
        expect(t).toBeGreaterThan(0);
        expect(t).toBeLessThanOrEqual(1);
      }
      // Text must be readable on the panel: WCAG AA for normal text.
      expect(contrastRatio(s.palette.text, s.palette.panelBackground)).toBeGreaterThanOrEqual(4.5);
      expect(s.palette.upFill).toBe(s.upColor);
      expect(s.palette.downFill).toBe(s.downColor);
    },
  );

  it.each(COLOR_SCHEMES.map((s) => [s.id, s.isDark, s.group] as const))(
    '%s dark=%s (group %s) by luminance',
    (_id, isDark, group) => {
      const s = COLOR_SCHEMES.find((x) => x.id === _id);
      if (!s) throw new Error('missing');
      expect(isDark).toBe(group === 'Dark');
      if (isDark) {
        expect(relativeLuminance(s.palette.background)).toBeLessThan(0.05);
        expect(relativeLuminance(s.palette.panelBackground)).toBeLessThan(0.05);
      } else {
        expect(relativeLuminance(s.palette.panelBackground)).toBeGreaterThan(0.7);
      }
    },
  );

  it('gives every scheme a distinct palette', () => {
    const keys = COLOR_SCHEMES.map((s) => JSON.stringify(s.palette));
    expect(new Set(keys).size).toBe(30);
  });

  it('defaults to murphy (spec 2 §9), as DEFAULT_CHART_SETTINGS does', () => {
    expect(DEFAULT_COLOR_SCHEME_ID).toBe('murphy');
    expect(DEFAULT_CHART_SETTINGS.colorScheme).toBe('murphy');
    expect(findColorScheme('murphy')?.title).toBe('Murphy');
  });
});

describe('spec 2 §3 resolveColorScheme', () => {
  it('returns the scheme palette and default up/down colours for auto', () => {
    const r = resolveColorScheme(settings({ colorScheme: 'night' }));
    const night = findColorScheme('night');
    expect(r.scheme.id).toBe('night');
    expect(r.palette).toEqual(night?.palette);
    expect([r.upColor, r.downColor]).toEqual([night?.upColor, night?.downColor]);
  });

  it('falls back to the default scheme for an unknown id', () => {
    expect(resolveColorScheme(settings({ colorScheme: 'nope' })).scheme.id).toBe('murphy');
  });

  it('applies the four custom colour fields for Custom', () => {
    const r = resolveColorScheme(
      settings({
        colorScheme: 'custom',
        customBackgroundColor: '#101010',
        customGridColor: '#202020',
        customTextColor: '#F0F0F0',
        customIndicatorColor: '#00aaff',
      }),
    );
    expect(r.palette).toMatchObject({
      background: '#101010',
      panelBackground: '#101010',
      grid: '#202020',
      text: '#f0f0f0',
      indicator: '#00aaff',
    });
  });

  it('keeps Custom defaults where a custom field is not a colour', () => {
    const r = resolveColorScheme(
      settings({ colorScheme: 'custom', customBackgroundColor: 'purple-ish', customGridColor: '' }),
    );
    expect(r.palette.background).toBe('#ffffff');
    expect(r.palette.grid).toBe('#d3d3d3');
  });

  it.each([
    ['auto', '#123456'],
    ['', '#123456'],
    ['default', '#123456'],
    ['green', '#008000'],
    ['#ABCDEF', '#abcdef'],
    ['#abc', '#123456'],
    ['chartreuse', '#123456'],
  ])('reads up/down colour %j as %s', (value, expected) => {
    expect(resolveLineColor(value, '#123456')).toBe(expected);
  });

  it('applies chosen up and down colours to fills, lines and volume', () => {
    const r = resolveColorScheme(settings({ colorScheme: 'classic', upColor: 'blue', downColor: '#ff00ff' }));
    expect(r.palette.upFill).toBe('#0000ff');
    expect(r.palette.downFill).toBe('#ff00ff');
    expect(r.palette.volumeUp).not.toBe(findColorScheme('classic')?.palette.volumeUp);
  });
});

describe('spec 2 §3 colours and picker', () => {
  it('lists the 17 named colours and Auto, with hex values', () => {
    expect(COLORS.map((c) => c.id)).toEqual([
      'blue',
      'cyan',
      'purple',
      'pink',
      'red',
      'orange',
      'brown',
      'gold',
      'green',
      'lime',
      'black',
      'gray',
      'lightGray',
      'darkGray',
      'white',
      'yellow',
      'magenta',
      'auto',
    ]);
    for (const c of COLORS) expect(c.id === 'auto' ? c.hex === null : isHexColor(c.hex ?? '')).toBe(true);
    expect(findColor('lightGray')?.hex).toBe(DEFAULT_CHART_SETTINGS.customGridColor);
    expect(findColor('darkGray')?.hex).toBe(DEFAULT_CHART_SETTINGS.customIndicatorColor);
  });

  it('has 14 distinct picker swatches', () => {
    expect(COLOR_PICKER_SWATCHES).toHaveLength(14);
    expect(new Set(COLOR_PICKER_SWATCHES).size).toBe(14);
    for (const c of COLOR_PICKER_SWATCHES) expect(isHexColor(c)).toBe(true);
  });
});
