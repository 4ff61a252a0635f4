import { VISITOR, isLoggedIn, isPayingMember, loginCookieMarksPro, memberLevel, parseMember } from './member';
import { ModelParseError } from './parse-list';

describe('spec 1 §3.5 and §4.1 member', () => {
  const raw = {
    chartCode: '123',
    firstName: ' Ada ',
    lastName: 'Lovelace',
    userID: 'ada@example.com',
    memberType: 'XT',
    memberRT: 'rt1',
  };

  it('parses the record, reading userID as the e-mail and building the full name', () => {
    expect(parseMember(raw)).toEqual({
      chartCode: 123,
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      memberType: 'XT',
      memberRT: 'rt1',
      isPro: false,
      hasOptionsAddOn: false,
    });
  });

  it.each([
    ['PRO', 'PRO'],
    ['BA', 'BA'],
    ['GOLD', 'FREE'],
    ['pro', 'FREE'],
    [undefined, 'FREE'],
    [7, 'FREE'],
  ])('memberType %j becomes %s', (memberType, expected) => {
    expect(parseMember({ ...raw, memberType }).memberType).toBe(expected);
  });

  it.each([
    ['abc|42|x', true],
    ['42', true],
    ['a-42', true],
    ['1420', false],
    ['x42y', false],
    ['', false],
    [null, false],
    // spec 1 §4.1, issue #16: the reference backend's cookie is read by its level part only.
    ['42.1.1773846000.abc-42_x', false],
    ['7.42.1773846000.abcdef', true],
    ['42.0.1773846000.sig', false],
  ])('login cookie %j marks Pro: %j', (cookie, expected) => {
    expect(loginCookieMarksPro(cookie)).toBe(expected);
    expect(parseMember({ ...raw, memberType: 'BA' }, { loginCookie: cookie }).isPro).toBe(expected);
  });

  it('takes the options add-on from the record or the options', () => {
    expect(parseMember({ ...raw, hasOptionsAddOn: 'true' }).hasOptionsAddOn).toBe(true);
    expect(parseMember(raw, { hasOptionsAddOn: true }).hasOptionsAddOn).toBe(true);
  });

  it.each([[{}], [{ chartCode: 'abc' }], [{ chartCode: -1 }], [null], ['member']])(
    'throws ModelParseError for %j',
    (value) => {
      expect(() => parseMember(value)).toThrow(ModelParseError);
    },
  );

  it.each([
    [VISITOR, 'VISITOR', false, false],
    [null, 'VISITOR', false, false],
    [parseMember({ ...raw, memberType: 'FREE' }), 'FREE', true, false],
    [parseMember({ ...raw, memberType: 'BA' }), 'BA', true, true],
    [parseMember({ ...raw, memberType: 'BA' }, { loginCookie: 'x.42' }), 'PRO', true, true],
  ])('spec 1 §6 level of %j is %s', (member, level, loggedIn, paying) => {
    expect(memberLevel(member)).toBe(level);
    expect(isLoggedIn(member)).toBe(loggedIn);
    expect(isPayingMember(member)).toBe(paying);
  });
});
