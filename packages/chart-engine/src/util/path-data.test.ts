import { px } from './format';
import { PathData } from './path-data';

describe('PathData', () => {
  it('writes each coordinate exactly as px does, from tiny to beyond 32-bit and not finite', () => {
    const values = [
      0,
      -0,
      0.04,
      -0.04,
      0.05,
      -0.05,
      0.96,
      9.95,
      99.96,
      999.95,
      1,
      -1,
      12.34,
      -12.36,
      1234.56,
      -987654.321,
      5e6 + 0.07,
      214748364.7,
      214748364.8,
      -214748364.8,
      2147483647.3,
      1e15,
      1e21,
      -1e22,
      Number.MAX_VALUE,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (let i = 0; i < 5000; i++) values.push((Math.sin(i * 12.9898) * 43758.5453) % (i % 2 ? 5000 : 5e7));
    const path = new PathData(16);
    for (const v of values) path.horizontalTo(v);
    expect(path.finish()).toBe(values.map((v) => `H${px(v)}`).join(''));
  });

  it('writes the commands of SVG path data and grows past its first capacity', () => {
    const path = new PathData(16);
    expect(path.isEmpty).toBe(true);
    expect(path.finish()).toBe('');
    for (let i = 0; i < 40; i++) {
      path.moveTo(i + 0.5, 200.25);
      path.lineTo(-i, 3.04);
      path.verticalTo(12);
      path.horizontalBy(-1.5);
      path.verticalBy(0);
      path.close();
    }
    expect(path.isEmpty).toBe(false);
    const one = (i: number) => `M${px(i + 0.5)} 200.3L${px(-i)} 3V12h-1.5v0Z`;
    const text = path.finish();
    expect(text).toBe(Array.from({ length: 40 }, (_, i) => one(i)).join(''));
    expect(text.startsWith('M0.5 200.3L0 3V12h-1.5v0ZM1.5 200.3L-1 3V12')).toBe(true);
  });

  it('starts empty again once finished, and paths made after it (on its lent buffer) hold only their own data', () => {
    const first = new PathData();
    first.moveTo(1, 2);
    first.lineTo(300, 400);
    expect(first.finish()).toBe('M1 2L300 400');
    expect(first.isEmpty).toBe(true);
    expect(first.finish()).toBe('');
    first.verticalTo(5);
    expect(first.finish()).toBe('V5');
    const [a, b] = [new PathData(), new PathData()];
    a.moveTo(7, 8);
    b.moveTo(9, 10);
    a.close();
    expect([a.finish(), b.finish()]).toEqual(['M7 8Z', 'M9 10']);
  });
});
