import {
  resolveChartStyleRename,
  validateAddToChartListForm,
  validateChartComments,
  validateChartName,
  validateChartStyleName,
  validateCreateChartListForm,
  validateEmailForm,
  validatePriceAlertForm,
  validateSaveChartForm,
  validateSaveChartStyleForm,
  validateStyleButtonForm,
  percentMenuPriceText,
  type SaveChartFormInput,
} from './forms';

const long = (n: number) => 'x'.repeat(n);

describe('spec 3 §5 create ChartList form', () => {
  it.each([
    ['  Tech ', {}],
    ['', { name: 'ChartList name cannot be empty' }],
    ['   ', { name: 'ChartList name cannot be empty' }],
    [long(100), {}],
    [long(101), { name: 'ChartList name cannot be greater than 100 characters' }],
  ])('name %j gives %j', (name, errors) => {
    expect(validateCreateChartListForm({ name }).errors).toEqual(errors);
  });

  it('turns whitespace into commas, merges repeated commas and upper-cases symbols', () => {
    expect(validateCreateChartListForm({ name: 'a', symbols: ' aapl  msft,,\nibm, ' }).values.symbols).toBe(
      'AAPL,MSFT,IBM',
    );
  });
});

describe('spec 3 §5 create price alert form', () => {
  const base = {
    symbol: ' --_aapl ',
    price: '190.5',
    direction: 'crossesAbove' as const,
    message: ' hi ',
    notificationTypes: ['site' as const],
  };
  it('cleans a valid form and sends U and the bits', () => {
    const form = validatePriceAlertForm({
      ...base,
      direction: 'crossesBelow',
      notificationTypes: ['email', 'site'],
    });
    expect(form.isValid).toBe(true);
    expect(form.values).toEqual({
      symbol: 'AAPL',
      price: 190.5,
      direction: 'D',
      message: 'hi',
      notificationType: 5,
    });
  });

  it.each([
    [{ symbol: ' -_ ' }, { symbol: 'Please enter a symbol.' }],
    [{ price: 'abc' }, { price: 'Please enter a valid price.' }],
    [{ price: '' }, { price: 'Please enter a valid price.' }],
    [{ message: long(2049) }, { message: 'Message may not be longer than 2048 characters.' }],
    [{ notificationTypes: [] }, { notificationTypes: 'Please select a notification type.' }],
  ])('%j gives %j', (override, errors) => {
    expect(validatePriceAlertForm({ ...base, ...override }).errors).toEqual(errors);
  });
});

describe('spec 3 §5 names and comments', () => {
  it.each([
    ['a', true],
    [` ${long(100)} `, true],
    [long(101), false],
    ['  ', false],
  ])('chart name %#: valid %j', (name, valid) => {
    expect(validateChartName(name).errors).toEqual(
      valid ? {} : { name: 'Chart name must be between 1 and 100 characters.' },
    );
    expect(validateChartStyleName(name).errors).toEqual(
      valid ? {} : { name: 'ChartStyle name must be between 1 and 100 characters.' },
    );
  });

  it('renames only when the name changed', () => {
    expect(validateChartName(' Old ', 'Old').values.changed).toBe(false);
    expect(validateChartName('New', 'Old').values.changed).toBe(true);
  });

  it.each([
    [' ', { name: 'Old', shouldSave: false }],
    [' New ', { name: 'New', shouldSave: true }],
    ['Old', { name: 'Old', shouldSave: false }],
    [long(150), { name: long(100), shouldSave: true }],
  ])('spec 2 §5 style rename %j gives %j', (input, expected) => {
    expect(resolveChartStyleRename('Old', input)).toEqual(expected);
  });

  it.each([
    [long(2048), {}],
    [`  ${long(2048)}  `, {}],
    [long(2049), { comments: 'Chart comments must be between 0 and 2048 characters.' }],
  ])('comments %#', (comments, errors) => {
    expect(validateChartComments(comments).errors).toEqual(errors);
  });
});

describe('spec 3 §5 save chart form', () => {
  const list = { listNum: 2, isReadOnly: false, chartCount: 3 };
  const base: SaveChartFormInput = {
    mode: 'saveAsNewChart',
    list,
    name: 'Mine',
    comments: '',
    maxChartsPerList: 50,
    currentChart: null,
  };
  it.each<[string, Partial<SaveChartFormInput>, Record<string, string>]>([
    ['valid', {}, {}],
    ['no list', { list: null }, { list: 'Please select a ChartList.' }],
    [
      'read-only list',
      { list: { ...list, isReadOnly: true } },
      { list: 'This ChartList is read-only. Please select a different ChartList.' },
    ],
    [
      'full list',
      { list: { ...list, chartCount: 50 } },
      { list: 'This ChartList is full: a ChartList can hold up to 50 charts.' },
    ],
    ['unknown limit', { maxChartsPerList: -1, list: { ...list, chartCount: 5000 } }, {}],
    ['empty name', { name: ' ' }, { name: 'Chart name must be between 1 and 100 characters.' }],
    [
      'long comments',
      { comments: long(2049) },
      { comments: 'Chart comments must be between 0 and 2048 characters.' },
    ],
    [
      'move to the same list',
      { mode: 'moveChart', currentChart: { listNum: 2, isInReadOnlyList: false } },
      { list: 'The selected ChartList already contains this chart.' },
    ],
    [
      'update a read-only chart',
      { mode: 'saveChart', currentChart: { listNum: 9, isInReadOnlyList: true } },
      { chart: 'The current chart belongs to a read-only ChartList.' },
    ],
    [
      'update in a full list',
      {
        mode: 'saveChart',
        list: { ...list, chartCount: 50 },
        currentChart: { listNum: 2, isInReadOnlyList: false },
      },
      {},
    ],
  ])('%s', (_name, override, errors) => {
    expect(validateSaveChartForm({ ...base, ...override }).errors).toEqual(errors);
  });
});

describe('spec 3 §5 save ChartStyle, add to ChartList, StyleButton and e-mail forms', () => {
  it.each([
    [
      { mode: 'updateExisting' as const, name: '', selectedStyleRecid: null },
      { style: 'Please select a ChartStyle.' },
    ],
    [{ mode: 'updateExisting' as const, name: '', selectedStyleRecid: 4 }, {}],
    [
      { mode: 'saveAsNew' as const, name: '', selectedStyleRecid: null },
      { name: 'ChartStyle name must be between 1 and 100 characters.' },
    ],
    [{ mode: 'saveAsNew' as const, name: 'Mine', selectedStyleRecid: null }, {}],
  ])('save style %j', (input, errors) => {
    expect(validateSaveChartStyleForm(input).errors).toEqual(errors);
  });

  it('checks add to ChartList', () => {
    expect(
      validateAddToChartListForm({ list: null, name: '', selectedStyleId: null, maxChartsPerList: 10 })
        .errors,
    ).toEqual({
      list: 'Please select a ChartList.',
      name: 'Chart name must be between 1 and 100 characters.',
      style: 'Please select a ChartStyle.',
    });
    expect(
      validateAddToChartListForm({
        list: { listNum: 1, isReadOnly: false, chartCount: 1 },
        name: 'AAPL',
        selectedStyleId: 'p1',
        maxChartsPerList: 10,
      }).isValid,
    ).toBe(true);
  });

  it.each([
    [{ position: 0, label: 'A B', styleRecid: 3, color: '#000000' }, {}],
    [
      { position: null, label: 'ABC', styleRecid: null, color: null },
      {
        position: 'Please select a button position.',
        label: 'Label must be between 0 and 2 characters.',
        style: 'Please select a ChartStyle.',
        color: 'Please select a button color.',
      },
    ],
  ])('StyleButton %j', (input, errors) => {
    expect(validateStyleButtonForm({ ...input, maxLabelLength: 2 }).errors).toEqual(errors);
  });

  it.each([
    ['ada@example.com', '', {}],
    ['ada@example', '', { address: 'You must enter a valid email address to share this chart' }],
    ['a da@example.com', '', { address: 'You must enter a valid email address to share this chart' }],
    ['ada@example.com', long(2800), {}],
    ['ada@example.com', long(2801), { comments: 'Comments must be less than 2800 characters' }],
  ])('e-mail %j with %# comments', (address, comments, errors) => {
    expect(validateEmailForm({ address, comments }).errors).toEqual(errors);
  });
});

describe('spec 3 §5 and §9 price alert percent menu', () => {
  it.each([
    [100, 20, '120.00'],
    [100, -20, '80.00'],
    [187.43, 5, '196.80'],
    [187.43, -2, '183.68'],
    [100, 3, null],
    [0, 5, null],
    [Number.NaN, 5, null],
  ])('close %j moved %j%% is %j', (close, percent, expected) => {
    expect(percentMenuPriceText(close, percent)).toBe(expected);
  });
});
