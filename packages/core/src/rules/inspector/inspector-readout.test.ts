import { describe, expect, it } from 'vitest';
import {
  formatInspectorDate,
  inspectorDragDirection,
  inspectorReadout,
  lockedDragDirection,
} from './inspector-readout';
import { inspectorBar, inspectorLayout } from './testing/inspector-fixtures';

const bar = inspectorBar;

const DATA = inspectorLayout([bar(30, 1), bar(40, 4), bar(50, 5, { percentChange: -1.25 }), bar(60, 6)]);

describe('spec 2 §7 inspector readout on the price panel', () => {
  it('snaps the crosshair to the nearest bar and shows date, O, H, L, C, change, volume and Y', () => {
    const readout = inspectorReadout(DATA, { x: 52, y: 60 });
    expect(readout?.crosshair).toEqual({ x: 50, y: 60 });
    expect(readout?.panelId).toBe('price');
    expect(readout?.quote).toEqual([
      '2024-03-05',
      'O: 105.00',
      'H: 107.00',
      'L: 104.00',
      'C: 106.00',
      'Chg: -1.25%',
      'Vol: 1,234,567',
      'Y: 150.00',
    ]);
  });

  it('places the quote box 20 px from the pointer, 50 px on a touch screen (spec 3 §9)', () => {
    expect(inspectorReadout(DATA, { x: 52, y: 60 })?.quoteAt).toEqual({ x: 72, y: 80 });
    expect(inspectorReadout(DATA, { x: 52, y: 60 }, { mobile: true })?.quoteAt).toEqual({ x: 102, y: 110 });
  });
});

describe('spec 2 §7 inspector readout on other panels', () => {
  it('shows only the date and Y value on a non-price panel', () => {
    expect(inspectorReadout(DATA, { x: 40, y: 145 })?.quote).toEqual(['2024-03-04', 'Y: 50.00']);
  });

  it('shows only Y where no bar is near', () => {
    expect(inspectorReadout(DATA, { x: 300, y: 60 })?.quote).toEqual(['Y: 150.00']);
  });

  it.each([
    ['above the plot', { x: 50, y: 5 }],
    ['between panels', { x: 50, y: 115 }],
    ['left of the plot', { x: 10, y: 60 }],
    ['right of the plot', { x: 330, y: 60 }],
  ])('is null %s, which clears the inspector', (_case, point) => {
    expect(inspectorReadout(DATA, point)).toBeNull();
  });
});

describe('spec 3 §5 inspector drag: locks a direction past 5 px', () => {
  it.each([
    [{ x: 0, y: 0 }, { x: 5, y: 0 }, null],
    [{ x: 0, y: 0 }, { x: 3, y: 4 }, null],
    [{ x: 0, y: 0 }, { x: 6, y: 2 }, 'horizontal'],
    [{ x: 0, y: 0 }, { x: 2, y: -6 }, 'vertical'],
    [{ x: 10, y: 10 }, { x: 0, y: 0 }, 'horizontal'],
  ] as const)('%j -> %j is %s', (from, to, expected) => {
    expect(inspectorDragDirection(from, to)).toBe(expected);
  });

  it('spec 2 §7 a locked direction stays for the rest of the drag', () => {
    const from = { x: 0, y: 0 };
    expect(lockedDragDirection(null, from, { x: 3, y: 0 })).toBeNull();
    expect(lockedDragDirection(null, from, { x: 8, y: 1 })).toBe('horizontal');
    expect(lockedDragDirection('horizontal', from, { x: 8, y: 60 })).toBe('horizontal');
    expect(lockedDragDirection('vertical', from, { x: 80, y: 6 })).toBe('vertical');
    // The measure keeps to the lock: a drag locked across that drifts up still counts periods.
    expect(
      inspectorReadout(DATA, { x: 50, y: 10 }, { dragFrom: { x: 30, y: 60 }, dragDirection: 'horizontal' })
        ?.measure,
    ).toMatch(/periods?$/);
  });

  it('measures bars across a horizontal drag as N periods', () => {
    expect(inspectorReadout(DATA, { x: 60, y: 60 }, { dragFrom: { x: 30, y: 58 } })?.measure).toBe(
      '3 periods',
    );
    expect(inspectorReadout(DATA, { x: 40, y: 60 }, { dragFrom: { x: 31, y: 60 } })?.measure).toBe(
      '1 period',
    );
  });

  it('measures percent and price difference up and down a vertical drag', () => {
    expect(inspectorReadout(DATA, { x: 50, y: 10 }, { dragFrom: { x: 50, y: 60 } })?.measure).toBe(
      '+33.33% (+50.00)',
    );
    expect(inspectorReadout(DATA, { x: 50, y: 110 }, { dragFrom: { x: 50, y: 60 } })?.measure).toBe(
      '-33.33% (-50.00)',
    );
  });

  it('measures nothing before the drag passes 5 px, or without a drag', () => {
    expect(inspectorReadout(DATA, { x: 53, y: 60 }, { dragFrom: { x: 50, y: 60 } })?.measure).toBeNull();
    expect(inspectorReadout(DATA, { x: 53, y: 60 })?.measure).toBeNull();
  });
});

describe('inspector dates', () => {
  it.each([
    ['D', '20240305', '2024-03-05'],
    ['W', '20240305', '2024-03-05'],
    ['60', '202403051430', '2024-03-05 14:30'],
    ['I', '2024030509350000', '2024-03-05 09:35'],
    ['5', '2024:03:05:09:35', '2024-03-05 09:35'],
  ])('period %s, id %s -> %s', (period, id, expected) => {
    expect(formatInspectorDate(bar(0, 5, { startId: id, endId: id }), period)).toBe(expected);
  });
});
