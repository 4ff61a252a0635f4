import { describe, expect, it } from 'vitest';
import { parseChartList, parseSavedChart, VISITOR, type Member } from '../../../model/index';
import { EMPTY_MEMBER_DATA, finishLoad, NOT_LOADED, type MemberDataState } from '../../member/member-data';
import {
  canApplyStyleToAll,
  chartCommentsBox,
  chartListsOf,
  libraryLoadOf,
  summaryLoadFor,
} from './list-modes-view';

const MEMBER: Member = { ...VISITOR, chartCode: 7, memberType: 'XT' };
const OWN = parseChartList({ recID: 1, listNum: 1, name: 'Mine' });
const READ_ONLY = parseChartList({ recID: 2, listNum: 2, name: 'Samples', isReadOnly: true });
const FRAMEWORK = parseChartList({ recID: 3, listNum: 3, name: '2026  Market Framework' });
const chartIn = (listNum: number) =>
  parseSavedChart({
    recID: 10 + listNum,
    listNum,
    description: 'A chart',
    symbol: 'MSFT',
    style: '&p=D',
    comments: 'Saved note',
  });
const data = (savedCharts: MemberDataState['savedCharts'] = {}): MemberDataState => ({
  ...EMPTY_MEMBER_DATA,
  chartLists: finishLoad([OWN, READ_ONLY, FRAMEWORK]),
  savedCharts,
});

describe('spec 2 §2 Apply ChartStyle to All is offered', () => {
  it.each([
    ['to a member viewing a chart of a writable list', MEMBER, chartIn(1), data(), true],
    [
      'when the list’s loaded charts include it',
      MEMBER,
      chartIn(1),
      data({ 1: finishLoad([chartIn(1)]) }),
      true,
    ],
    ['not to a visitor', null, chartIn(1), data(), false],
    ['not without a viewed saved chart', MEMBER, null, data(), false],
    ['not for a read-only list', MEMBER, chartIn(2), data(), false],
    ['not for a framework list', MEMBER, chartIn(3), data(), false],
    ['not for a list the member does not have', MEMBER, chartIn(9), data(), false],
    ['not for a list whose loaded charts are none', MEMBER, chartIn(1), data({ 1: finishLoad([]) }), false],
  ])('%s', (_name, member, saved, memberData, expected) => {
    expect(canApplyStyleToAll(member, saved, memberData)).toBe(expected);
  });
});

describe('spec 3 §2.9, §4, §6 the Chart Comments box', () => {
  it.each([
    [
      'a visitor may type (saving asks for an account)',
      null,
      null,
      { chartKey: 'unsaved:MSFT', savedComments: '', notice: null },
    ],
    [
      'a member with an unsaved chart is told why not',
      MEMBER,
      null,
      {
        chartKey: 'unsaved:MSFT',
        savedComments: '',
        notice: 'Save this chart to a ChartList to add comments.',
      },
    ],
    [
      'a saved chart of a writable list shows its comments',
      MEMBER,
      chartIn(1),
      { chartKey: 'chart:11', savedComments: 'Saved note', notice: null },
    ],
    [
      'a chart of a read-only list is read-only with the message',
      MEMBER,
      chartIn(2),
      {
        chartKey: 'chart:12',
        savedComments: 'Saved note',
        notice: "We're sorry, but you're unable to modify this read-only ChartList or its charts.",
      },
    ],
  ])('%s', (_name, member, saved, expected) => {
    expect(chartCommentsBox(member, saved, [OWN, READ_ONLY], 'MSFT', {})).toEqual(expected);
  });

  it('shows comments saved this session over the older record', () => {
    expect(chartCommentsBox(MEMBER, chartIn(1), [OWN], 'MSFT', { 11: 'Newer' }).savedComments).toBe('Newer');
  });
});

describe('spec 3 §2.10, §2.11 loads as the views take them', () => {
  it.each([
    ['not loaded yet', NOT_LOADED, { status: 'loaded', data: [] }],
    ['loading for the first time', { ...NOT_LOADED, status: 'loading' as const }, { status: 'loading' }],
    ['failed', { ...NOT_LOADED, status: 'failed' as const }, { status: 'failed' }],
    ['loaded', finishLoad([OWN]), { status: 'loaded', data: [OWN] }],
  ])('the lists %s', (_name, lists, expected) => {
    expect(chartListsOf(lists)).toEqual(expected);
  });

  it.each([
    ['unknown', undefined, { status: 'loading' }],
    ['failed', { ...NOT_LOADED, status: 'failed' as const }, { status: 'failed' }],
    ['loaded', finishLoad([chartIn(1)]), { status: 'loaded', data: [chartIn(1)] }],
  ])('a library load %s', (_name, list, expected) => {
    expect(libraryLoadOf(list)).toEqual(expected);
  });

  it('never gives the rows of another list, and the same loading value each time', () => {
    const summary = { listNum: 1, load: { status: 'loaded' as const, data: [] } };
    expect(summaryLoadFor(summary, 1)).toBe(summary.load);
    expect(summaryLoadFor(summary, 2)).toEqual({ status: 'loading' });
    expect(summaryLoadFor(null, 2)).toBe(summaryLoadFor(summary, 2));
  });
});
