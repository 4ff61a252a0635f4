import { z } from 'zod';
import { ModelParseError, parseList, parseWith } from './parse-list';

describe('spec 1 §8 invalid items are skipped and counted', () => {
  it('keeps accepted items and counts rejected ones', () => {
    const parsed = parseList('numbers', [1, 'x', 3, null], (item) => {
      if (typeof item !== 'number') throw new ModelParseError('numbers', 'not a number');
      return item * 2;
    });
    expect(parsed).toEqual({ items: [2, 6], skipped: 2 });
  });

  it('counts items the parser answers with null', () => {
    expect(parseList('odd', [1, 2, 3], (item) => ((item as number) % 2 ? item : null))).toEqual({
      items: [1, 3],
      skipped: 1,
    });
  });

  it('lets an error that is not a rejection surface', () => {
    expect(() =>
      parseList('broken', [1], () => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });

  it.each([[{}], ['list'], [null], [undefined]])('throws ModelParseError for a container %j', (raw) => {
    expect(() => parseList('x', raw, () => 1)).toThrow(ModelParseError);
  });

  it('names the model and the bad fields', () => {
    expect(() =>
      parseWith('chart list', z.object({ recID: z.number(), name: z.string() }), { recID: 'a' }),
    ).toThrow('chart list: invalid recID, name');
  });
});
