import { CHART_SIZES, DEFAULT_CHART_SIZE_ID, chartSizeDimensions, findChartSize } from './chart-sizes';
import { BREAKPOINTS, breakpointForWidth } from './breakpoints';
import { DEFAULT_CHART_SETTINGS } from '../model/chart-settings';

describe('spec 1 §3.4 chart sizes', () => {
  it('lists the sizes of the brief in menu order', () => {
    expect(CHART_SIZES.map((s) => s.id)).toEqual([
      '360',
      '460',
      '520',
      '620',
      '700',
      '780',
      '900',
      'portrait',
      'landscape',
      '1024',
      '1280',
      '1400',
      '1500',
      '1600',
      'custom',
      '2000',
      '2500',
    ]);
  });

  it.each([
    ['360', 360, false, false],
    ['460', 460, false, false],
    ['520', 520, false, false],
    ['620', 620, false, false],
    ['700', 700, false, false],
    ['780', 780, false, false],
    ['900', 900, false, false],
    ['portrait', 620, false, false],
    ['landscape', 900, false, false],
    ['1024', 1024, true, false],
    ['1280', 1280, true, false],
    ['1400', 1400, true, false],
    ['1500', 1500, true, false],
    ['1600', 1600, true, false],
    ['custom', 700, true, false],
    ['2000', 2000, true, true],
    ['2500', 2500, true, true],
  ])('%s is %i wide, paying-only %s, pro-only %s (spec 1 §6)', (id, width, paying, pro) => {
    const size = findChartSize(id);
    expect(size).toMatchObject({ width, isPayingMemberOnly: paying, isProOnly: pro });
  });

  it('gives Custom the default 700 by 312 (spec 1 §3.4)', () => {
    expect(findChartSize('custom')).toMatchObject({
      width: 700,
      height: 312,
      isCustom: true,
      title: 'Custom',
    });
  });

  it('gives every size a positive base height, taller than wide only for Portrait', () => {
    for (const s of CHART_SIZES) {
      expect(s.height).toBeGreaterThan(0);
      expect(s.height > s.width).toBe(false);
    }
    const portrait = findChartSize('portrait');
    const landscape = findChartSize('landscape');
    expect(portrait && portrait.height / portrait.width).toBeGreaterThan(
      landscape ? landscape.height / landscape.width : 1,
    );
  });

  it.each([
    ['portrait', 620, 821],
    ['landscape', 900, 685],
  ])('fits the default chart of %s to a US Letter page: %i x %i', (id, width, height) => {
    const size = findChartSize(id);
    // Spec 3 §5 height rule with the default chart's two indicator panels and the full-quote header.
    const total = size ? Math.round(size.height * (1 + 2 * 0.35) + 73) : 0;
    expect([size?.width, total]).toEqual([width, height]);
    expect(width / height).toBeCloseTo(id === 'portrait' ? 8.5 / 11 : 11 / 8.5, 1);
  });

  it('keeps every free size within 900 pixels', () => {
    for (const s of CHART_SIZES.filter((x) => !x.isPayingMemberOnly))
      expect(s.width).toBeLessThanOrEqual(900);
  });

  it('defaults to 900, as DEFAULT_CHART_SETTINGS does', () => {
    expect(DEFAULT_CHART_SIZE_ID).toBe('900');
    expect(DEFAULT_CHART_SETTINGS.chartSize).toBe(DEFAULT_CHART_SIZE_ID);
  });

  it('finds sizes case-insensitively and refuses unknown ones', () => {
    expect(findChartSize('Portrait')?.id).toBe('portrait');
    expect(findChartSize('901')).toBeUndefined();
    expect(findChartSize('')).toBeUndefined();
  });

  it.each([
    [
      { chartSize: '900', customWidth: 1, customHeight: 1 },
      { width: 900, height: 401 },
    ],
    [
      { chartSize: 'custom', customWidth: 1111, customHeight: 555 },
      { width: 1111, height: 555 },
    ],
    [
      { chartSize: 'bogus', customWidth: 1, customHeight: 1 },
      { width: 900, height: 401 },
    ],
  ])('chartSizeDimensions(%o) is %o', (settings, expected) => {
    expect(chartSizeDimensions(settings)).toEqual(expected);
  });
});

describe('spec 1 §2.4 breakpoints', () => {
  it('has the eight named breakpoints in ascending order', () => {
    expect(BREAKPOINTS.map((b) => b.minWidth)).toEqual([0, 480, 640, 767, 890, 1024, 1105, 1240]);
  });

  it.each([
    [0, 'phone'],
    [479, 'phone'],
    [480, 'smallTablet'],
    [639, 'smallTablet'],
    [640, 'tablet'],
    [767, 'extraSmallDesktop'],
    [890, 'smallDesktop'],
    [1024, 'mediumDesktop'],
    [1105, 'largeDesktop'],
    [1239, 'largeDesktop'],
    [1240, 'extraLargeDesktop'],
    [5000, 'extraLargeDesktop'],
  ])('body width %i is %s', (width, id) => {
    expect(breakpointForWidth(width).id).toBe(id);
  });
});
