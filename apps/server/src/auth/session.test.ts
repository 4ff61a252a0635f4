import { createLoginCookie, LOGIN_MAX_AGE_SECONDS, verifyLoginCookie } from './session';
import { hashPassword, verifyPassword } from './passwords';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const NOW = Date.UTC(2026, 0, 5, 12);

describe('spec 1 §4.1 login cookie', () => {
  it('carries the chart code first and the part 42 only for pro members', () => {
    const pro = createLoginCookie(SECRET, 1004, 'PRO', NOW);
    const extra = createLoginCookie(SECRET, 1003, 'XT', NOW);
    expect(pro.split('.')[0]).toBe('1004');
    expect(pro.split('.')).toContain('42');
    expect(extra.split('.')).not.toContain('42');
    expect(verifyLoginCookie(SECRET, pro, NOW)).toEqual({
      chartCode: 1004,
      levelPart: '42',
      issuedAt: NOW / 1000,
    });
  });

  it.each([
    ['a changed chart code', (cookie: string) => cookie.replace(/^1004/, '1001')],
    ['a changed level', (cookie: string) => cookie.replace('.42.', '.10.')],
    ['a cut signature', (cookie: string) => cookie.slice(0, -2)],
    ['garbage', () => 'not-a-cookie'],
    ['an empty value', () => ''],
  ])('refuses %s', (_name, tamper) => {
    expect(
      verifyLoginCookie(SECRET, tamper(createLoginCookie(SECRET, 1004, 'PRO', NOW)), NOW),
    ).toBeUndefined();
  });

  it('refuses another secret and an expired cookie', () => {
    const cookie = createLoginCookie(SECRET, 1004, 'PRO', NOW);
    expect(verifyLoginCookie(`${SECRET}x`, cookie, NOW)).toBeUndefined();
    expect(verifyLoginCookie(SECRET, cookie, NOW + (LOGIN_MAX_AGE_SECONDS + 1) * 1000)).toBeUndefined();
  });
});

describe('passwords are scrypt-hashed', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('demo');
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    await expect(verifyPassword('demo', hash)).resolves.toBe(true);
    await expect(verifyPassword('Demo', hash)).resolves.toBe(false);
    await expect(verifyPassword('demo', 'plain')).resolves.toBe(false);
  });
});
