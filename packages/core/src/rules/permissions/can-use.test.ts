import { VISITOR, parseMember, type Member, type MemberType } from '../../model/member';
import { canUse } from './can-use';
import { MEMBER_ACTIONS, type Feature } from './features';

const member = (memberType: MemberType, extra: Record<string, unknown> = {}): Member =>
  parseMember({ chartCode: 100, memberType, ...extra });
const WHO = {
  visitor: VISITOR,
  FREE: member('FREE'),
  BA: member('BA'),
  XT: member('XT'),
  PRO: member('PRO'),
} as const;
type Who = keyof typeof WHO;

/** Expected outcome per member: 'ok' or the modal name ('none' = refused without a modal). */
type Row = [string, Feature, Record<Who, string>];
const all = (outcome: string): Record<Who, string> => ({
  visitor: outcome,
  FREE: outcome,
  BA: outcome,
  XT: outcome,
  PRO: outcome,
});

function outcome(who: Who, feature: Feature): string {
  const permission = canUse(WHO[who], feature);
  return permission.allowed ? 'ok' : permission.modal;
}

describe.each<[string, Row[]]>([
  [
    'spec 1 §6 and spec 2 §6 periods',
    [
      ['daily', { kind: 'period', period: 'D' }, all('ok')],
      ['weekly', { kind: 'period', period: 'W' }, all('ok')],
      [
        'hourly',
        { kind: 'period', period: '60' },
        { visitor: 'createAccount', FREE: 'upgradeToExtra', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
      [
        '5 minute',
        { kind: 'period', period: '5' },
        { visitor: 'createAccount', FREE: 'upgradeToExtra', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
      [
        'monthly',
        { kind: 'period', period: 'M' },
        { visitor: 'createAccount', FREE: 'upgradeToExtra', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
      [
        'quarterly',
        { kind: 'period', period: 'Q' },
        { visitor: 'upgradeToPro', FREE: 'upgradeToPro', BA: 'upgradeToPro', XT: 'upgradeToPro', PRO: 'ok' },
      ],
      [
        'yearly',
        { kind: 'period', period: 'Y' },
        { visitor: 'upgradeToPro', FREE: 'upgradeToPro', BA: 'upgradeToPro', XT: 'upgradeToPro', PRO: 'ok' },
      ],
      ['unknown', { kind: 'period', period: '7' }, all('none')],
    ],
  ],
  [
    'spec 1 §6 and spec 2 §6 ranges',
    [
      ['1 year', { kind: 'range', range: '1y' }, all('ok')],
      ['5 days', { kind: 'range', range: '5d' }, all('ok')],
      ['ytd, predefined, custom', { kind: 'range', range: 'custom' }, all('ok')],
      ['predefined', { kind: 'range', range: 'predefined' }, all('ok')],
      [
        '2 years',
        { kind: 'range', range: '2y' },
        { visitor: 'createAccount', FREE: 'upgradeToExtra', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
      [
        '50 years',
        { kind: 'range', range: '50y' },
        {
          visitor: 'createAccount',
          FREE: 'upgradeToExtra',
          BA: 'upgradeToExtra',
          XT: 'upgradeToPro',
          PRO: 'ok',
        },
      ],
      ['years 1', { kind: 'rangeYears', years: 1 }, all('ok')],
      [
        'years 3',
        { kind: 'rangeYears', years: 3 },
        { visitor: 'createAccount', FREE: 'upgradeToExtra', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
      [
        'years 75',
        { kind: 'rangeYears', years: 75 },
        {
          visitor: 'createAccount',
          FREE: 'upgradeToExtra',
          BA: 'upgradeToExtra',
          XT: 'upgradeToPro',
          PRO: 'ok',
        },
      ],
    ],
  ],
  [
    'spec 1 §6 and spec 2 §6 chart sizes',
    [
      ['900', { kind: 'chartSize', size: '900' }, all('ok')],
      ['portrait', { kind: 'chartSize', size: 'portrait' }, all('ok')],
      [
        '1024',
        { kind: 'chartSize', size: '1024' },
        { visitor: 'createAccount', FREE: 'upgradeToExtra', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
      [
        'custom',
        { kind: 'chartSize', size: 'custom' },
        { visitor: 'createAccount', FREE: 'upgradeToExtra', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
      [
        '2500',
        { kind: 'chartSize', size: '2500' },
        { visitor: 'upgradeToPro', FREE: 'upgradeToPro', BA: 'upgradeToPro', XT: 'upgradeToPro', PRO: 'ok' },
      ],
      ['unknown', { kind: 'chartSize', size: '3000' }, all('none')],
    ],
  ],
  [
    'spec 1 §6 and spec 2 §6 counts',
    [
      ['4 comparison symbols', { kind: 'comparisonSymbols', count: 4 }, all('ok')],
      [
        '5 comparison symbols',
        { kind: 'comparisonSymbols', count: 5 },
        { visitor: 'createAccount', FREE: 'upgradeToExtra', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
      ['10 comparison symbols', { kind: 'comparisonSymbols', count: 10 }, all('none')],
      ['3 indicators', { kind: 'indicators', count: 3 }, all('ok')],
      [
        '4 indicators',
        { kind: 'indicators', count: 4 },
        { visitor: 'createAccount', FREE: 'upgradeToExtra', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
      ['26 indicators', { kind: 'indicators', count: 26 }, all('none')],
      [
        '4 overlays',
        { kind: 'overlays', count: 4 },
        { visitor: 'createAccount', FREE: 'upgradeToExtra', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
      [
        '25 overlays',
        { kind: 'overlays', count: 25 },
        { visitor: 'createAccount', FREE: 'upgradeToExtra', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
    ],
  ],
  [
    'spec 3 §2.2 modes and spec 2 §6 samples',
    [
      [
        'price alerts mode',
        { kind: 'mode', mode: 'priceAlerts' },
        { visitor: 'createAccount', FREE: 'ok', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
      ['chart settings mode', { kind: 'mode', mode: 'chartSettings' }, all('ok')],
      ['options mode', { kind: 'mode', mode: 'options' }, all('ok')],
      ['unknown mode', { kind: 'mode', mode: 'nope' }, all('none')],
      [
        'members-only flag',
        { kind: 'mode', membersOnly: true },
        { visitor: 'createAccount', FREE: 'ok', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
      ['open flag', { kind: 'mode', membersOnly: false }, all('ok')],
      [
        'members-only sample',
        { kind: 'sampleStyle', membersOnly: true },
        { visitor: 'createAccount', FREE: 'ok', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
    ],
  ],
  [
    'spec 3 §2.2 table vs spec 3 §6: visitors view Symbol Summary and Daily historical data',
    [
      ['symbol summary mode', { kind: 'mode', mode: 'symbolSummary' }, all('ok')],
      ['historical price data mode', { kind: 'mode', mode: 'historicalPriceData' }, all('ok')],
      ['daily historical data', { kind: 'historicalPeriod', period: 'D' }, all('ok')],
    ],
  ],
  [
    'spec 3 §3 and §6 historical periods and members-only actions',
    [
      ['daily', { kind: 'historicalPeriod', period: 'D' }, all('ok')],
      [
        'weekly',
        { kind: 'historicalPeriod', period: 'W' },
        { visitor: 'upgradeToPro', FREE: 'upgradeToPro', BA: 'upgradeToPro', XT: 'upgradeToPro', PRO: 'ok' },
      ],
      [
        'monthly',
        { kind: 'historicalPeriod', period: 'M' },
        { visitor: 'upgradeToPro', FREE: 'upgradeToPro', BA: 'upgradeToPro', XT: 'upgradeToPro', PRO: 'ok' },
      ],
      [
        'move chart',
        { kind: 'memberAction', action: 'moveChart' },
        { visitor: 'createAccount', FREE: 'upgradeToExtra', BA: 'upgradeToExtra', XT: 'ok', PRO: 'ok' },
      ],
      [
        'second list for basic',
        { kind: 'chartListCount', existing: 1, max: 500 },
        { visitor: 'createAccount', FREE: 'ok', BA: 'upgradeToExtra', XT: 'ok', PRO: 'ok' },
      ],
      [
        'list limit reached',
        { kind: 'chartListCount', existing: 500, max: 500 },
        {
          visitor: 'createAccount',
          FREE: 'upgradeToExtra',
          BA: 'upgradeToExtra',
          XT: 'upgradeToPro',
          PRO: 'none',
        },
      ],
      [
        'unknown limit',
        { kind: 'chartListCount', existing: 0, max: -1 },
        { visitor: 'createAccount', FREE: 'ok', BA: 'ok', XT: 'ok', PRO: 'ok' },
      ],
    ],
  ],
])('%s', (_section, rows) => {
  it.each(
    rows.flatMap(([name, feature, expected]) =>
      (Object.keys(WHO) as Who[]).map((who) => [name, who, feature, expected[who]] as const),
    ),
  )('%s for %s', (_name, who, feature, expected) => {
    expect(outcome(who, feature)).toBe(expected);
  });
});

describe('spec 1 §6 members-only actions', () => {
  it.each(MEMBER_ACTIONS.filter((action) => action !== 'moveChart'))(
    '%s: visitors create an account, members may',
    (action) => {
      expect(outcome('visitor', { kind: 'memberAction', action })).toBe('createAccount');
      for (const who of ['FREE', 'BA', 'XT', 'PRO'] as const)
        expect(outcome(who, { kind: 'memberAction', action })).toBe('ok');
    },
  );
});

describe('spec 1 §6 and spec 3 §6 read-only and framework lists', () => {
  const readOnly = { isReadOnly: true, isFrameworkChartList: false };
  const framework = { isReadOnly: false, isFrameworkChartList: true };
  const mine = { isReadOnly: false, isFrameworkChartList: false };
  it.each([
    [readOnly, 'applyStyle'],
    [readOnly, 'addCharts'],
    [readOnly, 'rename'],
    [readOnly, 'editView'],
    [framework, 'selectAsTarget'],
    [framework, 'addCharts'],
  ] as const)('%j refuses %s with the read-only message', (list, action) => {
    expect(canUse(WHO.PRO, { kind: 'chartList', list, action })).toEqual({
      allowed: false,
      modal: 'none',
      message: "We're sorry, but you're unable to modify this read-only ChartList or its charts.",
    });
  });

  it('lets a member change their own list and sends a visitor to create an account', () => {
    expect(canUse(WHO.FREE, { kind: 'chartList', list: mine, action: 'applyStyle' }).allowed).toBe(true);
    expect(canUse(null, { kind: 'chartList', list: mine, action: 'applyStyle' }).modal).toBe('createAccount');
  });
});

describe('spec 1 §6 and spec 3 §6 the options add-on', () => {
  it.each([
    [VISITOR, 'createAccount'],
    [member('PRO'), 'none'],
    [member('FREE', { hasOptionsAddOn: true }), 'ok'],
  ])('%#: %s', (who, expected) => {
    const permission = canUse(who, { kind: 'optionsAnalysis' });
    expect(permission.allowed ? 'ok' : permission.modal).toBe(expected);
  });
});
