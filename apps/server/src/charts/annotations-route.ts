import { Hono, type Context } from 'hono';
import { parseAnnotations } from '@chartbench/core';

/** What the ChartNotes route needs: the symbol and stored notes of a saved chart (as the image route reads). */
export interface AnnotationsRouteDeps {
  annotationsOf(
    recid: number,
  ): Promise<{ readonly symbol: string; readonly annotations: string } | undefined>;
}

/** The largest saved chart id asked for: record ids are 32-bit in both databases. */
const MAX_RECORD_ID = 2_147_483_647;

const HEADERS = {
  // The same notes a share link's image (`a=`) draws for anyone: public, but they change when a member saves.
  'access-control-allow-origin': '*',
  'cache-control': 'no-cache',
};

/**
 * `GET /c-sc/annotations?a=123&s=MSFT`: the ChartNotes of saved chart `a` as stored (core's document, checked
 * here), for a chart the browser draws (`<chartbench-chart chart="123">`). They are those the server draws into
 * the image of the same `a` and symbol: nothing for a saved chart of another symbol, or for notes that cannot
 * be read. Bad input gets 400 with a message; an unknown chart, 404.
 */
export function annotationsRoutes(deps: AnnotationsRouteDeps): Hono {
  const app = new Hono();
  app.get('/c-sc/annotations', async (c: Context) => {
    const params = new URL(c.req.url).searchParams;
    const text = params.get('a') ?? '';
    const recid = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(recid) || recid < 1 || recid > MAX_RECORD_ID)
      return c.json(
        { success: false, message: 'a (saved chart id) must be a whole number, at least 1.' },
        400,
        HEADERS,
      );
    const symbol = (params.get('s') ?? '').trim().toUpperCase();
    if (symbol.length > 20)
      return c.json({ success: false, message: 's (symbol) is at most 20 characters.' }, 400, HEADERS);
    const saved = await deps.annotationsOf(recid);
    if (!saved) return c.json({ success: false, message: `There is no saved chart ${recid}.` }, 404, HEADERS);
    const sameSymbol = symbol === '' || symbol === saved.symbol.toUpperCase();
    const parsed = parseAnnotations(saved.annotations);
    const annotations = sameSymbol && parsed.ok && parsed.value.drawings.length > 0 ? saved.annotations : '';
    return c.json({ success: true, symbol: saved.symbol, annotations }, 200, HEADERS);
  });
  return app;
}
