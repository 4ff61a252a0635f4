import { describe, expect, it } from 'vitest';
import type { Member } from '../../model/index';
import { VISITOR } from '../../model/index';
import { createWorkbench } from '../store/create-workbench';
import { companyInfo, createFakePorts, settle } from '../testing/fake-ports';
import { CHART_CODE, MY_LIST, WEEKLY_STYLE, logIn } from '../testing/member-fixtures';
import { itemsOf } from '../member/member-data';

function setup(options: { member?: Member | null } = {}) {
  const ports = createFakePorts();
  const workbench = createWorkbench(ports, options);
  return { ports, workbench, state: () => workbench.getState() };
}

describe('spec 1 §4.1 member authentication: the store', () => {
  it('without a login cookie stays a visitor, calls nothing and loads the first chart at once', () => {
    const { ports, workbench, state } = setup();
    workbench.actions.start();
    expect(ports.api.calls.filter((call) => call !== 'createTempStyle')).toEqual([]);
    expect(state().authStatus).toBe('loggedOut');
    expect(state().member).toBeNull();
    expect(ports.api.lookups).toHaveLength(1);
  });

  it('with a login cookie: checking, then logged in with the member, their default style and their data', async () => {
    const { ports, workbench, state } = setup();
    logIn(ports);
    workbench.actions.start();
    expect(state().authStatus).toBe('checking');
    expect(ports.api.lookups).toHaveLength(0);
    await settle();
    expect(state().authStatus).toBe('loggedIn');
    expect(state().member).toMatchObject({
      chartCode: CHART_CODE,
      email: 'free@example.com',
      memberType: 'FREE',
    });
    expect(state().memberData.defaultStyle).toEqual(WEEKLY_STYLE);
    expect(ports.api.calls.slice(0, 2)).toEqual(['loginMember', 'getMemberWithDefaultStyle']);
    expect(ports.api.calls).toEqual(
      expect.arrayContaining(['getChartLists', 'getChartStyles', 'getAccountLimits']),
    );
    await settle();
    expect(itemsOf(state().memberData.chartLists)).toEqual([MY_LIST]);
    expect(state().memberData.styleButtons[0]).toEqual(WEEKLY_STYLE);
  });

  it('starts auto-refresh on for the member who logged in (spec 1 §4.3)', async () => {
    const { ports, workbench, state } = setup();
    logIn(ports);
    expect(state().autoRefresh.enabled).toBe(false);
    workbench.actions.start();
    await settle();
    expect(state().autoRefresh.enabled).toBe(true);
  });

  it.each([
    [
      'login-member fails',
      (p: ReturnType<typeof createFakePorts>) => void (p.api.backend.loginCookie = new Error('500')),
    ],
    [
      'the cookie names no chart code',
      (p: ReturnType<typeof createFakePorts>) => void (p.api.backend.loginCookie = 'nobody'),
    ],
    [
      'the get-member batch fails',
      (p: ReturnType<typeof createFakePorts>) => void (p.api.backend.member = new Error('500')),
    ],
  ])('any failure leaves the user logged out: %s', async (_name, breakIt) => {
    const { ports, workbench, state } = setup({ member: { ...VISITOR, chartCode: 9 } });
    logIn(ports);
    breakIt(ports);
    workbench.actions.start();
    await settle();
    expect(state().authStatus).toBe('loggedOut');
    expect(state().member).toBeNull();
    expect(ports.api.lookups).toHaveLength(1);
  });

  it('a member the host passed in stays when there is no login cookie, and their lists and styles load', () => {
    const member = { ...VISITOR, chartCode: 9, memberType: 'BA' as const };
    const { ports, workbench, state } = setup({ member });
    workbench.actions.start();
    expect(state().member).toBe(member);
    expect(state().authStatus).toBe('loggedIn');
    expect(ports.api.calls).toEqual(expect.arrayContaining(['getChartLists', 'getChartStyles']));
    expect(ports.api.calls).not.toContain('loginMember');
  });

  it('re-checks the login on interaction 30 s after load, at most every 30 s; a changed chart code reloads the page', async () => {
    const { ports, workbench } = setup();
    logIn(ports);
    workbench.actions.start();
    await settle();
    const logins = () => ports.api.calls.filter((call) => call === 'loginMember').length;
    ports.clock.advance(29_000);
    workbench.actions.userInteraction();
    await settle();
    expect(logins()).toBe(1);
    ports.clock.advance(1_000);
    workbench.actions.submitSymbol('MSFT');
    await settle();
    expect(logins()).toBe(2);
    expect(ports.page.reloads).toBe(0);
    ports.clock.advance(10_000);
    workbench.actions.userInteraction();
    await settle();
    expect(logins()).toBe(2);
    ports.api.backend.loginCookie = `999.FREE.1.sig`;
    ports.clock.advance(20_000);
    workbench.actions.userInteraction();
    await settle();
    expect(logins()).toBe(3);
    expect(ports.page.reloads).toBe(1);
  });

  it('a login cookie gone at the re-check reloads the page', async () => {
    const { ports, workbench } = setup();
    logIn(ports);
    workbench.actions.start();
    await settle();
    ports.cookies.set('SCCLogin2', null);
    ports.clock.advance(30_000);
    workbench.actions.userInteraction();
    await settle();
    expect(ports.page.reloads).toBe(1);
  });

  it('schedules the hard refresh for 3 a.m. the next day', async () => {
    const { ports, workbench } = setup();
    workbench.actions.start();
    const next3am = new Date(ports.clock.now());
    next3am.setDate(next3am.getDate() + 1);
    next3am.setHours(3, 0, 0, 0);
    ports.clock.advance(next3am.getTime() - ports.clock.now() - 1);
    expect(ports.page.reloads).toBe(0);
    ports.clock.advance(1);
    expect(ports.page.reloads).toBe(1);
  });

  it('a workbench stopped and started again (a remount) logs in again and still follows the session', async () => {
    const { ports, workbench, state } = setup();
    logIn(ports);
    workbench.actions.start();
    workbench.dispose();
    workbench.actions.start();
    await settle();
    expect(state().authStatus).toBe('loggedIn');
    expect(state().member?.chartCode).toBe(CHART_CODE);
    expect(ports.api.lookups).toHaveLength(1);
    ports.api.lookups[0]!.resolve([companyInfo('AAPL')]);
  });

  it('the login cookie is read through the cookie port: SCCExtraID also signals a login', async () => {
    const { ports, workbench, state } = setup();
    logIn(ports);
    ports.cookies.set('SCCLogin2', null);
    ports.cookies.set('SCCExtraID', String(CHART_CODE));
    workbench.actions.start();
    await settle();
    expect(state().authStatus).toBe('loggedIn');
    expect(ports.api.calls[0]).toBe('loginMember');
  });
});
