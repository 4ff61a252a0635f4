import { Hono } from 'hono';
import { isValidSymbol, pointAndFigureImageUrl, readChartQuery } from '@chartbench/core';
import { escapeHtml, htmlPage } from './html';

/** The longest `c` a point-and-figure page takes: a symbol and a style code, never more. */
const MAX_SYMBOL_AND_STYLE = 200;

/** A page refusing its address, with the reason and the way back. */
function refusal(reason: string): string {
  return htmlPage(
    'Point & Figure',
    `<h1>Point &amp; Figure</h1><p class="error" role="alert">${escapeHtml(reason)}</p><p><a href="/">Back to the workbench</a></p>`,
  );
}

/**
 * The other chart pages the workbench links to (spec 1 §2.2):
 *
 * - `GET /freecharts/pnf.php?c=SYMBOL,STYLE&listNum=N`: the point-and-figure workbench a saved point-and-figure
 *   chart opens in (issue #16). It shows the chart's `/pnf/chart` image and leads back to the workbench.
 * - `GET /h-sc/ui?s&id&a&listNum`: the classic chart page. This product's chart page is the workbench, so it
 *   answers with a redirect there, keeping the symbol, style and saved chart.
 */
export function chartPageRoutes(): Hono {
  const app = new Hono();
  app.get('/freecharts/pnf.php', (c) => {
    const symbolAndStyle = (c.req.query('c') ?? '').trim();
    if (symbolAndStyle.length > MAX_SYMBOL_AND_STYLE)
      return c.html(refusal(`c: at most ${MAX_SYMBOL_AND_STYLE} characters (SYMBOL,STYLE).`), 400);
    const [rawSymbol = ''] = symbolAndStyle.split(',');
    const symbol = rawSymbol.trim().toUpperCase();
    if (!symbol || !isValidSymbol(symbol))
      return c.html(refusal('c: a valid symbol is required, as in c=AAPL,P.'), 400);
    const listNum = c.req.query('listNum');
    if (listNum !== undefined && !/^\d{1,9}$/.test(listNum))
      return c.html(refusal(`listNum: '${listNum}' is not a ChartList number.`), 400);
    const image = pointAndFigureImageUrl(`${symbol},${symbolAndStyle.split(',').slice(1).join(',') || 'P'}`);
    const body = `<h1>${escapeHtml(symbol)} Point &amp; Figure</h1>
<p><img src="${escapeHtml(image)}" alt="Point and figure chart of ${escapeHtml(symbol)}" width="700" height="500"></p>
<p><a href="/?s=${encodeURIComponent(symbol)}">Open ${escapeHtml(symbol)} in the workbench</a>${
      listNum === undefined ? '' : ` · ChartList ${escapeHtml(listNum)}`
    }</p>`;
    return c.html(htmlPage(`${symbol} Point & Figure`, body), 200, { 'cache-control': 'no-store' });
  });
  app.get('/h-sc/ui', (c) => {
    const params = new URL(c.req.url).searchParams;
    const { query } = readChartQuery(params);
    const target = new URLSearchParams();
    if (query.symbol !== undefined) target.set('s', query.symbol);
    // A saved chart brings its own settings: its style id would only compete with them.
    if (query.recordId !== undefined) target.set('a', String(query.recordId));
    else if (query.styleId !== undefined) target.set('i', query.styleId);
    const search = target.toString();
    return c.redirect(search === '' ? '/' : `/?${search}`, 302);
  });
  return app;
}
