import { Hono } from 'hono';
import { annotationsRoutes } from './annotations-route';

const NOTES = JSON.stringify({
  version: 1,
  drawings: [
    {
      id: 'a',
      tool: 'horizontalLine',
      panel: 'price',
      points: [{ time: 1, price: 150 }],
      style: { color: '#ff0000', width: 2, dash: 'solid' },
    },
  ],
});
const SAVED: Record<number, { symbol: string; annotations: string }> = {
  7: { symbol: 'MSFT', annotations: NOTES },
  8: { symbol: 'MSFT', annotations: '{not json' },
};
const app = new Hono().route('/', annotationsRoutes({ annotationsOf: async (recid) => SAVED[recid] }));
const get = async (path: string) => {
  const res = await app.fetch(new Request(`http://localhost${path}`));
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
};

describe('the ChartNotes endpoint /c-sc/annotations (what <chartbench-chart chart="…"> draws)', () => {
  it('answers a saved chart’s notes for its symbol, readable from any origin, never stale', async () => {
    const reply = await get('/c-sc/annotations?a=7&s=msft');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, symbol: 'MSFT', annotations: NOTES });
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
  });

  it('gives no notes for another symbol or notes that cannot be read, as the image leaves them out', async () => {
    expect((await get('/c-sc/annotations?a=7&s=AAPL')).body).toMatchObject({ annotations: '' });
    expect((await get('/c-sc/annotations?a=8&s=MSFT')).body).toMatchObject({ annotations: '' });
  });

  it.each([
    ['/c-sc/annotations', 400, 'a (saved chart id) must be a whole number, at least 1.'],
    ['/c-sc/annotations?a=-1', 400, 'a (saved chart id) must be a whole number, at least 1.'],
    ['/c-sc/annotations?a=99999999999', 400, 'a (saved chart id) must be a whole number, at least 1.'],
    [`/c-sc/annotations?a=7&s=${'X'.repeat(21)}`, 400, 's (symbol) is at most 20 characters.'],
    ['/c-sc/annotations?a=9', 404, 'There is no saved chart 9.'],
  ])('%s answers %i: %s', async (path, status, message) => {
    const reply = await get(path);
    expect(reply.status).toBe(status);
    expect(reply.body).toEqual({ success: false, message });
  });
});
