import { MESSAGES } from '../../catalogues/messages';
import { parseChartLists } from '../../model/index';
import { chartListChoices, findListChoice, type ListPickingDialog } from './list-choices';

const lists = parseChartLists([
  { recID: 1, listNum: 0, name: 'Tech' },
  { recID: 2, listNum: 1, name: 'Full House' },
  { recID: 3, listNum: 2, name: 'Sample Picks', isReadOnly: true },
  { recID: 4, listNum: 3, name: '2024  Sector Framework' },
]).items;
const counts = new Map([
  [0, 3],
  [1, 50],
  [2, 10],
]);

describe('spec 3 §5, §6 the lists each dialog offers', () => {
  it.each<[ListPickingDialog, number, string[]]>([
    ['saveChart', 50, ['Sample Picks', 'Full House', 'Tech']],
    ['addToChartList', 50, ['Full House', 'Tech']],
    ['applyChartStyleToCharts', 50, ['Sample Picks', 'Full House', 'Tech']],
  ])('%s (max %i) offers %j, never the framework list', (dialog, max, names) => {
    expect(chartListChoices(dialog, lists, counts, max).map((c) => c.list.name)).toEqual(names);
  });

  it.each<[ListPickingDialog, number, Record<string, string | null>]>([
    [
      'saveChart',
      50,
      {
        'Sample Picks': MESSAGES.chart.chartListReadOnly,
        'Full House': MESSAGES.chart.chartListFull(50),
        Tech: null,
      },
    ],
    ['saveChart', -1, { 'Sample Picks': MESSAGES.chart.chartListReadOnly, 'Full House': null, Tech: null }],
    [
      'addToChartList',
      3,
      { 'Full House': MESSAGES.chart.chartListFull(3), Tech: MESSAGES.chart.chartListFull(3) },
    ],
    [
      'applyChartStyleToCharts',
      3,
      { 'Sample Picks': MESSAGES.chartList.readOnly, 'Full House': null, Tech: null },
    ],
  ])('%s with max %i notes %j', (dialog, max, notes) => {
    const choices = chartListChoices(dialog, lists, counts, max);
    expect(Object.fromEntries(choices.map((c) => [c.list.name, c.note]))).toEqual(notes);
  });

  it('gives each choice the target the validators take, unknown counts reading as empty', () => {
    const noCounts = chartListChoices('saveChart', lists, new Map(), 10);
    expect(noCounts.map((c) => c.target)).toEqual([
      { listNum: 2, isReadOnly: true, chartCount: 0 },
      { listNum: 1, isReadOnly: false, chartCount: 0 },
      { listNum: 0, isReadOnly: false, chartCount: 0 },
    ]);
  });

  it.each([
    [0, 'Tech'],
    [3, null],
    [99, null],
    [null, null],
  ] as const)('findListChoice(%j) is %j (hidden lists read as none)', (listNum, name) => {
    const choices = chartListChoices('addToChartList', lists, counts, 100);
    expect(findListChoice(choices, listNum)?.list.name ?? null).toBe(name);
  });
});
