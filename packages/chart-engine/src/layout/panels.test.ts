import { DEFAULT_PANEL_WEIGHT, stackPanels } from './panels';
import { createUniformXAxis, createWeightedXAxis } from './x-axis';
import { readPanelWeight } from './chart-height';

describe('spec 3 §5 panel heights', () => {
  it('gives each panel its share of the height: price 1, an auto indicator 0.35', () => {
    const placed = stackPanels(
      [
        { id: 'price', kind: 'price', weight: 1 },
        { id: 'ind1', kind: 'indicator', weight: DEFAULT_PANEL_WEIGHT },
      ],
      0,
      1350,
      0,
    );
    expect(placed[0]).toMatchObject({ top: 0, bottom: 1000 });
    expect(placed[1]).toMatchObject({ top: 1000, bottom: 1350 });
  });

  it('stacks panels edge to edge and fills the space exactly', () => {
    const placed = stackPanels(
      [
        { id: 'ind1', kind: 'indicator', weight: 0.2 },
        { id: 'price', kind: 'price', weight: 1 },
        { id: 'volume', kind: 'volume', weight: 0.35 },
        { id: 'ind2', kind: 'indicator', weight: 0.5 },
      ],
      73,
      700,
    );
    expect(placed[0]?.top).toBe(73);
    for (let i = 1; i < placed.length; i++) expect(placed[i]?.top).toBe(placed[i - 1]?.bottom);
    expect(placed.at(-1)?.bottom).toBe(700);
    const price = placed[1];
    const small = placed[0];
    expect(price && small && price.bottom - price.top).toBeGreaterThan(small ? small.bottom - small.top : 0);
  });

  it('keeps a minimum height for every panel when space is short', () => {
    const placed = stackPanels(
      Array.from({ length: 6 }, (_, i) => ({
        id: `p${i}`,
        kind: 'indicator' as const,
        weight: i === 0 ? 10 : 0.1,
      })),
      0,
      300,
    );
    for (const panel of placed) expect(panel.bottom - panel.top).toBeGreaterThanOrEqual(24);
  });

  it.each([
    ['auto', 0.35],
    ['1.0', 1],
    ['0.5', 0.5],
    ['0.1', 0.1],
    ['junk', 0.35],
    ['0', 0.35],
  ])('indicator height %s is a share of %d', (value, weight) => {
    expect(readPanelWeight(value)).toBeCloseTo(weight, 12);
  });
});

describe('x axis', () => {
  it('spaces bars evenly and leaves extra empty slots on the right', () => {
    const x = createUniformXAxis(8, 2, 0, 100);
    expect(x.slot).toBe(10);
    expect(x.centers[0]).toBe(5);
    expect(x.centers[7]).toBe(75);
  });

  it('makes slot widths proportional to volume for EquiVolume', () => {
    const x = createWeightedXAxis([1, 3], 0, 0, 100);
    expect(Array.from(x.widths)).toEqual([25, 75]);
    expect(Array.from(x.centers)).toEqual([12.5, 62.5]);
  });
});
