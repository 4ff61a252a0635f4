import { startTestServer, type Caller, type TestServer } from './harness';

let env: TestServer;
let pro: Caller;
let visitor: Caller;
beforeAll(async () => {
  env = await startTestServer();
  pro = await env.loginAs('pro@example.com');
  visitor = env.visitor();
});
afterAll(() => env.close());

describe('spec 3 §7 URL shortener', () => {
  it('makes a persisted short link that redirects to the long one', async () => {
    const longUrl = 'http://localhost:3000/?s=AAPL&id=p1&a=0';
    const shortUrl = await visitor.client.shortenUrl(longUrl);
    expect(shortUrl).toMatch(/^http:\/\/localhost:3000\/s\/[A-Za-z0-9]{7}$/);
    await expect(visitor.client.shortenUrl(longUrl)).resolves.toBe(shortUrl);
    const response = await visitor.fetch(new URL(shortUrl).pathname, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(longUrl);
  });

  it('falls back to the long link when shortening fails (spec 3 §4)', async () => {
    await expect(visitor.client.shortenUrl('javascript:alert(1)')).resolves.toBe('javascript:alert(1)');
    const response = await visitor.fetch('/url-shortener/api/v1/shortURL', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"longURL":"ftp://x"}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'longURL must be an http or https address',
    });
  });

  it('answers an unknown short code with 404', async () => {
    expect((await visitor.fetch('/s/nothere')).status).toBe(404);
  });
});

describe('spec 3 §7 e-mail', () => {
  const mail = {
    toEmail: 'friend@example.org',
    linkWorkbenchShort: 'http://localhost:3000/s/abc',
    linkChart: 'http://localhost:3000/c-sc/sc/?s=AAPL',
    comments: 'Look at <this> chart',
  };

  it('keeps a member’s e-mail in the outbox and answers text/html', async () => {
    await expect(pro.client.sendEmail(mail)).resolves.toBeUndefined();
    // The outbox shows the sender their own e-mails (issue #14: not every member's to a visitor).
    const page = await (await pro.fetch('/outbox')).text();
    expect(page).toContain('friend@example.org');
    expect(page).toContain('Look at &lt;this&gt; chart');
  });

  it('refuses a visitor, a bad address and long comments', async () => {
    await expect(visitor.client.sendEmail(mail)).rejects.toMatchObject({
      call: 'sendEmail',
      serverMessage: 'You must be logged in to do that.',
    });
    await expect(pro.client.sendEmail({ ...mail, toEmail: 'nobody' })).rejects.toMatchObject({
      serverMessage: 'You must enter a valid email address to share this chart',
    });
    await expect(pro.client.sendEmail({ ...mail, comments: 'x'.repeat(2800) })).rejects.toMatchObject({
      serverMessage: 'Comments must be less than 2800 characters',
    });
  });

  it('never renders a script link from the outbox as a link', async () => {
    await pro.client.sendEmail({ ...mail, linkChart: 'javascript:alert(1)' });
    const page = await (await pro.fetch('/outbox')).text();
    expect(page).not.toContain('href="javascript:');
  });
});
