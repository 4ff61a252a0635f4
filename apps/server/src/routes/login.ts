import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { verifyPassword } from '../auth/passwords';
import { createLoginCookie, EXTRA_ID_COOKIE, LOGIN_COOKIE, LOGIN_MAX_AGE_SECONDS } from '../auth/session';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../seed/demo-members';
import type { Repositories } from '../storage/repositories';
import { escapeHtml, htmlPage } from './html';

/** What the login routes need. */
export interface LoginDeps {
  readonly repositories: Repositories;
  readonly secret: string;
  readonly now: () => Date;
}

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
<table><thead><tr><th>E-mail</th><th>Account</th><th></th></tr></thead><tbody>
${DEMO_MEMBERS.map(
  (member) => `<tr><td>${escapeHtml(member.email)}</td><td>${escapeHtml(member.summary)}</td><td>
<form method="post" action="/login"><input type="hidden" name="email" value="${escapeHtml(member.email)}"><input type="hidden" name="password" value="${DEMO_PASSWORD}"><button type="submit">Log in as ${escapeHtml(member.firstName)}</button></form></td></tr>`,
).join('\n')}
</tbody></table>
<p><a href="/">Back to the workbench</a> · <a href="/outbox">Outbox</a></p>`,
  );

/** `GET /login` (the page), `POST /login` (form email, password: sets the cookies, redirects to /), `GET /logout`. */
export function loginRoutes(deps: LoginDeps): Hono {
  const app = new Hono();
  app.get('/login', (c) => c.html(loginPage()));
  app.get('/login/', (c) => c.redirect('/login'));
  app.post('/login', async (c) => {
    const form = await c.req.parseBody();
    const email = typeof form['email'] === 'string' ? form['email'] : '';
    const password = typeof form['password'] === 'string' ? form['password'] : '';
    const member = email ? await deps.repositories.members.byEmail(email) : undefined;
    const valid = member !== undefined && (await verifyPassword(password, member.passwordHash));
    if (!member || !valid) return c.html(loginPage('That e-mail and password do not match a member.'), 401);
    const secure = new URL(c.req.url).protocol === 'https:';
    const options = {
      path: '/',
      httpOnly: false,
      sameSite: 'Lax' as const,
      secure,
      maxAge: LOGIN_MAX_AGE_SECONDS,
    };
    // The workbench reads SCCLogin2 to learn the chart code (spec 1 §4.1), so it is not httpOnly; it is signed.
    setCookie(
      c,
      LOGIN_COOKIE,
      createLoginCookie(deps.secret, member.chartCode, member.memberType, deps.now().getTime()),
      options,
    );
    setCookie(c, EXTRA_ID_COOKIE, String(member.chartCode), options);
    return c.redirect('/', 303);
  });
  app.get('/logout', (c) => {
    deleteCookie(c, LOGIN_COOKIE, { path: '/' });
    deleteCookie(c, EXTRA_ID_COOKIE, { path: '/' });
    return c.redirect('/', 303);
  });
  return app;
}
