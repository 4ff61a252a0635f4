import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { endLoginSession, SESSION_COOKIE, startLoginSession } from '../auth/login-sessions';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createLoginCookie, EXTRA_ID_COOKIE, LOGIN_COOKIE, LOGIN_MAX_AGE_SECONDS } from '../auth/session';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../seed/demo-members';
import type { Repositories } from '../storage/repositories';
import { clientAddress } from './client-address';
import { escapeHtml, htmlPage } from './html';

/** What the login routes need. */
export interface LoginDeps {
  readonly repositories: Repositories;
  readonly secret: string;
  readonly now: () => Date;
}

/** How failed logins are throttled: per account and per client, in fixed windows. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  failuresPerAccount: 10,
  failuresPerClient: 50,
} as const;

/** The message of a throttled login. */
export const LOGIN_THROTTLED_MESSAGE = 'Too many failed logins. Please wait 15 minutes and try again.';

const loginPage = (error?: string) =>
  htmlPage(
    'Log in',
    `<h1>Log in to Chartbench</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form class="login" method="post" action="/login">
<label>E-mail <input name="email" type="email" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Log in</button>
</form>
<h2>Demo members</h2>
<p>Every demo member's password is <code>${DEMO_PASSWORD}</code>.</p>
<table><thead><tr><th>E-mail</th><th>Account</th><th>Log in</th></tr></thead><tbody>
${DEMO_MEMBERS.map(
  (member) => `<tr><td>${escapeHtml(member.email)}</td><td>${escapeHtml(member.summary)}</td><td>
<form method="post" action="/login"><input type="hidden" name="email" value="${escapeHtml(member.email)}"><input type="hidden" name="password" value="${DEMO_PASSWORD}"><button type="submit">Log in as ${escapeHtml(member.firstName)}</button></form></td></tr>`,
).join('\n')}
</tbody></table>
<p><a href="/">Back to the workbench</a> · <a href="/outbox">Outbox</a></p>`,
  );

const logoutPage = htmlPage(
  'Log out',
  `<h1>Log out of Chartbench</h1>
<form method="post" action="/logout"><button type="submit">Log out</button></form>
<p><a href="/">Back to the workbench</a></p>`,
);

/**
 * `GET /login` (the page), `POST /login` (form email, password: starts a server-side session, sets the
 * cookies, redirects to /), `GET /logout` (a page with the logout button) and `POST /logout` (ends the
 * session, clears the cookies).
 */
export function loginRoutes(deps: LoginDeps): Hono {
  const app = new Hono();
  // Unknown e-mails are checked against this hash, so they cost the same scrypt time as known ones.
  const decoyHash = hashPassword(`decoy-${deps.secret}`);
  const limits = deps.repositories.rateLimits;
  const { windowMs } = LOGIN_THROTTLE;

  app.get('/login', (c) => c.html(loginPage()));
  app.get('/login/', (c) => c.redirect('/login'));
  app.post('/login', async (c) => {
    const form = await c.req.parseBody();
    const email = typeof form['email'] === 'string' ? form['email'].trim().toLowerCase().slice(0, 320) : '';
    const password = typeof form['password'] === 'string' ? form['password'].slice(0, 1024) : '';
    const nowMs = deps.now().getTime();
    const accountKey = `login-failures:account:${email}`;
    const clientKey = `login-failures:client:${clientAddress(c)}`;
    if (
      (await limits.peek(accountKey, nowMs, windowMs)) >= LOGIN_THROTTLE.failuresPerAccount ||
      (await limits.peek(clientKey, nowMs, windowMs)) >= LOGIN_THROTTLE.failuresPerClient
    ) {
      return c.html(loginPage(LOGIN_THROTTLED_MESSAGE), 429, { 'retry-after': String(windowMs / 1000) });
    }
    const member = email ? await deps.repositories.members.byEmail(email) : undefined;
    const valid = await verifyPassword(password, member?.passwordHash ?? (await decoyHash));
    if (!member || !valid) {
      await limits.hit(accountKey, nowMs, windowMs);
      await limits.hit(clientKey, nowMs, windowMs);
      return c.html(loginPage('That e-mail and password do not match a member.'), 401);
    }
    const token = await startLoginSession(
      deps.repositories,
      member.chartCode,
      nowMs,
      getCookie(c, SESSION_COOKIE),
    );
    const secure = new URL(c.req.url).protocol === 'https:';
    const options = { path: '/', sameSite: 'Lax' as const, secure, maxAge: LOGIN_MAX_AGE_SECONDS };
    setCookie(c, SESSION_COOKIE, token, { ...options, httpOnly: true });
    // The workbench reads SCCLogin2 and SCCExtraID (spec 1 §4.1: the chart code, the part 42), so they are
    // readable; they prove nothing alone: every member call needs the HttpOnly session cookie too.
    const login = createLoginCookie(deps.secret, member.chartCode, member.memberType, nowMs);
    setCookie(c, LOGIN_COOKIE, login, { ...options, httpOnly: false });
    setCookie(c, EXTRA_ID_COOKIE, String(member.chartCode), { ...options, httpOnly: false });
    return c.redirect('/', 303);
  });
  app.get('/logout', (c) => c.html(logoutPage));
  app.post('/logout', async (c: Context) => {
    await endLoginSession(deps.repositories, getCookie(c, SESSION_COOKIE));
    for (const name of [SESSION_COOKIE, LOGIN_COOKIE, EXTRA_ID_COOKIE]) deleteCookie(c, name, { path: '/' });
    return c.redirect('/', 303);
  });
  return app;
}
