import { MESSAGES } from '@chartbench/core';
import { startTestServer, type Caller, type TestServer } from './harness';

let env: TestServer;
let extra: Caller;
let basic: Caller;
let free: Caller;
beforeAll(async () => {
  env = await startTestServer();
  [extra, basic, free] = await Promise.all([
    env.loginAs('extra@example.com'),
    env.loginAs('basic@example.com'),
    env.loginAs('free@example.com'),
  ]);
});
afterAll(() => env.close());

const listNamed = async (caller: Caller, match: (name: string) => boolean) => {
  const { chartLists } = await caller.client.getChartLists({});
  const list = chartLists.find((entry) => match(entry.name));
  if (!list) throw new Error('list not found');
  return list;
};

describe('spec 1 §3.7 chart lists', () => {
  it('seeds a read-only list, a framework list and the member’s own lists', async () => {
    const { chartLists } = await extra.client.getChartLists({});
    expect(chartLists.some((list) => list.isReadOnly)).toBe(true);
    expect(chartLists.some((list) => /^\d{4} {2}/.test(list.name))).toBe(true);
    expect(
      chartLists.filter((list) => !list.isReadOnly && !/^\d{4} {2}/.test(list.name)).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('adds a chart list and fills it in bulk', async () => {
    const { chartList } = await extra.client.addChartList({ name: '  Energy Watch  ' });
    expect(chartList).toMatchObject({ name: 'Energy Watch', chartCode: 1003, isReadOnly: false });
    await extra.client.addFavoritesBulk({
      listNum: chartList.listNum,
      symbols: 'xom cvx\n  slb,,XOM',
      style: '&p=D&yr=1',
    });
    const { favorites } = await extra.client.getFavorites({ listnum: chartList.listNum });
    expect(favorites.map((favorite) => favorite.symbol)).toEqual(['XOM', 'CVX', 'SLB']);
    expect(favorites.every((favorite) => favorite.style === '&p=D&yr=1')).toBe(true);
  });

  it.each([
    ['an empty name', '   ', 'ChartList name must be between 1 and 100 characters'],
    ['a name over 100 characters', 'x'.repeat(101), 'ChartList name must be between 1 and 100 characters'],
  ])('refuses %s', async (_case, name, message) => {
    await expect(extra.client.addChartList({ name })).rejects.toMatchObject({
      call: 'addChartList',
      serverMessage: message,
    });
  });

  it('spec 3 §6: Basic members are limited to one list, with the upgrade text citing 500', async () => {
    await expect(basic.client.addChartList({ name: 'Second' })).rejects.toMatchObject({
      serverMessage: 'Your membership allows 1 ChartList. Upgrade to Extra for up to 500 ChartLists.',
    });
  });

  it('spec 3 §6: read-only and framework lists refuse charts with the spec message', async () => {
    const readOnly = (await extra.client.getChartLists({})).chartLists.find((list) => list.isReadOnly);
    const framework = await listNamed(extra, (name) => /^\d{4} {2}/.test(name));
    for (const list of [readOnly, framework]) {
      await expect(
        extra.client.addFavorite({ listnum: list?.listNum ?? -1, symbol: 'IBM', desc: 'IBM', style: '&p=D' }),
      ).rejects.toMatchObject({
        serverMessage: MESSAGES.chartList.readOnly,
      });
      await expect(
        extra.client.addFavoritesBulk({ listNum: list?.listNum ?? -1, symbols: 'IBM', style: '&p=D' }),
      ).rejects.toMatchObject({
        serverMessage: MESSAGES.chartList.readOnly,
      });
      const { favorites } = await extra.client.getFavorites({ listnum: list?.listNum ?? -1 });
      const first = favorites[0];
      await expect(extra.client.deleteFavorite({ recid: first?.recID ?? 0 })).rejects.toMatchObject({
        serverMessage: MESSAGES.chartList.readOnly,
      });
      await expect(
        extra.client.updateFavorite({ recid: first?.recID ?? 0, desc: 'Renamed' }),
      ).rejects.toMatchObject({ serverMessage: MESSAGES.chartList.readOnly });
    }
  });

  it('refuses a list that would exceed the charts-per-list maximum, and adds nothing', async () => {
    const own = await listNamed(free, (name) => name === 'My Charts');
    const before = (await free.client.getFavorites({ listnum: own.listNum })).favorites.length;
    const symbols = Array.from({ length: 10 }, (_, index) => `T${index}X`).join(',');
    await expect(
      free.client.addFavoritesBulk({ listNum: own.listNum, symbols, style: '&p=D' }),
    ).rejects.toMatchObject({
      serverMessage: MESSAGES.chart.chartListFull(10),
    });
    expect((await free.client.getFavorites({ listnum: own.listNum })).favorites).toHaveLength(before);
  });
});

describe('spec 1 §3.8 saved charts', () => {
  it('adds, reads, updates, moves and deletes a chart', async () => {
    const own = await listNamed(extra, (name) => name === 'My Charts');
    const tech = await listNamed(extra, (name) => name === 'Tech Leaders');
    const { favorite } = await extra.client.addFavorite({
      listnum: own.listNum,
      symbol: ' amd ',
      desc: 'AMD daily',
      comments: 'line one\nline two',
      annotations: '',
      style: '&p=D&yr=2',
    });
    expect(favorite).toMatchObject({
      symbol: 'AMD',
      description: 'AMD daily',
      comments: 'line one<br>line two',
      listNum: own.listNum,
      chartCode: 1003,
    });

    await extra.client.updateFavorite({
      recid: favorite.recID,
      desc: 'AMD weekly',
      style: '&p=W&yr=3',
      comments: 'new',
    });
    await expect(extra.client.getFavorite({ recid: favorite.recID })).resolves.toMatchObject({
      favorite: { description: 'AMD weekly', style: '&p=W&yr=3', comments: 'new', annotations: '' },
    });

    const notes = JSON.stringify({
      version: 1,
      drawings: [
        {
          id: 'n1',
          tool: 'horizontalLine',
          panel: 'price',
          points: [{ time: 1_700_000_000_000, price: 150 }],
          style: { color: '#ff0000', width: 2, dash: 'solid' },
        },
      ],
    });
    await extra.client.updateFavorite({ recid: favorite.recID, annotations: notes });
    await expect(extra.client.getFavorite({ recid: favorite.recID })).resolves.toMatchObject({
      favorite: { description: 'AMD weekly', style: '&p=W&yr=3', comments: 'new', annotations: notes },
    });
    // spec 3 §5 share link `a`: the server draws the saved chart's notes into its image, SVG and PNG alike.
    const withNotes = await extra.fetch(
      extra.client.chartImageUrl({ s: 'AMD', p: 'W', yr: 3, a: favorite.recID }),
    );
    expect(await withNotes.text()).toContain('data-role="annotation-horizontalLine"');
    const plain = await extra.fetch(extra.client.chartImageUrl({ s: 'AMD', p: 'W', yr: 3 }));
    expect(await plain.text()).not.toContain('annotation-');
    const png = await extra.fetch(
      extra.client.chartImageUrl({ s: 'AMD', p: 'W', yr: 3, a: favorite.recID, img: 'png' }),
    );
    const plainPng = await extra.fetch(extra.client.chartImageUrl({ s: 'AMD', p: 'W', yr: 3, img: 'png' }));
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).equals(Buffer.from(await plainPng.arrayBuffer()))).toBe(
      false,
    );
    // Another symbol's image does not take this chart's notes.
    const other = await extra.fetch(
      extra.client.chartImageUrl({ s: 'MSFT', p: 'W', yr: 3, a: favorite.recID }),
    );
    expect(await other.text()).not.toContain('annotation-');

    // A malformed document is refused with its cause, and the chart keeps every field as it was.
    await expect(
      extra.client.updateFavorite({
        recid: favorite.recID,
        annotations: '{"version":1,"drawings":"x"}',
        desc: 'Lost',
      }),
    ).rejects.toMatchObject({
      serverMessage: expect.stringMatching(/^These ChartNotes cannot be used: /),
    });
    await expect(extra.client.getFavorite({ recid: favorite.recID })).resolves.toMatchObject({
      favorite: { description: 'AMD weekly', annotations: notes },
    });

    await expect(
      extra.client.moveFavorite({ recid: favorite.recID, listnum: own.listNum }),
    ).rejects.toMatchObject({ serverMessage: MESSAGES.chart.alreadyInChartList });
    await extra.client.moveFavorite({ recid: favorite.recID, listnum: tech.listNum });
    const bySymbol = await extra.client.getFavoritesBySymbol({ symbol: 'amd' });
    expect(bySymbol.favorites.map((entry) => [entry.recID, entry.listNum])).toEqual([
      [favorite.recID, tech.listNum],
    ]);

    await extra.client.deleteFavorite({ recid: favorite.recID });
    await expect(extra.client.getFavorite({ recid: favorite.recID })).rejects.toMatchObject({
      serverMessage: 'That chart was not found.',
    });
  });

  it.each([
    ['a zero recid', { recid: 0 }, 'recid must be a positive integer'],
    ['a text recid', { recid: 'abc' }, 'recid must be a positive integer'],
    ['an empty style (spec 1 §5.6)', { recid: 1, style: ' ' }, MESSAGES.chart.emptyStyleParameters],
    [
      'a style of only its ampersand (spec 1 §5.6)',
      { recid: 1, style: '&' },
      MESSAGES.chart.emptyStyleParameters,
    ],
    [
      'comments over 2048 characters',
      { recid: 1, comments: 'x'.repeat(2049) },
      'Chart comments may not be longer than 2048 characters',
    ],
  ])('refuses update-favorite with %s', async (_case, input, message) => {
    await expect(extra.client.updateFavorite(input as never)).rejects.toMatchObject({
      call: 'updateFavorite',
      serverMessage: message,
    });
  });

  it('refuses an invalid symbol and a missing list', async () => {
    const own = await listNamed(extra, (name) => name === 'My Charts');
    await expect(
      extra.client.addFavorite({ listnum: own.listNum, symbol: 'A::B', desc: 'x', style: '&p=D' }),
    ).rejects.toMatchObject({ serverMessage: 'A::B is not a valid symbol.' });
    await expect(
      extra.client.addFavorite({ listnum: 9999, symbol: 'IBM', desc: 'x', style: '&p=D' }),
    ).rejects.toMatchObject({ serverMessage: 'That ChartList was not found.' });
  });
});
