import { describe, expect, it } from 'vitest';
import type { ChartList } from '../../model/index';
import { parseChartList } from '../../model/index';
import { createWorkbench } from '../store/create-workbench';
import { createFakePorts, settle } from '../testing/fake-ports';
import { MEMBER_RECORD, MY_LIST, logIn } from '../testing/member-fixtures';
import { EMPTY_MEMBER_DATA, finishLoad, itemsOf, memberDataAfterLogin, memberDataOwner } from './member-data';

const OTHER_CODE = 456;
const OTHER_LIST = parseChartList({ recID: 7, listNum: 7, name: 'Other member list', isReadOnly: false });
const member = (chartCode: number) => ({ ...EMPTY_MEMBER_DATA, chartCode }) as never;

describe('issue #14 item 10: member data belongs to the member it was loaded for', () => {
  it.each([
    ['nobody', null, 0],
    ['a visitor (chart code 0)', { chartCode: 0 }, 0],
    ['a member', { chartCode: 123 }, 123],
  ])('the data owner of %s', (_name, who, owner) => {
    expect(memberDataOwner(who as never)).toBe(owner);
  });

  it('keeps the data on a re-login of the same member and empties it for another member', () => {
    const data = { ...EMPTY_MEMBER_DATA, chartLists: finishLoad([MY_LIST]) };
    expect(itemsOf(memberDataAfterLogin(data, member(123), member(123), null).chartLists)).toEqual([MY_LIST]);
    expect(memberDataAfterLogin(data, member(123), member(OTHER_CODE), null)).toEqual(EMPTY_MEMBER_DATA);
  });

  it('drops a list load in flight when another member logs in, and loads theirs with a call of its own', async () => {
    const ports = createFakePorts();
    logIn(ports, { defaultStyle: false });
    const workbench = createWorkbench(ports);
    workbench.actions.start();
    await settle();
    await settle();
    // The first member's reload hangs until the second member is logged in.
    const answered = ports.api.getChartLists!.bind(ports.api);
    let answerFirst: (lists: readonly ChartList[]) => void = () => undefined;
    ports.api.getChartLists = () => new Promise((done) => (answerFirst = done));
    const firstLoad = workbench.actions.loadChartLists(true);

    ports.api.getChartLists = answered;
    ports.cookies.set('SCCLogin2', `${OTHER_CODE}.FREE.1700000000.sig`);
    ports.api.backend.loginCookie = `${OTHER_CODE}.FREE.1700000000.sig`;
    ports.api.backend.member = {
      member: { ...MEMBER_RECORD, userId: 'other@example.com' },
      defaultChartStyle: null,
    };
    ports.api.backend.chartLists = [OTHER_LIST];
    ports.api.calls.length = 0;
    workbench.dispose();
    workbench.actions.start();
    await settle();
    await settle();
    expect(workbench.getState().member?.chartCode).toBe(OTHER_CODE);
    expect(ports.api.calls).toContain('getChartLists');

    answerFirst([MY_LIST]);
    await firstLoad;
    await settle();
    expect(itemsOf(workbench.getState().memberData.chartLists)).toEqual([OTHER_LIST]);
  });
});
