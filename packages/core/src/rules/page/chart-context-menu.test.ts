import { chartImageFileName, chartMenuEntries } from './chart-context-menu';
import type { ChartMenuContext } from './chart-context-menu';

const context = (overrides: Partial<ChartMenuContext> = {}): ChartMenuContext => ({
  disabled: { save: false, annotate: false, createAlert: false, delete: false },
  savedChart: true,
  hasImage: true,
  canCopyImage: true,
  ...overrides,
});
const disabledIds = (c: ChartMenuContext) =>
  chartMenuEntries(c)
    .filter((e) => e.disabled)
    .map((e) => e.id);

describe('spec 3 §2.13 chart right-click menu', () => {
  it('lists every entry in order where the clipboard takes images', () => {
    expect(chartMenuEntries(context()).map((e) => e.title)).toEqual([
      'Save Chart',
      'Save ChartStyle',
      'Annotate',
      'Create Alert',
      'Download Chart Image',
      'Open Image In New Tab',
      'Copy Chart Image',
      'Delete Chart',
      'Link To Chart',
    ]);
  });

  it('leaves Copy Chart Image out where the clipboard cannot take images', () => {
    expect(chartMenuEntries(context({ canCopyImage: false })).map((e) => e.id)).not.toContain('copyImage');
  });

  it.each([
    ['nothing for a saved chart with its image', context(), []],
    ['Delete Chart for an unsaved chart', context({ savedChart: false }), ['deleteChart']],
    [
      'the image entries without an image',
      context({ hasImage: false }),
      ['downloadImage', 'openImage', 'copyImage'],
    ],
    [
      'spec 3 §5 save, annotate, alert and delete for a not-found symbol',
      context({ disabled: { save: true, annotate: true, createAlert: true, delete: true } }),
      ['saveChart', 'annotate', 'createAlert', 'deleteChart'],
    ],
  ])('disables %s', (_name, c, ids) => {
    expect(disabledIds(c)).toEqual(ids);
  });

  it.each([
    ['saveChart', { kind: 'modal', modal: 'saveChart' }],
    ['saveChartStyle', { kind: 'modal', modal: 'saveChartStyle', variant: 'saveAsNew' }],
    ['createAlert', { kind: 'modal', modal: 'createPriceAlert' }],
    ['deleteChart', { kind: 'modal', modal: 'deleteChart' }],
    ['linkToChart', { kind: 'modal', modal: 'linkToChart' }],
    ['downloadImage', { kind: 'downloadImage' }],
    ['openImage', { kind: 'openImage' }],
    ['copyImage', { kind: 'copyImage' }],
  ])('%s does %o', (id, effect) => {
    expect(chartMenuEntries(context()).find((e) => e.id === id)?.effect).toEqual(effect);
  });
});

describe('chart image file names', () => {
  it.each([
    ['AAPL', 'image/svg+xml', 'AAPL-chart.svg'],
    ['$SPX', 'image/png', '_SPX-chart.png'],
    ['BRK/B', '', 'BRK_B-chart.svg'],
    ['', 'image/png', 'chart.png'],
  ])('%s as %s is %s', (symbol, type, name) => {
    expect(chartImageFileName(symbol, type)).toBe(name);
  });
});
