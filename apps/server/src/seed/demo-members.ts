import type { MemberTypeCode } from '@chartbench/api-client/contract';

/** A demo member seeded at first start (password `demo`). */
export interface DemoMember {
  readonly chartCode: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly memberType: MemberTypeCode;
  readonly hasOptionsAddOn: boolean;
  /** What the login page says about the account. */
  readonly summary: string;
}

/** The password of every demo member. */
export const DEMO_PASSWORD = 'demo';

/** One demo member per level, plus a pro member with the options add-on. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    chartCode: 1001,
    email: 'free@example.com',
    firstName: 'Fiona',
    lastName: 'Freeman',
    memberType: 'FREE',
    hasOptionsAddOn: false,
    summary: 'Free member: 1 ChartList of 10 charts, 5 ChartStyles, 3 StyleButtons',
  },
  {
    chartCode: 1002,
    email: 'basic@example.com',
    firstName: 'Basil',
    lastName: 'Baker',
    memberType: 'BA',
    hasOptionsAddOn: false,
    summary: 'Basic member: 1 ChartList (upgrade for up to 500), paying periods and sizes',
  },
  {
    chartCode: 1003,
    email: 'extra@example.com',
    firstName: 'Erin',
    lastName: 'Exley',
    memberType: 'XT',
    hasOptionsAddOn: false,
    summary: 'Extra member: up to 500 ChartLists',
  },
  {
    chartCode: 1004,
    email: 'pro@example.com',
    firstName: 'Priya',
    lastName: 'Prowse',
    memberType: 'PRO',
    hasOptionsAddOn: false,
    summary: 'Pro member: the highest limits, 2000/2500 px charts',
  },
  {
    chartCode: 1005,
    email: 'options@example.com',
    firstName: 'Oscar',
    lastName: 'Ortega',
    memberType: 'PRO',
    hasOptionsAddOn: true,
    summary: 'Pro member with the options add-on',
  },
];
