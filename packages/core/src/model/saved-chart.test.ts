import { commentsFromServer, commentsToServer, parseSavedCharts } from './saved-chart';

describe('spec 1 §3.8 and §5.6 saved charts', () => {
  const valid = {
    recID: 5,
    listNum: 2,
    description: 'My chart',
    symbol: 'aapl',
    style: '&p=D&yr=1',
    comments: 'a<br>b<BR/>c',
    chartCode: 9,
  };

  it.each([
    ['recID', { recID: 0 }],
    ['recID', { recID: 'x' }],
    ['listNum', { listNum: -1 }],
    ['description', { description: '   ' }],
    ['symbol', { symbol: '' }],
    ['style', { style: undefined }],
  ])('skips and counts an item with a bad %s', (_field, override) => {
    const { items, skipped } = parseSavedCharts([valid, { ...valid, ...override }]);
    expect(items).toHaveLength(1);
    expect(skipped).toBe(1);
  });

  it('trims and cuts names to 100, turns br tags into newlines and flags point-and-figure charts', () => {
    const { items } = parseSavedCharts([
      valid,
      { ...valid, recID: 6, description: ` ${'n'.repeat(150)} `, style: 'p123' },
    ]);
    expect(items[0]).toMatchObject({
      recid: 5,
      name: 'My chart',
      symbol: 'AAPL',
      comments: 'a\nb\nc',
      isPointAndFigureChart: false,
    });
    expect(items[1]?.name).toHaveLength(100);
    expect(items[1]?.isPointAndFigureChart).toBe(true);
  });

  it('stores newlines as br tags', () => {
    expect(commentsToServer('a\r\nb\nc')).toBe('a<br>b<br>c');
    expect(commentsFromServer(commentsToServer('x\ny'))).toBe('x\ny');
  });

  it("spec 1 §5.3 reads a saved user index without the owner's chart-code suffix", () => {
    const { items } = parseSavedCharts([
      { ...valid, symbol: '@mine-9' },
      { ...valid, recID: 6, symbol: '-@MINE-9' },
      { ...valid, recID: 7, symbol: '@MINE-42' },
    ]);
    expect(items.map((chart) => chart.symbol)).toEqual(['@MINE', '-@MINE', '@MINE-42']);
  });
});
