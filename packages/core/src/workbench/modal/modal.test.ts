import { describe, expect, it } from 'vitest';
import type { Member } from '../../model/index';
import { VISITOR } from '../../model/index';
import { openModal } from './modal';

const MEMBER: Member = { ...VISITOR, chartCode: 7, memberType: 'XT' };

describe('spec 1 §2.3 modals: one or none, login-only ones send visitors to create an account', () => {
  it.each([
    [
      'a visitor opening save chart gets create account',
      null,
      'saveChart',
      undefined,
      { id: 'createAccount', variant: '' },
    ],
    [
      'a member opening save chart gets its default variant',
      MEMBER,
      'saveChart',
      undefined,
      { id: 'saveChart', variant: 'saveAsNewChart' },
    ],
    [
      'a named variant is kept',
      MEMBER,
      'saveChartStyle',
      'setAsDefault',
      { id: 'saveChartStyle', variant: 'setAsDefault' },
    ],
    [
      'an unknown variant falls back to the default',
      MEMBER,
      'saveChart',
      'bogus',
      { id: 'saveChart', variant: 'saveAsNewChart' },
    ],
    [
      'a visitor may open the upgrade modal',
      null,
      'upgradeToPro',
      undefined,
      { id: 'upgradeToPro', variant: '' },
    ],
    [
      'a visitor may open preferences',
      VISITOR,
      'workbenchPreferences',
      undefined,
      { id: 'workbenchPreferences', variant: '' },
    ],
  ] as const)('%s', (_name, member, id, variant, expected) => {
    expect(openModal(member, id, variant)).toEqual(expected);
  });
});
