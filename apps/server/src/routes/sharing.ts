import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { createShortUrl, sendEmail } from '@chartbench/api-client/contract';
import type { SessionReader } from '../auth/session-reader';
import { describeZodError } from '../json-api/command-error';
import { LOGGED_OUT_MESSAGE } from '../json-api/member-command';
import type { Repositories } from '../storage/repositories';
import { RETRY_AFTER, TOO_MANY_WRITES_MESSAGE, withinAnonymousLimit } from './anonymous-limits';
import { escapeHtml, htmlPage } from './html';

/** What the sharing routes need. */
export interface SharingDeps {
  readonly repositories: Repositories;
  readonly session: SessionReader;
  readonly now: () => Date;
  /** Development mode: `/outbox` lists every member's e-mails (CHARTBENCH_DEV_OUTBOX=1); else only the caller's. */
  readonly devOutbox?: boolean;
}

/** The message of a short link asked for another site's address. */
export const FOREIGN_LINK_MESSAGE = "Only this site's links can be shortened.";

/** Where a stored long link may send a browser: itself when on this site, else only its path here. */
const siteLocalTarget = (longUrl: string, origin: string): string => {
  const url = new URL(longUrl, origin);
  return url.origin === origin ? url.href : `${url.pathname}${url.search}${url.hash}`;
};

const CODE_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Only web links become anchors; anything else (javascript:, data:) is shown as text. */
const link = (href: string, label: string): string =>
  /^(https?:\/\/|\/(?!\/))/i.test(href)
    ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer">${label}</a>`
    : `${label}: ${escapeHtml(href)}`;

const newCode = (): string =>
  Array.from(randomBytes(7), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');

/**
 * The URL shortener (`POST /url-shortener/api/v1/shortURL`, `GET /s/<code>` redirects), e-mail
 * (`POST /h-sc/ui?cmd=sendemail`, kept in the outbox, answered text/html) and the demo's `GET /outbox` page.
 * Only this site's links are shortened; the outbox shows a member the e-mails they sent (every member's
 * only in development mode).
 */
export function sharingRoutes(deps: SharingDeps): Hono {
  const app = new Hono();

  app.post('/url-shortener/api/v1/shortURL', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ success: false, message: 'The body must be JSON with longURL.' }, 400);
    }
    const parsed = createShortUrl.request.safeParse(body);
    if (!parsed.success) return c.json({ success: false, message: describeZodError(parsed.error) }, 400);
    const longUrl = parsed.data.longURL;
    const origin = new URL(c.req.url).origin;
    if (new URL(longUrl).origin !== origin)
      return c.json({ success: false, message: FOREIGN_LINK_MESSAGE }, 400);
    let code = await deps.repositories.shortUrls.byLongUrl(longUrl);
    if (!code) {
      const { member } = await deps.session(c.req.raw);
      if (!member && !(await withinAnonymousLimit(deps.repositories, c, 'shortLinks', deps.now().getTime())))
        return c.json({ success: false, message: TOO_MANY_WRITES_MESSAGE }, 429, RETRY_AFTER);
      code = newCode();
      await deps.repositories.shortUrls.create(code, longUrl, deps.now().getTime());
    }
    return c.json({ shortURL: `${origin}/s/${code}` });
  });

  app.get('/s/:code', async (c) => {
    const longUrl = await deps.repositories.shortUrls.get(c.req.param('code'));
    if (!longUrl) return c.text('This short link does not exist.', 404);
    // Links stored before only this site's could be shortened never send a browser elsewhere.
    return c.redirect(siteLocalTarget(longUrl, new URL(c.req.url).origin), 302);
  });

  app.post('/h-sc/ui', async (c) => {
    const { member } = await deps.session(c.req.raw);
    if (!member) return c.json({ success: false, message: LOGGED_OUT_MESSAGE }, 401);
    const form = await c.req.parseBody();
    const parsed = sendEmail.request.safeParse({ ...c.req.query(), ...form });
    if (!parsed.success) return c.json({ success: false, message: describeZodError(parsed.error) }, 400);
    const mail = parsed.data;
    await deps.repositories.outbox.create({
      chartCode: member.chartCode,
      toEmail: mail.toEmail,
      linkWorkbench: mail.linkWorkbenchShort,
      linkChart: mail.linkChart,
      comments: mail.comments,
      sentAt: deps.now().getTime(),
    });
    return c.html(htmlPage('Email sent', `<p>Email sent successfully to ${escapeHtml(mail.toEmail)}.</p>`));
  });

  app.get('/outbox', async (c) => {
    const { member } = deps.devOutbox ? { member: null } : await deps.session(c.req.raw);
    if (!deps.devOutbox && !member) {
      return c.html(
        htmlPage(
          'Outbox',
          '<h1>Outbox</h1><p>Please <a href="/login">log in</a> to see the e-mails you sent.</p>',
        ),
        401,
      );
    }
    const mails = member
      ? await deps.repositories.outbox.listFor(member.chartCode)
      : await deps.repositories.outbox.list();
    const rows = mails
      .map(
        (
          mail,
        ) => `<tr><td>${escapeHtml(new Date(mail.sentAt).toISOString().replace('T', ' ').slice(0, 19))} UTC</td><td>${escapeHtml(mail.toEmail)}</td>
<td>${escapeHtml(mail.comments).replace(/\n/g, '<br>')}</td><td>${link(mail.linkWorkbench, 'workbench')} · ${link(mail.linkChart, 'chart image')}</td></tr>`,
      )
      .join('\n');
    return c.html(
      htmlPage(
        'Outbox',
        `<h1>Outbox</h1><p>Chartbench does not send e-mail: what the workbench would send is kept here.</p>
${mails.length === 0 ? '<p>No e-mail has been sent yet.</p>' : `<table><thead><tr><th>Sent</th><th>To</th><th>Comments</th><th>Links</th></tr></thead><tbody>${rows}</tbody></table>`}
<p><a href="/">Back to the workbench</a></p>`,
      ),
    );
  });
  return app;
}
