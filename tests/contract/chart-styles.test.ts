import { buildChartXml, createDefaultChartSettings } from '@chartbench/core';
import { startTestServer, type Caller, type TestServer } from './harness';

let env: TestServer;
let pro: Caller;
let free: Caller;
beforeAll(async () => {
  env = await startTestServer();
  [pro, free] = await Promise.all([env.loginAs('pro@example.com'), env.loginAs('free@example.com')]);
});
afterAll(() => env.close());

const xmlFor = (symbol: string) =>
  buildChartXml({ symbol, settings: { ...createDefaultChartSettings(), chartType: 'candle' } });

describe('spec 2 §7 chart styles', () => {
  it('saves a style from a permanent id, renames it, sets it as default and refuses deleting the default', async () => {
    const styleId = await pro.client.createPermanentStyle(xmlFor('AAPL'));
    expect(styleId).toMatch(/^p\d+$/);
    const { chartStyle } = await pro.client.addChartStyle({ desc: 'My Candles', styleid: styleId });
    expect(chartStyle).toMatchObject({
      description: 'My Candles',
      styleID: styleId,
      chartCode: 1004,
      location: 0,
      color: '',
      label: '',
    });

    const other = await pro.client.createPermanentStyle(xmlFor('MSFT'));
    await pro.client.updateChartStyle({ recid: chartStyle.recID, desc: 'Renamed Candles', styleid: other });
    const { chartStyles } = await pro.client.getChartStyles({});
    expect(chartStyles.find((style) => style.recID === chartStyle.recID)).toMatchObject({
      description: 'Renamed Candles',
      styleID: other,
    });

    await pro.client.setDefaultChartStyle({ recid: chartStyle.recID });
    await expect(pro.client.getDefaultChartStyle({})).resolves.toMatchObject({
      chartStyle: { recID: chartStyle.recID },
    });
    await expect(pro.client.deleteChartStyle({ recid: chartStyle.recID })).rejects.toMatchObject({
      serverMessage: 'The default ChartStyle cannot be deleted.',
    });
  });

  it('deletes a style that is not the default', async () => {
    const { chartStyle } = await pro.client.addChartStyle({ desc: 'Throwaway', styleid: 'p1' });
    await pro.client.deleteChartStyle({ recid: chartStyle.recID });
    const { chartStyles } = await pro.client.getChartStyles({});
    expect(chartStyles.some((style) => style.recID === chartStyle.recID)).toBe(false);
  });

  it.each([
    ['a temporary id', { desc: 'x', styleid: 't1000' }, 'styleid must be a permanent style id such as p1234'],
    [
      'an id with no stored XML',
      { desc: 'x', styleid: 'p999999' },
      'There is no saved style with id p999999.',
    ],
    ['an empty name', { desc: '', styleid: 'p1' }, 'ChartStyle name must be between 1 and 100 characters'],
  ])('refuses add-chartstyle with %s', async (_case, input, message) => {
    await expect(pro.client.addChartStyle(input)).rejects.toMatchObject({
      call: 'addChartStyle',
      serverMessage: message,
    });
  });

  it('enforces the style maximum of the member type (free: 5)', async () => {
    const { chartStyles } = await free.client.getChartStyles({});
    for (let index = chartStyles.length; index < 5; index += 1)
      await free.client.addChartStyle({ desc: `Style ${index}`, styleid: 'p2' });
    await expect(free.client.addChartStyle({ desc: 'One too many', styleid: 'p2' })).rejects.toMatchObject({
      serverMessage: 'You have reached the maximum of 5 ChartStyles for your membership.',
    });
  });
});

describe('spec 1 §7 style buttons', () => {
  it('adds, updates, moves and clears a button', async () => {
    const { chartStyles } = await pro.client.getChartStyles({});
    const plain = chartStyles.find((style) => style.location === 0);
    const buttoned = chartStyles.find((style) => style.location === 2);
    if (!plain || !buttoned) throw new Error('seed styles missing');

    await pro.client.addStyleButton({ styleid: plain.styleID, location: 5, color: 'Purple', label: ' a b ' });
    let styles = (await pro.client.getChartStyles({})).chartStyles;
    expect(styles.find((style) => style.recID === plain.recID)).toMatchObject({
      location: 5,
      color: 'Purple',
      label: 'ab',
    });

    await pro.client.updateStyleButton({ styleid: plain.styleID, location: 2, color: 'Red', label: 'R' });
    styles = (await pro.client.getChartStyles({})).chartStyles;
    expect(styles.find((style) => style.recID === plain.recID)).toMatchObject({
      location: 2,
      color: 'Red',
      label: 'R',
    });
    expect(styles.find((style) => style.recID === buttoned.recID)).toMatchObject({
      location: 0,
      color: '',
      label: '',
    });

    await pro.client.changeStyleButtonStyle({ styleid: plain.styleID, 'new-styleid': buttoned.styleID });
    styles = (await pro.client.getChartStyles({})).chartStyles;
    expect(styles.find((style) => style.recID === buttoned.recID)).toMatchObject({
      location: 2,
      color: 'Red',
      label: 'R',
    });
    expect(styles.find((style) => style.recID === plain.recID)).toMatchObject({ location: 0 });

    await pro.client.deleteStyleButton({ styleid: buttoned.styleID });
    styles = (await pro.client.getChartStyles({})).chartStyles;
    expect(styles.find((style) => style.recID === buttoned.recID)).toMatchObject({
      location: 0,
      color: '',
      label: '',
    });
  });

  it.each([
    ['slot 13', { location: 13, color: 'Red', label: 'X' }, 'location must be between 1 and 12'],
    ['an unknown colour', { location: 3, color: 'Teal', label: 'X' }, 'color must be one of'],
    [
      'a three-letter label',
      { location: 3, color: 'Red', label: 'ABC' },
      'Label must be between 0 and 2 characters.',
    ],
  ])('refuses add-stylebutton with %s', async (_case, fields, message) => {
    const { chartStyles } = await pro.client.getChartStyles({});
    const plain = chartStyles.find((style) => style.location === 0);
    await expect(
      pro.client.addStyleButton({ styleid: plain?.styleID ?? 'p1', ...fields } as never),
    ).rejects.toMatchObject({
      serverMessage: expect.stringContaining(message),
    });
  });

  it('refuses a second button on one style and slots past the free maximum of 3', async () => {
    const { chartStyles } = await free.client.getChartStyles({});
    const buttoned = chartStyles.find((style) => style.location > 0);
    const plain = chartStyles.find((style) => style.location === 0);
    await expect(
      free.client.addStyleButton({ styleid: buttoned?.styleID ?? '', location: 3, color: 'Red', label: 'X' }),
    ).rejects.toMatchObject({
      serverMessage: 'This ChartStyle already has a StyleButton.',
    });
    await expect(
      free.client.addStyleButton({ styleid: plain?.styleID ?? '', location: 4, color: 'Red', label: 'X' }),
    ).rejects.toMatchObject({
      serverMessage: 'Your membership allows StyleButtons in positions 1 to 3.',
    });
  });
});
