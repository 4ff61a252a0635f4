import type { StudyResult } from '../scene/studies';
import { FALLBACK_PALETTE } from '../theme/palette';
import { createColourSequence, type RowLook } from './study-colours';

const lines = FALLBACK_PALETTE.lines;

function study(id: string, names: string[], error?: string): StudyResult {
  return {
    id,
    name: id,
    parameters: '',
    lines: names.map((name) => ({ name, values: new Float64Array(0) })),
    raw: {},
    sharesPriceScale: true,
    error,
  };
}

const overlay: RowLook = { style: 'auto', styleKind: 'overlay', color: 'auto', opacity: 1 };
const indicator: RowLook = { ...overlay, styleKind: 'indicator' };

describe('colours planned with a panel', () => {
  it('gives an indicator line each the next automatic colour, and the next study the colour after them', () => {
    const sequence = createColourSequence(FALLBACK_PALETTE);
    expect(sequence.study(study('macd', ['macd', 'signal', 'histogram']), indicator)).toEqual({
      title: lines[0],
      lines: [lines[0], lines[1], lines[2]],
    });
    expect(sequence.study(study('rsi', ['rsi']), indicator).title).toBe(lines[3]);
  });

  it("shares a band overlay's colour among its lines, unless its looks colour each line", () => {
    const sequence = createColourSequence(FALLBACK_PALETTE);
    expect(sequence.study(study('bollingerBands', ['middle', 'upper', 'lower']), overlay).lines).toEqual([
      lines[0],
      lines[0],
      lines[0],
    ]);
    expect(sequence.study(study('alligator', ['jaw', 'teeth', 'lips']), overlay).lines).toEqual([
      lines[1],
      lines[2],
      lines[3],
    ]);
  });

  it('takes no colour for a study that failed, and keeps a named row colour', () => {
    const sequence = createColourSequence(FALLBACK_PALETTE);
    expect(sequence.study(study('rsi', [], 'bad'), indicator)).toEqual({ title: lines[0], lines: [] });
    expect(sequence.study(study('rsi', ['rsi']), { ...indicator, color: '#123456' }).title).toBe('#123456');
    expect(sequence.position()).toBe(1);
  });

  it('continues from a start, as the price panel continues the panel above it; price overlays skip a colour first', () => {
    const sequence = createColourSequence(FALLBACK_PALETTE, 3);
    expect(sequence.priceOverlay(study('sma', ['sma']), overlay).title).toBe(lines[4]);
    expect(sequence.priceOverlay(study('volumeByPrice', []), overlay)).toEqual({
      title: lines[5],
      lines: [],
    });
  });
});
