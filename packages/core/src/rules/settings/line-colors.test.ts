import { lineColorChoices, lineColorName } from './line-colors';

describe('spec 2 §3 indicator and overlay colours', () => {
  it('offers the named colours Blue ... Magenta, then Auto', () => {
    expect(lineColorChoices('auto').map((c) => c.label)).toEqual([
      'Blue',
      'Cyan',
      'Purple',
      'Pink',
      'Red',
      'Orange',
      'Brown',
      'Gold',
      'Green',
      'Lime',
      'Black',
      'Gray',
      'Light Gray',
      'Dark Gray',
      'White',
      'Yellow',
      'Magenta',
      'Auto',
    ]);
  });

  it('stores names: a hex code of a named colour reads as its name, default and blank as auto', () => {
    expect(lineColorName('#FF0000')).toBe('red');
    expect(lineColorName('#d3d3d3')).toBe('lightGray');
    expect(lineColorName('lightgray')).toBe('lightGray');
    expect(lineColorName('default')).toBe('auto');
    expect(lineColorName('')).toBe('auto');
  });

  it('keeps an older hex colour that no name matches as a first, custom choice', () => {
    expect(lineColorName('#12AB34')).toBe('#12ab34');
    expect(lineColorChoices('#12ab34')[0]).toEqual({ value: '#12ab34', label: 'Custom (#12ab34)' });
    expect(lineColorChoices('#12ab34')).toHaveLength(19);
    expect(lineColorChoices('red')).toHaveLength(18);
  });
});
