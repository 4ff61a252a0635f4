import { getFavorite, getMember } from './contract/index';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { TEMP_STYLE_CACHE_MS } from './style-calls';
import { fakeFetch } from './test-support';

const clock = () => {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

describe('spec 3 §7 temporary style ids: cached by XML for 20 s, requests in flight shared', () => {
  it('shares one request between concurrent callers and reuses the id within 20 s', async () => {
    const time = clock();
    let next = 1000;
    const server = fakeFetch(async () => new Response(`t${next++}`));
    const client = createApiClient({ baseUrl: '', fetch: server.fetch, now: time.now });
    const [a, b] = await Promise.all([
      client.createTempStyle('<sharpchart/>'),
      client.createTempStyle('<sharpchart/>'),
    ]);
    expect([a, b]).toEqual(['t1000', 't1000']);
    time.advance(TEMP_STYLE_CACHE_MS - 1);
    await expect(client.createTempStyle('<sharpchart/>')).resolves.toBe('t1000');
    await expect(client.createTempStyle('<sharpchart a="1"/>')).resolves.toBe('t1001');
    time.advance(1);
    await expect(client.createTempStyle('<sharpchart/>')).resolves.toBe('t1002');
    expect(server.seen.map((request) => Object.fromEntries(request.body))).toContainEqual({
      cmd: 'createtempstyle',
      xml: '<sharpchart/>',
      chartcode: 'null',
    });
    expect(server.seen).toHaveLength(3);
  });

  it('does not keep a failure, and treats an empty reply as a failure', async () => {
    const time = clock();
    const answers = [new Response('', { status: 200 }), new Response('t7')];
    const server = fakeFetch(() => answers.shift());
    const client = createApiClient({ baseUrl: '', fetch: server.fetch, now: time.now });
    await expect(client.createTempStyle('<x/>')).rejects.toMatchObject({
      call: 'createStyle',
      kind: 'shape',
    });
    await expect(client.createTempStyle('<x/>')).resolves.toBe('t7');
    await expect(client.createTempStyle('  ')).rejects.toBeInstanceOf(ApiError);
  });

  it('sends the permanent-id request with id and chartcode=-99 in the query, and skips it for p ids', async () => {
    const server = fakeFetch(() => new Response('p2001'));
    const client = createApiClient({ baseUrl: 'http://server.test', fetch: server.fetch });
    await expect(client.makeStylePermanent('p5')).resolves.toBe('p5');
    await expect(client.makeStylePermanent('t9')).resolves.toBe('p2001');
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]?.url.search).toBe('?id=t9&chartcode=-99');
    expect(server.seen[0]?.method).toBe('POST');
  });
});

describe('spec 3 §4 short links fall back to the long link', () => {
  it.each([
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
    ['success false', () => ({ success: false, message: 'nope' })],
    ['a reply without shortURL', () => ({ url: 'x' })],
    ['an HTML error page', () => new Response('<h1>502</h1>', { status: 502 })],
  ])('after %s', async (_case, answer) => {
    const client = createApiClient({ baseUrl: '', fetch: fakeFetch(answer).fetch });
    await expect(client.shortenUrl('http://host/?s=AAPL')).resolves.toBe('http://host/?s=AAPL');
  });

  it('posts JSON longURL and returns shortURL', async () => {
    const server = fakeFetch(() => ({ shortURL: 'http://host/s/abc' }));
    const client = createApiClient({ baseUrl: 'http://host', fetch: server.fetch });
    await expect(client.shortenUrl('http://host/?s=AAPL')).resolves.toBe('http://host/s/abc');
    expect(JSON.parse(server.seen[0]?.rawBody ?? '')).toEqual({ longURL: 'http://host/?s=AAPL' });
  });
});

describe('spec 3 §7 e-mail success is judged by a text/html reply', () => {
  const mail = {
    toEmail: 'a@b.co',
    linkWorkbenchShort: 'http://h/s/1',
    linkChart: 'http://h/c',
    comments: '',
  };
  it('succeeds on text/html and sends the fields in the query with option=html', async () => {
    const server = fakeFetch(
      () => new Response('<p>ok</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    );
    await expect(
      createApiClient({ baseUrl: '', fetch: server.fetch }).sendEmail(mail),
    ).resolves.toBeUndefined();
    expect(Object.fromEntries(server.seen[0]?.url.searchParams ?? [])).toEqual({
      cmd: 'sendemail',
      ...mail,
      option: 'html',
    });
  });

  it.each([
    [
      'JSON success false',
      () => Response.json({ success: false, message: 'Nope.' }, { status: 400 }),
      'Nope.',
    ],
    ['plain text 200', () => new Response('ok'), undefined],
  ])('fails on %s', async (_case, answer, serverMessage) => {
    await expect(
      createApiClient({ baseUrl: '', fetch: fakeFetch(answer).fetch }).sendEmail(mail),
    ).rejects.toMatchObject({ call: 'sendEmail', serverMessage });
  });
});

describe('spec 1 §7 replies: success false and wrong shapes are ApiErrors naming the call', () => {
  it.each([
    [
      'success false with a message',
      () => ({ success: false, message: 'Denied.' }),
      { kind: 'refused', serverMessage: 'Denied.' },
    ],
    ['a missing field', () => ({ success: true }), { kind: 'shape' }],
    ['a non-JSON reply', () => new Response('<html>'), { kind: 'shape' }],
    ['a server error page', () => new Response('oops', { status: 500 }), { kind: 'http', status: 500 }],
    ['a network failure', () => Promise.reject(new TypeError('offline')), { kind: 'network' }],
  ])('%s', async (_case, answer, expected) => {
    const client = createApiClient({ baseUrl: '', fetch: fakeFetch(answer).fetch });
    await expect(client.getChartLists({})).rejects.toMatchObject({
      call: 'getChartLists',
      name: 'ApiError',
      ...expected,
    });
  });

  it('posts the cmd and fields as a form', async () => {
    const server = fakeFetch(() => ({ success: true }));
    await createApiClient({ baseUrl: '', fetch: server.fetch }).updateFavorite({
      chartcode: 1003,
      recid: 7,
      desc: 'New name',
    });
    expect(server.seen[0]?.rawBody).toBe('cmd=update-favorite&chartcode=1003&recid=7&desc=New+name');
  });
});

describe('spec 1 §7 batch', () => {
  it('sends the calls as a JSON list and checks each answer on its own', async () => {
    const server = fakeFetch(() => ({
      success: true,
      responses: [
        {
          success: true,
          member: {
            chartCode: 1,
            firstName: 'A',
            lastName: 'B',
            fullName: 'A B',
            userId: 'a@b.co',
            memberType: 'PRO',
            memberRT: 1,
            hasOptionsAddOn: false,
          },
        },
        { success: false, message: 'That chart was not found.' },
      ],
    }));
    const client = createApiClient({ baseUrl: '', fetch: server.fetch });
    const results = await client.batch([
      { call: getMember, input: { chartCode: 1 } },
      { call: getFavorite, input: { recid: 5 } },
    ]);
    expect(JSON.parse(server.seen[0]?.body.get('requests') ?? '')).toEqual([
      '/json/api?cmd=get-member&chartCode=1',
      '/json/api?cmd=get-favorite&recid=5',
    ]);
    expect(results[0]).toMatchObject({ ok: true, reply: { member: { chartCode: 1 } } });
    expect(results[1]).toMatchObject({
      ok: false,
      error: { call: 'getFavorite', serverMessage: 'That chart was not found.' },
    });
  });

  it('refuses a reply with the wrong number of responses', async () => {
    const client = createApiClient({
      baseUrl: '',
      fetch: fakeFetch(() => ({ success: true, responses: [] })).fetch,
    });
    await expect(client.batch([{ call: getMember, input: {} }])).rejects.toMatchObject({
      call: 'batch',
      kind: 'shape',
    });
  });
});

describe('spec 1 §2.2, spec 2 §2, spec 3 §7 URL builders', () => {
  const client = createApiClient({ baseUrl: 'http://h', fetch: fakeFetch(() => ({})).fetch });
  it.each([
    [
      'the inspector text',
      client.inspectorTextUrl({ s: 'AAPL', p: 'D' }, 42),
      'http://h/c-sc/sc?s=AAPL&p=D&randomNumber=42&img=text&inspector=yes',
    ],
    ['a style thumbnail', client.thumbnailUrl('p12'), 'http://h/c-sc/sc?i=p12'],
    [
      'the mini chart',
      client.miniChartUrl('MSFT', '6M', 7),
      'http://h/c-sc/sc?s=MSFT&w=520&i=p1&randomNumber=7',
    ],
    ['a point-and-figure chart', client.pointAndFigureUrl('AAPL,P'), 'http://h/pnf/chart?c=AAPL%2CP&pnf=y'],
  ])('builds %s', (_case, url, expected) => {
    expect(url).toBe(expected);
  });
});
