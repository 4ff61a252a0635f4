import { parseMember, VISITOR, type Member, type MemberType } from '../../model/member';
import type { Feature, Permission } from './features';
import { gateChoice, historicalPeriodMenu, lockedMenu, NO_INTRADAY_LOCK, permissionLock } from './menu-locks';

const member = (memberType: MemberType): Member => parseMember({ chartCode: 100, memberType });
const WHO = { visitor: VISITOR, FREE: member('FREE'), BA: member('BA'), PRO: member('PRO') } as const;

describe('permissionLock', () => {
  it.each<[Permission, string | undefined]>([
    [{ allowed: true, modal: 'none' }, undefined],
    [{ allowed: false, modal: 'createAccount' }, 'Members only'],
    [{ allowed: false, modal: 'upgradeToExtra' }, 'Extra & Pro'],
    [{ allowed: false, modal: 'upgradeToPro' }, 'Pro only'],
    [{ allowed: false, modal: 'none' }, 'Unavailable'],
  ])('%o locks as %o', (permission, expected) => {
    expect(permissionLock(permission)).toBe(expected);
  });
});

describe('gateChoice', () => {
  it.each<[keyof typeof WHO, Feature, string]>([
    ['visitor', { kind: 'period', period: 'D' }, 'allowed'],
    ['visitor', { kind: 'period', period: '60' }, 'createAccount'],
    ['FREE', { kind: 'period', period: '60' }, 'upgradeToExtra'],
    ['BA', { kind: 'period', period: 'Q' }, 'upgradeToPro'],
    ['PRO', { kind: 'period', period: 'Q' }, 'allowed'],
    ['PRO', { kind: 'period', period: '7' }, 'unavailable'],
  ])('%s choosing %o: %s', (who, feature, expected) => {
    expect(gateChoice(WHO[who], feature)).toBe(expected);
  });
});

const lockOf = (entries: ReturnType<typeof lockedMenu>, value: string) =>
  entries.find((e) => e.value === value)?.lock;

describe('lockedMenu', () => {
  it.each<[string, keyof typeof WHO, Parameters<typeof lockedMenu>[1], string, string | undefined]>([
    ['daily for a visitor', 'visitor', { kind: 'period' }, 'D', undefined],
    ['hourly for a visitor', 'visitor', { kind: 'period' }, '60', 'Members only'],
    ['hourly for a free member', 'FREE', { kind: 'period' }, '60', 'Extra & Pro'],
    ['quarterly for a basic member', 'BA', { kind: 'period' }, 'Q', 'Pro only'],
    ['hourly on an end-of-day symbol', 'PRO', { kind: 'period', endOfDay: true }, '60', NO_INTRADAY_LOCK],
    ['quarterly on an end-of-day symbol', 'BA', { kind: 'period', endOfDay: true }, 'Q', 'Pro only'],
    ['a range for a pro member', 'PRO', { kind: 'range' }, 'ytd', undefined],
    ['a size for a pro member', 'PRO', { kind: 'chartSize' }, '900', undefined],
  ])('%s', (_name, who, request, value, expected) => {
    const entries = lockedMenu(WHO[who], request);
    expect(entries.map((e) => e.value)).toContain(value);
    expect(lockOf(entries, value)).toBe(expected);
  });

  it.each([
    [{ kind: 'period', isCrypto: true }, '240', true],
    [{ kind: 'period', isCrypto: false }, '240', false],
    [{ kind: 'period', isCrypto: null }, '240', true],
  ] as const)('%o offers %s: %s', (request, value, offered) => {
    expect(lockedMenu(WHO.PRO, request).some((e) => e.value === value)).toBe(offered);
  });

  it.each(['range', 'rangeYears', 'chartSize'] as const)(
    '%s entries carry their value, label and lock only',
    (kind) => {
      for (const entry of lockedMenu(WHO.visitor, { kind })) {
        expect(Object.keys(entry).sort()).toEqual(['label', 'lock', 'value']);
      }
    },
  );
});

describe('historicalPeriodMenu', () => {
  it.each<[keyof typeof WHO, string[]]>([
    ['visitor', ['Daily', 'Weekly (Pro)', 'Monthly (Pro)']],
    ['BA', ['Daily', 'Weekly (Pro)', 'Monthly (Pro)']],
    ['PRO', ['Daily', 'Weekly', 'Monthly']],
  ])('%s sees %o', (who, labels) => {
    expect(historicalPeriodMenu(WHO[who]).map((e) => e.label)).toEqual(labels);
  });
});
