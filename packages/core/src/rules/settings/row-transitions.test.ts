import { describe, expect, it } from 'vitest';
import { findIndicator, findOverlay } from '../../catalogues/index';
import {
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
  type IndicatorPosition,
  type IndicatorRow,
} from '../../model/chart-settings';
import {
  editIndicatorRows,
  editOverlayRows,
  normalizeIndicatorRows,
  normalizeOverlayRows,
} from './row-transitions';

const ind = (id: number, name: string, position: IndicatorPosition = 'below'): IndicatorRow =>
  createIndicatorRow(id, { indicatorName: name, indicatorPosition: position });
const shape = (rows: IndicatorRow[]) =>
  rows.map((r) => `${r.id}:${r.indicatorName || '_'}:${r.indicatorName ? r.indicatorPosition : ''}`);

describe('spec 2 §3 / §4 indicator row normalisation', () => {
  it.each([
    ['empty list pads to 3 blank rows', [], ['1:_:', '2:_:', '3:_:']],
    ['one row plus two blanks', [ind(1, 'rsi')], ['1:rsi:below', '2:_:', '3:_:']],
    [
      'three rows get a trailing blank',
      [ind(1, 'rsi'), ind(2, 'macd'), ind(3, 'cci')],
      ['1:rsi:below', '2:macd:below', '3:cci:below', '4:_:'],
    ],
    [
      'blank rows in the middle are trimmed and reused at the end',
      [ind(1, 'rsi'), createIndicatorRow(2), ind(3, 'macd')],
      ['1:rsi:below', '3:macd:below', '2:_:'],
    ],
    [
      'above rows first, then behind price, then below',
      [ind(1, 'rsi'), ind(2, 'volume', 'behindPrice'), ind(3, 'sctr', 'above'), ind(4, 'macd')],
      ['3:sctr:above', '2:volume:behindPrice', '1:rsi:below', '4:macd:below', '5:_:'],
    ],
    [
      'behind-indicator rows move with the row before them',
      [
        ind(1, 'rsi'),
        ind(2, 'cci', 'behindIndicator'),
        ind(3, 'sctr', 'above'),
        ind(4, 'atr', 'behindIndicator'),
      ],
      ['3:sctr:above', '4:atr:behindIndicator', '1:rsi:below', '2:cci:behindIndicator', '5:_:'],
    ],
    [
      'the first row cannot be same as previous',
      [ind(1, 'rsi', 'behindIndicator'), ind(2, 'cci')],
      ['1:rsi:below', '2:cci:below', '3:_:'],
    ],
    [
      'same as previous after a trimmed blank first row',
      [createIndicatorRow(1), ind(2, 'rsi', 'behindIndicator')],
      ['2:rsi:below', '1:_:', '3:_:'],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(shape(normalizeIndicatorRows(rows))).toEqual(expected);
  });

  it('stops adding the trailing blank row at the maximum', () => {
    const full = Array.from({ length: 25 }, (_, i) => ind(i + 1, 'rsi'));
    expect(normalizeIndicatorRows(full)).toHaveLength(25);
    expect(normalizeIndicatorRows([...full, ind(26, 'cci')])).toHaveLength(25);
    expect(normalizeIndicatorRows(full.slice(0, 24)).at(-1)?.indicatorName).toBe('');
  });

  it.each([
    [0, 3],
    [2, 3],
    [3, 3],
  ])('free members (max 3): %d rows -> %d rows', (count, length) => {
    expect(
      normalizeIndicatorRows(
        Array.from({ length: count }, (_, i) => ind(i + 1, 'rsi')),
        3,
      ),
    ).toHaveLength(length);
  });

  it('leaves the platform default rows in their order (it only adds the trailing blank row)', () => {
    expect(shape(normalizeIndicatorRows(createDefaultChartSettings().sortedIndicators))).toEqual([
      '1:performance:above',
      '2:volume:behindPrice',
      '3:macd:below',
      '4:_:',
    ]);
  });

  it('is idempotent', () => {
    const rows = [
      ind(4, 'rsi', 'behindIndicator'),
      createIndicatorRow(9),
      ind(2, 'sctr', 'above'),
      ind(3, 'cci', 'behindPrice'),
    ];
    const once = normalizeIndicatorRows(rows);
    expect(normalizeIndicatorRows(once)).toEqual(once);
  });
});

describe('spec 2 §4 overlay row normalisation', () => {
  it.each([
    [0, 3],
    [1, 3],
    [3, 4],
    [25, 25],
    [30, 25],
  ])('%d overlays -> %d rows', (count, length) => {
    const rows = Array.from({ length: count }, (_, i) =>
      createOverlayRow(i + 1, { overlayName: 'sma', parameters: '50' }),
    );
    expect(normalizeOverlayRows(rows)).toHaveLength(length);
  });
});

describe('spec 2 §4 row edits normalise, and a new indicator or overlay takes its default parameters', () => {
  const base = createDefaultChartSettings();
  it.each([
    [
      'move MACD up (it stays in the below group)',
      { kind: 'moveUp', id: 3 } as const,
      ['1:performance:above', '2:volume:behindPrice', '3:macd:below', '4:_:'],
    ],
    [
      'move performance down (it stays in the above group)',
      { kind: 'moveDown', id: 1 } as const,
      ['1:performance:above', '2:volume:behindPrice', '3:macd:below', '4:_:'],
    ],
    ['delete volume', { kind: 'delete', id: 2 } as const, ['1:performance:above', '3:macd:below', '4:_:']],
    [
      'edit MACD to above',
      { kind: 'edit', id: 3, patch: { indicatorPosition: 'above' } } as const,
      ['1:performance:above', '3:macd:above', '2:volume:behindPrice', '4:_:'],
    ],
    [
      'unknown row id',
      { kind: 'delete', id: 99 } as const,
      ['1:performance:above', '2:volume:behindPrice', '3:macd:below', '4:_:'],
    ],
  ])('%s', (_name, edit, expected) => {
    expect(shape(editIndicatorRows(base, edit).sortedIndicators)).toEqual(expected);
  });

  it.each(['rsi', 'kst', 'correlation', 'upDown', 'obv'])(
    'choosing indicator %s resets its parameters',
    (name) => {
      const next = editIndicatorRows(base, { kind: 'edit', id: 3, patch: { indicatorName: name } });
      expect(next.sortedIndicators.find((r) => r.id === 3)?.parameters).toBe(
        findIndicator(name)?.defaultParameters,
      );
    },
  );

  it('keeps parameters when the same indicator is set again, and resets an attached overlay', () => {
    const edited = editIndicatorRows(base, { kind: 'edit', id: 3, patch: { parameters: '5,35,5' } });
    const same = editIndicatorRows(edited, {
      kind: 'edit',
      id: 3,
      patch: { indicatorName: 'macd', overlayName: 'ema' },
    });
    expect(same.sortedIndicators.find((r) => r.id === 3)).toMatchObject({
      parameters: '5,35,5',
      overlayName: 'ema',
      overlayParameters: findOverlay('ema')?.defaultParameters,
    });
  });

  it.each(['sma', 'ichimoku', 'bollingerBands', 'pivotPoints'])(
    'choosing overlay %s resets its parameters',
    (name) => {
      const next = editOverlayRows(base, { kind: 'edit', id: 2, patch: { overlayName: name } });
      expect(next.sortedOverlays.find((r) => r.id === 2)?.parameters).toBe(
        findOverlay(name)?.defaultParameters,
      );
    },
  );

  it('clearing a row to blank moves it to the end', () => {
    const next = editOverlayRows(base, { kind: 'edit', id: 1, patch: { overlayName: '' } });
    expect(next.sortedOverlays.map((r) => `${r.id}:${r.overlayName}`)).toEqual(['2:sma', '3:sma', '1:']);
  });

  it('respects the free limit', () => {
    const next = editOverlayRows(base, { kind: 'moveDown', id: 1 }, { maxIndicators: 3, maxOverlays: 3 });
    expect(next.sortedOverlays.map((r) => r.id)).toEqual([2, 1, 3]);
  });
});
