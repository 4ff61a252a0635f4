import { chartPageRoutes } from './chart-pages';

const app = chartPageRoutes();
const get = (path: string) => app.fetch(new Request(`http://localhost${path}`));

describe('spec 1 §2.2 the point-and-figure workbench page /freecharts/pnf.php', () => {
  it('shows the /pnf/chart image of c and leads back to the workbench', async () => {
    const res = await get('/freecharts/pnf.php?c=AAPL,p77&listNum=3');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<img src="/pnf/chart?c=AAPL,p77&amp;pnf=y" alt="Point and figure chart of AAPL"');
    expect(html).toContain('href="/?s=AAPL"');
    expect(html).toContain('ChartList 3');
  });

  it.each([
    ['no symbol', '/freecharts/pnf.php', 'c: a valid symbol is required'],
    ['an invalid symbol', '/freecharts/pnf.php?c=A::B,P', 'c: a valid symbol is required'],
    [
      'a listNum that is not a number',
      '/freecharts/pnf.php?c=AAPL,P&listNum=%3Cscript%3E',
      'listNum: &#39;&lt;script&gt;&#39; is not a ChartList number',
    ],
    ['a c too long', `/freecharts/pnf.php?c=AAPL,${'P'.repeat(300)}`, 'c: at most 200 characters'],
  ])('refuses %s with a clear error', async (_name, path, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(message);
    expect(html).not.toContain('<script>');
  });
});

describe('spec 1 §2.2 the classic chart page /h-sc/ui opens the workbench', () => {
  it.each([
    ['a saved chart', '/h-sc/ui?s=AAPL&id=p42&a=7&listNum=3', '/?s=AAPL&a=7'],
    ['a style', '/h-sc/ui?s=MSFT&id=p42', '/?s=MSFT&i=p42'],
    ['nothing', '/h-sc/ui', '/'],
  ])('%s', async (_name, path, location) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
  });
});
